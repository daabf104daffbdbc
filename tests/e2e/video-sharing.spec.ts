import { expect, test } from "@playwright/test";
import { apiAs } from "./support/api-as";
import { ready } from "./support/islands";
import { signIn } from "./support/sign-in";

// End to end: a researcher shares one published participant video with a named link from the
// player; a stakeholder opens it signed out and watches it with subtitles (one view in the link's
// log); unpublishing the video closes the link with the spec's 404.

const MISSING = "The specified showreel doesn't exist, or isn't published";

interface VideoSummary {
  id: number;
  published: boolean;
  participant: { name: string };
}

test("a published video shared with a named link plays signed out, counts the view, and unpublishing closes the link", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "admin@demo.test");
  const api = await apiAs(page);
  const { data: studies } = await api<{ data: { id: number }[] }>("GET", "/v3/studies?status=COMPLETED&limit=1");
  const studyId = studies[0]!.id;
  const { data: videos } = await api<{ data: VideoSummary[] }>("GET", `/studies/${studyId}/participant_videos`);
  // The last published one: the videos journey toggles the first video's flag meanwhile.
  const video = videos.filter((v) => v.published).at(-1)!;

  await page.goto(`/studies/${studyId}/videos?video=${video.id}`);
  await ready(page, "VideoPlayer");
  await page.getByRole("button", { name: "Share links…" }).click();
  const dialog = page.getByRole("dialog", { name: "Share video" });
  await expect(dialog).toContainText("Named links let you share this participant video");
  const form = dialog.getByRole("form", { name: "New share link" });
  await form.getByLabel("Name").fill("Agency");
  await form.getByRole("button", { name: "Create link" }).click();
  const agency = dialog.getByRole("listitem", { name: "Agency" });
  await expect(agency).toContainText("Active");
  await expect(agency).toContainText("No views yet");
  const address = await agency.getByLabel("Link for Agency").inputValue();
  expect(address).toMatch(/\/public\/showreels\/v3\/[A-Za-z0-9_-]{22}$/);
  await dialog.getByRole("button", { name: "Close" }).click();

  // A stakeholder, signed out, in a fresh browser context: the video plays with its subtitles.
  const viewer = await browser.newContext();
  const watch = await viewer.newPage();
  expect((await watch.goto(address))?.status()).toBe(200);
  await expect(watch.getByText("Participant video", { exact: true })).toBeVisible();
  await expect(watch.getByRole("heading", { level: 1 })).toContainText(video.participant.name);
  const player = watch.locator("video");
  await expect(player.locator("track")).not.toHaveCount(0);
  await player.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(4);
  // Leaving the page sends its last beacon: a play past 3 s is one view of the link.
  await watch.goto("about:blank");
  const viewsOfAgency = async () => {
    const { data } = await api<{ data: { name: string; stats: { views: number } }[] }>(
      "GET",
      `/v1/videos/${video.id}/share_links`,
    );
    return data.find((link) => link.name === "Agency")?.stats.views;
  };
  await expect.poll(viewsOfAgency, { timeout: 10_000 }).toBe(1);

  // Unpublishing the video in the player closes every link to it at once.
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Share links…" })).toHaveCount(0);
  const closed = await watch.goto(address);
  expect(closed?.status()).toBe(404);
  await expect(watch.getByText(MISSING)).toBeVisible();
  await viewer.close();
  // The demo data as it was.
  await api("PUT", `/videos/${video.id}/publish`, { published: true });
});
