import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { interviewFormatSource, TEST_CARD } from "@tests/fixtures/reel-sources";
import { captionScript } from "./burned-captions";
import { renderShowreel } from "./render-showreel";
import { ffmpegBinaries } from "./ffmpeg";

const run = promisify(execFile);

/** The reel's picture at `seconds`, full size, 8-bit grey, one row after another. */
async function picture(file: string, seconds: number): Promise<Buffer> {
  const { ffmpeg } = await ffmpegBinaries();
  const args = ["-v", "error", "-ss", seconds.toFixed(3), "-i", file, "-frames:v", "1", "-f", "rawvideo"];
  const { stdout } = await run(ffmpeg, [...args, "-pix_fmt", "gray", "-"], { encoding: "buffer", maxBuffer: 1 << 20 });
  return stdout;
}

/** Mean absolute difference of two 640x360 grey pictures within rows [from, to). */
function rowsDiffer(a: Buffer, b: Buffer, from: number, to: number): number {
  let sum = 0;
  for (let i = from * 640; i < to * 640; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / ((to - from) * 640);
}

describe("captions burned into a reel", { timeout: 120_000 }, () => {
  let dir: string;
  let source: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "captions-test-"));
    source = await interviewFormatSource(dir, "a.mp4", undefined, TEST_CARD);
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it("writes transcript text safely into an ASS script at reel times", () => {
    const script = captionScript([{ start: 61.5, end: 63.25, text: "Use {\\b1} here\nand there" }]);
    expect(script).toContain("Dialogue: 0,0:01:01.50,0:01:03.25,Caption,,0,0,0,,Use (/b1) here\\Nand there");
    expect(script).toMatch(/Style: Caption,DejaVu Sans,24,&H00FFFFFF,.*,3,/);
  });

  it("draws the words in the caption area of the frames at the cue's time, and nowhere else", async () => {
    const cues = [{ start: 2.5, end: 4.5, text: "The checkout was confusing" }];
    const clips = [{ videoPath: source, sourceKey: "a", start: 2.2, end: 5.4, cues }];
    const cacheDir = path.join(dir, "cache");
    const off = await renderShowreel(clips, path.join(dir, "off"), { cacheDir });
    const burned = await renderShowreel(clips, path.join(dir, "burned"), { cacheDir, burnCaptions: true });
    expect(burned.video).not.toBe(off.video);
    // 1.2 s into the reel is 3.4 s into the source: inside the cue.
    const [plain, captioned] = await Promise.all([picture(off.video, 1.2), picture(burned.video, 1.2)]);
    expect(rowsDiffer(plain, captioned, 300, 360)).toBeGreaterThan(20);
    expect(rowsDiffer(plain, captioned, 0, 280)).toBeLessThan(3);
    // Before the cue (0.1 s into the reel, 2.3 s into the source) the pictures agree everywhere.
    const [before, beforeBurned] = await Promise.all([picture(off.video, 0.1), picture(burned.video, 0.1)]);
    expect(rowsDiffer(before, beforeBurned, 0, 360)).toBeLessThan(3);
  });
});
