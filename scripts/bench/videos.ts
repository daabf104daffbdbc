import { chromium } from "@playwright/test";
import { chromiumArgs, resolveChromium } from "../../tests/setup/chromium";
import type { Measurement } from "./foundation";
import { javascriptWeight } from "./page-weight";
import { type RunningServer, signInAs } from "./server";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** A completed study of the admin's client (the videos page of the demo). */
async function completedStudy(url: string, bearer: string): Promise<number> {
  const answer = await fetch(`${url}/api/v3/studies?status=COMPLETED&limit=1`, {
    headers: { authorization: bearer },
  });
  const { data } = (await answer.json()) as { data: { id: number }[] };
  if (!data[0]) throw new Error("The demo has no completed study");
  return data[0].id;
}

// In the page, before any script: note when the first <video> presents its first frame,
// in ms since navigation start (requestVideoFrameCallback's clock is performance.now()).
const watchFirstFrame = () => {
  const w = window as unknown as { firstFrameMs?: number };
  new MutationObserver((_, observer) => {
    const video = document.querySelector("video");
    if (!video) return;
    observer.disconnect();
    video.requestVideoFrameCallback((now) => (w.firstFrameMs = now));
  }).observe(document, { childList: true, subtree: true });
};

/**
 * The videos page's budgets: its JavaScript (gzipped, ≤ 200 KB) and the first video
 * frame in Chromium on loopback (≤ 1 s), measured from navigation start with auto_play=true, median of 5.
 */
export async function benchVideos(server: RunningServer): Promise<Measurement[]> {
  const { cookie, bearer } = await signInAs(server.url);
  const studyId = await completedStudy(server.url, bearer);
  const path = `/studies/${studyId}/videos`;
  const weight = await javascriptWeight(server.url, path, { cookie });

  const browser = await chromium.launch({
    executablePath: resolveChromium(),
    args: [...chromiumArgs, "--autoplay-policy=no-user-gesture-required"],
  });
  const frames: number[] = [];
  try {
    const context = await browser.newContext();
    const [name, value] = cookie.split(/=(.*)/s) as [string, string];
    await context.addCookies([{ name, value, url: server.url }]);
    await context.addInitScript(watchFirstFrame);
    for (let run = 0; run < 6; run++) {
      const page = await context.newPage();
      await page.goto(`${server.url}${path}?auto_play=true`);
      const ms = await page.waitForFunction(() => (window as { firstFrameMs?: number }).firstFrameMs, undefined, {
        timeout: 15_000,
      });
      // The first run warms the server and the browser's caches of the scripts; it is not counted.
      if (run > 0) frames.push(Number(await ms.jsonValue()));
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return [
    { name: "JavaScript of the videos page, gzipped", value: weight / 1024, unit: "KB", budget: 200 },
    {
      name: "first video frame on the videos page (Chromium, loopback), median",
      value: median(frames),
      unit: "ms",
      budget: 1000,
    },
  ];
}
