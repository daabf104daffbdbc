import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { signIn, DEMO_PASSWORD } from "./support/sign-in";

// End to end: quotes → showreel → READY → reorder → publish → a logged-out viewer plays
// it → unpublish → the public link answers the spec's 404 message.

const MISSING = "The specified showreel doesn't exist, or isn't published";

/** A bearer-authenticated JSON read of the API as `email`. */
async function apiReader(page: Page, email = "admin@demo.test") {
  const login = await page.request.post("/api/auth/login", { data: { email, password: DEMO_PASSWORD } });
  const { access_token: token } = (await login.json()) as { access_token: string };
  return async <T>(path: string): Promise<T> =>
    (await (await page.request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } })).json()) as T;
}

/** The study of the first seeded showreel (it has quotes with rendered interviews). */
async function studyWithShowreels(page: Page): Promise<number> {
  const read = await apiReader(page);
  return (await read<{ data: { study_id: number }[] }>("/v3/showreels?limit=1")).data[0]!.study_id;
}

test("a showreel is made from quotes, renders, is reordered, published, watched logged out and unpublished", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A media request answered 416 (a stale Range against another revision's file) would land here.
  const refused: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 416) refused.push(response.url());
  });
  await signIn(page, "admin@demo.test");
  const studyId = await studyWithShowreels(page);
  await page.goto(`/studies/${studyId}/showreels`);
  await expect(page.getByRole("heading", { name: /Curated showreels/ })).toBeVisible();

  // Pick three quotes and create.
  await page.locator('astro-island[component-url*="/NewShowreel."]:not([ssr])').waitFor();
  await page.getByRole("button", { name: "New showreel" }).click();
  const dialog = page.getByRole("dialog", { name: "New showreel" });
  await dialog.getByLabel("Title").fill("Three voices");
  const boxes = dialog.getByRole("checkbox");
  for (const i of [0, 1, 2]) await boxes.nth(i).check();
  await dialog.getByRole("button", { name: "Create with 3 clips" }).click();
  await expect(page).toHaveURL(new RegExp(`/studies/${studyId}/showreels/\\d+$`));
  await expect(page.getByRole("heading", { name: "Three voices" })).toBeVisible();
  await page.locator('astro-island[component-url*="/ShowreelEditor."]:not([ssr])').waitFor();

  // It renders within seconds and plays in the editor.
  const status = page.getByTestId("showreel-status");
  await expect(status).toContainText("Ready", { timeout: 30_000 });
  await expect(page.locator("video")).toBeVisible();
  // In the player the videos page uses, whose duration is the status line's (one rounding; the
  // player pads minutes, "00:12" for "0:12").
  // Plyr loads as the pointer reaches the player.
  await page.getByRole("button", { name: "Play", exact: true }).first().hover();
  const player = page.locator(".plyr");
  await expect(player.getByRole("button", { name: "Play", exact: true }).first()).toBeVisible();
  const seconds = (clock: string) => clock.split(":").reduce((total, part) => total * 60 + Number(part), 0);
  const shown = seconds((await status.textContent())!.match(/· (\d+:\d\d)$/)![1]!);
  const duration = player.locator(".plyr__time--duration");
  await expect(duration).toHaveText(/^\d+:\d\d$/);
  expect(seconds((await duration.textContent())!)).toBe(shown);
  // The videos page's own player: its stage, its subtitles (the reel's English track) and speeds.
  await expect(player.getByRole("button", { name: /captions/ }).first()).toBeVisible();
  // Both caption languages, to switch between.
  await expect(page.locator("[data-video-id] track[srclang=en]")).toHaveCount(1);
  await expect(page.locator("[data-video-id] track[srclang=original]")).toHaveCount(1);
  const address = (src: string | null) => new URL(src!, page.url()).pathname;
  const firstRender = address(await page.locator("video").getAttribute("src"));

  // Reorder: playback waits for the save, then the new order renders.
  const rows = page.getByRole("list", { name: "Clips" }).getByRole("listitem");
  const before = await rows.locator("p:first-of-type").allTextContents();
  await page.getByRole("button", { name: "Move clip 1 down" }).click();
  await expect(page.getByText("Save your changes to play the showreel.")).toBeVisible();
  await expect(page.locator("video")).toHaveCount(0);
  await page.getByRole("button", { name: "Save changes" }).click();
  // Once saved, the new revision is queued and renders; wait for the save before waiting for Ready.
  await expect(page.getByRole("region", { name: "Unsaved changes" })).toHaveCount(0);
  await expect(status).toContainText("Ready", { timeout: 30_000 });
  expect(await rows.locator("p:first-of-type").allTextContents()).toEqual([before[1], before[0], before[2]]);
  // The new revision is another address, and it plays without a stale range.
  await expect(page.locator("video")).toBeVisible();
  expect(address(await page.locator("video").getAttribute("src"))).not.toBe(firstRender);
  await page.getByRole("button", { name: "Play", exact: true }).first().click();
  await expect
    .poll(() => page.locator("video").evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.3);
  expect(refused).toEqual([]);

  // Publish and read the share link (built on this host).
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const link = page.getByRole("textbox", { name: "Public link" });
  await expect(link).toHaveValue(/\/public\/showreels\/v3\/[A-Za-z0-9_-]{22}$/);
  const url = await link.inputValue();
  expect(new URL(url).host).toBe(new URL(page.url()).host);
  // The editor of a published showreel renders on the server too, with the same link.
  const reloaded = await page.reload();
  expect(reloaded!.status()).toBe(200);
  await expect(page.getByRole("textbox", { name: "Public link" })).toHaveValue(url);

  // A fresh, logged-out browser context plays it.
  const outsider = await browser.newContext();
  const viewer = await outsider.newPage();
  const response = await viewer.goto(url);
  expect(response!.status()).toBe(200);
  expect(response!.headers()["referrer-policy"]).toBe("no-referrer");
  expect(response!.headers()["x-robots-tag"]).toBe("noindex");
  await expect(viewer.getByRole("heading", { name: "Three voices" })).toBeVisible();
  await expect(viewer.locator('meta[property="og:video"]')).toHaveAttribute("content", /\/api\/v1\/media\/serve\//);
  const video = viewer.locator("video");
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  // Playback advances (polled: on a busy machine the first frames may take a moment to decode).
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.3);
  expect(await video.evaluate((element: HTMLVideoElement) => element.error?.code ?? null)).toBeNull();
  // Every caption language is a track: the reel's English shown at once, the participants' own words to switch to.
  await expect(viewer.locator("video track[srclang=en][default]")).toHaveCount(1);
  await expect(viewer.locator("video track[srclang=original]:not([default])")).toHaveCount(1);
  for (const source of await viewer
    .locator("video track")
    .evaluateAll((tracks) => tracks.map((t) => t.getAttribute("src")!))) {
    const vtt = await viewer.request.get(source);
    expect(vtt.status()).toBe(200);
    expect(await vtt.text()).toMatch(/^WEBVTT\n[\s\S]*-->/);
  }
  // The public page passes WCAG 2.2 AA as a visitor sees it (the crawl of signed-in pages never reaches it).
  const violations = await axeViolations(viewer, "the public showreel page");

  // Another site embeds the link through oEmbed discovery: its iframe plays there, and the share
  // card's poster is the lasting address, which answers an image. The other site is a small
  // server of this test on loopback (a made-up public host may not frame a loopback address:
  // Chromium's local network access checks).
  const discovery = await viewer.locator('link[type="application/json+oembed"]').getAttribute("href");
  const embed = (await (await viewer.request.get(discovery!)).json()) as { html: string; thumbnail_url: string };
  const poster = await viewer.request.get(embed.thumbnail_url);
  expect(poster.headers()["content-type"]).toBe("image/jpeg");
  const blog = http.createServer((_, res) => {
    res.writeHead(200, { "content-type": "text/html" }).end(`<!doctype html><title>A post</title>${embed.html}`);
  });
  await new Promise<void>((resolve) => blog.listen(0, "127.0.0.1", resolve));
  try {
    const reader = await outsider.newPage();
    await reader.goto(`http://127.0.0.1:${(blog.address() as AddressInfo).port}/`);
    const framed = reader.frameLocator("iframe").locator("video");
    await framed.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await expect.poll(() => framed.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.3);
    const player = await outsider.newPage();
    await player.goto(
      await reader
        .locator("iframe")
        .getAttribute("src")
        .then((src) => src!),
    );
    violations.push(...(await axeViolations(player, "the embeddable player page")));
  } finally {
    blog.close();
  }

  // Unpublish: the link answers the 404 message at once.
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByText("Not published")).toBeVisible();
  const gone = await viewer.goto(url);
  expect(gone!.status()).toBe(404);
  await expect(viewer.getByText(MISSING)).toBeVisible();
  violations.push(...(await axeViolations(viewer, "an unpublished showreel's public address")));
  expect(violations).toEqual([]);
  await outsider.close();
});

