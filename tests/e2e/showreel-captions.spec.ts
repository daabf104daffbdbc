import { expect, type Page, test } from "@playwright/test";
import { apiAs } from "./support/api-as";
import { signIn } from "./support/sign-in";

// Burned-in captions as a viewer sees them: Chromium decodes the reel, and the frame at a cue's
// time carries the words in the caption area, where the same reel without captions has none.

/** The reel's picture at `seconds` as the browser draws it, grey, in blocks of 4 × 4 pixels (160 × 90). */
async function frameAt(page: Page, seconds: number): Promise<number[]> {
  return page.locator("video").evaluate(async (video: HTMLVideoElement, at: number) => {
    video.muted = true;
    video.pause();
    if (video.readyState < 1)
      await new Promise((resolve) => video.addEventListener("loadedmetadata", resolve, { once: true }));
    // The frame drawn is the one presented for the new time: "seeked" can come before it is.
    await new Promise<void>((resolve) => {
      video.addEventListener(
        "seeked",
        () => {
          video.requestVideoFrameCallback(() => resolve());
          setTimeout(resolve, 1000); // a seek to the frame already shown presents none
        },
        { once: true },
      );
      video.currentTime = at;
    });
    const canvas = document.createElement("canvas");
    canvas.width = 640;
    canvas.height = 360;
    const context = canvas.getContext("2d", { willReadFrequently: true })!;
    context.drawImage(video, 0, 0, 640, 360);
    const { data } = context.getImageData(0, 0, 640, 360);
    const blocks = new Array<number>(160 * 90).fill(0);
    for (let y = 0; y < 360; y++)
      for (let x = 0; x < 640; x++) {
        const i = (y * 640 + x) * 4;
        blocks[(y >> 2) * 160 + (x >> 2)]! += (0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!) / 16;
      }
    return blocks;
  }, seconds);
}

/** Mean absolute difference of two block pictures within block rows [from, to). */
function rowsDiffer(a: number[], b: number[], from: number, to: number): number {
  let sum = 0;
  for (let i = from * 160; i < to * 160; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / ((to - from) * 160);
}

test("burned English captions show in the caption area at a cue's time, and nowhere else", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "admin@demo.test");
  const api = await apiAs(page);
  const studyId = (await api<{ data: { study_id: number }[] }>("GET", "/v3/showreels?limit=1")).data[0]!.study_id;
  const quotes = (await api<{ data: { id: number }[] }>("GET", `/v3/quotes?study_id=${studyId}&limit=2`)).data;
  const created = await api<{ data: { id: number } }>("POST", "/v3/showreels", {
    study_id: studyId,
    title: "Captions in the picture",
    quotes: quotes.map((quote) => quote.id),
  });
  await page.goto(`/studies/${studyId}/showreels/${created.data.id}`);
  await page.locator('astro-island[component-url*="/ShowreelEditor."]:not([ssr])').waitFor();
  const status = page.getByTestId("showreel-status");
  await expect(status).toContainText("Ready", { timeout: 30_000 });

  // The middle of the first English cue, read from the reel's own subtitle track.
  const vtt = await (
    await page.request.get((await page.locator("video track[srclang=en]").getAttribute("src"))!)
  ).text();
  const [, from, to] = /(\d\d:\d\d:\d\d\.\d\d\d) --> (\d\d:\d\d:\d\d\.\d\d\d)/.exec(vtt)!;
  const seconds = (clock: string) => clock.split(":").reduce((total, part) => total * 60 + Number(part), 0);
  // A moment in the cue that both renders show from the same source frame: the reel without
  // captions keeps the interviews' 12 frames a second, the burned one is encoded at 24, so the
  // first quarter of a 12th of a second is the first half of one of its frames.
  const middle = (seconds(from!) + seconds(to!)) / 2;
  const cueTime = (Math.floor(middle * 12) + 0.25) / 12;
  const plain = await frameAt(page, cueTime);

  await page.getByRole("combobox", { name: "Captions", exact: true }).selectOption("BURNED");
  await page.getByRole("combobox", { name: "Caption language" }).selectOption("en");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("region", { name: "Unsaved changes" })).toHaveCount(0);
  await expect(status).toContainText("Ready", { timeout: 30_000 });
  // The words are in the picture: no track draws them a second time.
  await expect(page.locator("video track")).toHaveCount(0);
  const burned = await frameAt(page, cueTime);

  // Rows 300–360 of 360 hold the captions; above them the two renders show the same picture.
  expect(rowsDiffer(plain, burned, 75, 90)).toBeGreaterThan(15);
  expect(rowsDiffer(plain, burned, 0, 70)).toBeLessThan(3);
});
