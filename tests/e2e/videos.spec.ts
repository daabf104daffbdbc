import { expect, type Page, test } from "@playwright/test";
import { VIDEOS_PER_PAGE } from "@/lib/constants";
import { DEMO_PASSWORD } from "./support/sign-in";

// Videos: the list, the player (real mp4 in Chromium), subtitles, clips and publishing.

/** Signs in through the API and answers the id of a completed study the user sees. */
async function signInToCompletedStudy(page: Page, email: string): Promise<number> {
  const login = await page.request.post("/api/auth/login", { data: { email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const list = await page.request.get("/api/v3/studies?status=COMPLETED&limit=1", {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await list.json()) as { data: { id: number }[] };
  expect(data.length, `${email} sees a completed study`).toBe(1);
  return data[0]!.id;
}

const video = (page: Page) => page.locator(".plyr video");
const currentTime = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.currentTime);
// Plyr draws the cues itself: the chosen track is "hidden" (loaded, drawn by plyr), the other "disabled".
const activeTrack = (page: Page) =>
  video(page).evaluate((element: HTMLVideoElement) =>
    [...element.textTracks].filter((track) => track.mode !== "disabled").map((track) => track.language),
  );

test("a completed study's videos play, switch subtitles, seek to clips and publish", async ({ page }) => {
  const studyId = await signInToCompletedStudy(page, "admin@demo.test");
  await page.goto(`/studies/${studyId}/videos`);
  await expect(page.getByText(/^Showing \d+ videos$/)).toBeVisible();
  const total = Number((await page.getByText(/^Showing \d+ videos$/).textContent())!.match(/\d+/)![0]);
  await expect(page.getByRole("list", { name: "Participant videos" }).getByRole("button")).toHaveCount(
    Math.min(total, VIDEOS_PER_PAGE),
  );
  await expect(page.getByRole("button", { name: "Show more videos" })).toHaveCount(total > VIDEOS_PER_PAGE ? 1 : 0);

  // Plays: the real mp4 advances in Chromium. Plyr loads only as the pointer reaches the player.
  await expect(page.locator("video[data-video-id]")).toBeAttached();
  await expect(page.locator(".plyr")).toHaveCount(0);
  await page.getByRole("button", { name: "Play", exact: true }).first().click();
  await expect(video(page)).toBeAttached();
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);

  // Subtitles: English by default, then the original language.
  await expect.poll(() => activeTrack(page)).toEqual(["en"]);
  const subtitles = page.getByRole("group", { name: "Subtitles" });
  await subtitles.getByRole("button", { name: "Original" }).click();
  await expect(subtitles.getByRole("button", { name: "Original" })).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => activeTrack(page)).toEqual(["original"]);
  await subtitles.getByRole("button", { name: "Off" }).click();
  await expect.poll(() => activeTrack(page)).toEqual([]);

  // A clip seeks the player to its start.
  const clip = page.getByRole("region", { name: "Clips" }).getByRole("button").last();
  const [minutes, seconds] = (await clip.locator("span").first().textContent())!.split("–")[0]!.split(":").map(Number);
  const start = minutes! * 60 + seconds!;
  await clip.click();
  await expect.poll(async () => Math.abs((await currentTime(page)) - start)).toBeLessThan(2);

  // Publish and unpublish flip the flag (and back, leaving the demo data as it was).
  const toggle = page.getByRole("button", { name: /^(Publish|Unpublish)$/ });
  const before = (await toggle.textContent())!;
  const after = before === "Publish" ? "Unpublish" : "Publish";
  await toggle.click();
  await expect(page.getByText(before === "Publish" ? "Video published" : "Video unpublished")).toBeVisible();
  await expect(page.getByRole("button", { name: after, exact: true })).toBeEnabled();
  await page.getByRole("button", { name: after, exact: true }).click();
  await expect(page.getByRole("button", { name: before, exact: true })).toBeEnabled();

  // Download asks for the internal-business-use terms first.
  await page.getByRole("button", { name: "Download", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Download video" });
  await expect(dialog.getByRole("button", { name: "Download video" })).toBeDisabled();
  await dialog.getByLabel(/internal business use/).check();
  await expect(dialog.getByRole("link", { name: "Download video" })).toHaveAttribute("href", /download=1/);
});

test("auto_play=true plays at once, and a video chosen from the list plays too", async ({ page }) => {
  const studyId = await signInToCompletedStudy(page, "admin@demo.test");
  await page.goto(`/studies/${studyId}/videos?auto_play=true`);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
  const items = page.getByRole("list", { name: "Participant videos" }).getByRole("button");
  await items.nth(1).click();
  await expect(items.nth(1)).toHaveAttribute("aria-current", "true");
  await expect(page).toHaveURL(/video=\d+/);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.3);
});

test("a viewer sees the videos without the publish control", async ({ page }) => {
  const studyId = await signInToCompletedStudy(page, "viewer@demo.test");
  await page.goto(`/studies/${studyId}/videos`);
  await expect(page.getByText(/^Showing \d+ videos$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^(Publish|Unpublish)$/ })).toHaveCount(0);
});

test("the playback speed is kept per study for the tab's session", async ({ page }) => {
  const studyId = await signInToCompletedStudy(page, "admin@demo.test");
  await page.goto(`/studies/${studyId}/videos`);
  await page.evaluate((id) => sessionStorage.setItem("video_playback_speed", JSON.stringify({ [id]: 1.5 })), studyId);
  await page.reload();
  await page.getByRole("button", { name: "Play", exact: true }).first().hover();
  await expect(page.locator(".plyr")).toBeAttached();
  await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1.5);
  await video(page).evaluate((element: HTMLVideoElement) => (element.playbackRate = 0.75));
  await expect
    .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem("video_playback_speed") ?? "{}") as object))
    .toEqual({ [studyId]: 0.75 });
});

test("the player, the video list and the clips work with the keyboard alone", async ({ page }) => {
  const studyId = await signInToCompletedStudy(page, "admin@demo.test");
  await page.goto(`/studies/${studyId}/videos`);
  // Tab reaches the play button (focus loads plyr, whose own play button takes the focus); Enter
  // plays and the player's own keys pause ("k") and seek.
  const play = page.getByRole("button", { name: "Play", exact: true }).first();
  await expect(play).toBeEnabled();
  await play.focus();
  await expect(page.locator('.plyr button[data-plyr="play"]:focus')).toHaveCount(1);
  await page.keyboard.press("Enter");
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
  await page.keyboard.press("k");
  await expect.poll(() => video(page).evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  const paused = await currentTime(page);
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => currentTime(page)).toBeGreaterThan(paused + 4);

  // Another video is chosen with Enter; a clip seeks with Space.
  const items = page.getByRole("list", { name: "Participant videos" }).getByRole("button");
  await items.nth(1).focus();
  await page.keyboard.press("Enter");
  await expect(items.nth(1)).toHaveAttribute("aria-current", "true");
  const clip = page.getByRole("region", { name: "Clips" }).getByRole("button").last();
  const [minutes, seconds] = (await clip.locator("span").first().textContent())!.split("–")[0]!.split(":").map(Number);
  await clip.focus();
  await page.keyboard.press("Space");
  await expect.poll(async () => Math.abs((await currentTime(page)) - (minutes! * 60 + seconds!))).toBeLessThan(2);
});