test("quotes are added to a showreel from the quotes page, its clip is trimmed, and the reel shortens", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "admin@demo.test");
  const read = await apiReader(page);
  const studyId = await studyWithShowreels(page);
  await page.goto(`/studies/${studyId}/quotes`);
  await page.locator('astro-island[component-url*="/QuoteSearch."]:not([ssr])').waitFor();
  const quotes = page.locator("main ol > li article");
  const said = async (i: number) => (await quotes.nth(i).locator("blockquote").textContent())!.replace(/[“”]/g, "");

  // The first quote makes a new showreel; the snackbar links to it.
  const first = await said(0);
  await quotes.nth(0).getByRole("button", { name: "Add to showreel" }).click();
  const dialog = page.getByRole("dialog", { name: "Add to showreel" });
  await dialog.getByRole("radio", { name: "A new showreel" }).check();
  await dialog.getByRole("textbox", { name: "Title of the new showreel" }).fill("From the quotes page");
  await dialog.getByRole("button", { name: "Create showreel" }).click();
  await expect(dialog).toBeHidden();
  const snackbar = page.getByRole("status").filter({ hasText: "From the quotes page" });
  await expect(snackbar).toContainText("Created “From the quotes page”.");
  const href = await snackbar.getByRole("link", { name: "Open showreel" }).getAttribute("href");
  const showreelId = Number(href!.split("/").pop());

  // The second joins it.
  const second = await said(1);
  await quotes.nth(1).getByRole("button", { name: "Add to showreel" }).click();
  await dialog.getByRole("radio", { name: /From the quotes page/ }).check();
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(snackbar).toContainText("Added to “From the quotes page”.");
  await snackbar.getByRole("link", { name: "Open showreel" }).click();

  // The editor lists both clips in the order they were added, and renders them.
  await expect(page).toHaveURL(new RegExp(`/studies/${studyId}/showreels/${showreelId}$`));
  await page.locator('astro-island[component-url*="/ShowreelEditor."]:not([ssr])').waitFor();
  const clips = page.getByRole("list", { name: "Clips" }).getByRole("listitem");
  await expect(clips).toHaveCount(2);
  await expect(clips.nth(0)).toContainText(first.trim().slice(0, 40));
  await expect(clips.nth(1)).toContainText(second.trim().slice(0, 40));
  const status = page.getByTestId("showreel-status");
  await expect(status).toContainText("Ready", { timeout: 30_000 });
  type One = { data: { duration: number; revision: number } };
  const before = (await read<One>(`/v3/showreels/${showreelId}`)).data;

  // Trim a second off the start of clip 1: playback waits for the save; the clip says it is trimmed.
  const start = page.getByRole("spinbutton", { name: "Start of clip 1" });
  await expect(start).toHaveValue("0.0");
  await start.fill("1.0");
  await expect(page.getByText("Save your changes to play the showreel.")).toBeVisible();
  await expect(clips.nth(0).getByTestId("clip-length")).toContainText(" of ");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("region", { name: "Unsaved changes" })).toHaveCount(0);
  await expect(status).toContainText("Ready", { timeout: 30_000 });
  const after = (await read<One>(`/v3/showreels/${showreelId}`)).data;
  expect(after.revision).toBe(before.revision + 1);
  expect(Math.abs(before.duration - 1 - after.duration)).toBeLessThan(0.25);
  await expect(page.getByRole("spinbutton", { name: "Start of clip 1" })).toHaveValue("1.0");

  // A segment of the study shows the same editor for this study-wide showreel.
  const segments = await read<{ data: { id: number }[] }>(`/v3/studies/${studyId}/segments`);
  await page.goto(`/study-segments/${segments.data[0]!.id}/showreels`);
  await page.getByRole("link", { name: /From the quotes page/ }).click();
  await expect(page).toHaveURL(new RegExp(`/study-segments/\\d+/showreels/${showreelId}$`));
  await expect(page.getByRole("list", { name: "Clips" }).getByRole("listitem")).toHaveCount(2);
  await expect(page.getByRole("spinbutton", { name: "End of clip 2" })).toBeVisible();
  await expect(page.locator("video")).toBeVisible();
});

test("a segment's page of one quote adds it to a new showreel of that segment, then lists it there", async ({
  page,
}) => {
  await signIn(page, "admin@demo.test");
  const read = await apiReader(page);
  const studyId = await studyWithShowreels(page);
  const [segment] = (await read<{ data: { id: number }[] }>(`/v3/studies/${studyId}/segments`)).data;
  const [quote] = (
    await read<{ data: { id: number }[] }>(`/v3/quotes?study_id=${studyId}&segment_ids=${segment!.id}&limit=1`)
  ).data;
  await page.goto(`/study-segments/${segment!.id}/quotes/${quote!.id}`);
  await page.locator('astro-island[component-url*="/StandaloneQuoteCard."]:not([ssr])').waitFor();

  await page.getByRole("button", { name: "Add to showreel" }).click();
  const dialog = page.getByRole("dialog", { name: "Add to showreel" });
  await dialog.getByRole("radio", { name: "A new showreel" }).check();
  await dialog.getByRole("textbox", { name: "Title of the new showreel" }).fill("From one segment quote");
  await dialog.getByRole("button", { name: "Create showreel" }).click();
  const snackbar = page.getByRole("status").filter({ hasText: "From one segment quote" });
  await expect(snackbar).toContainText("Created “From one segment quote”.");
  const showreelId = Number(
    (await snackbar.getByRole("link", { name: "Open showreel" }).getAttribute("href"))!.split("/").pop(),
  );
  type One = { data: { segment_id: number | null; quotes: number[] } };
  expect((await read<One>(`/v3/showreels/${showreelId}`)).data).toMatchObject({
    segment_id: segment!.id,
    quotes: [quote!.id],
  });

  // Opened again, the dialog reads the showreels afresh: the new one is there, already holding the quote.
  await page.getByRole("button", { name: "Add to showreel" }).click();
  await expect(dialog.getByRole("radio", { name: /From one segment quote/ })).toBeDisabled();
  await expect(dialog.getByRole("radio", { name: /From one segment quote/ })).toHaveAccessibleName(
    /already has this quote/,
  );
});

test("a viewer sees quotes and showreels without the editing controls", async ({ page }) => {
  await signIn(page, "viewer@demo.test");
  const read = await apiReader(page, "viewer@demo.test");
  const reels = await read<{ data: { id: number; study_id: number }[] }>("/v3/showreels?limit=1");
  const reel = reels.data[0]!;
  await page.goto(`/studies/${reel.study_id}/quotes`);
  await page.locator('astro-island[component-url*="/QuoteSearch."]:not([ssr])').waitFor();
  await expect(page.locator("main ol > li article").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to showreel" })).toHaveCount(0);
  await page.goto(`/studies/${reel.study_id}/showreels/${reel.id}`);
  await expect(page.getByRole("list", { name: "Clips" }).getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("spinbutton")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Move clip/ })).toHaveCount(0);
});
