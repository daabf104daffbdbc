import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { difference, frameAt, interviewFormatSource as source } from "@tests/fixtures/reel-sources";
import { ffmpegBinaries, probe } from "./ffmpeg";
import { FPS } from "./interview-graph";
import { renderShowreel } from "./render-showreel";
import { reelClipSeconds } from "./showreel-graph";
import { readSourceLayout } from "./source-layout";
import { clipFrames, encoderHeaders, stitchable } from "./stitch-reel";

const run = promisify(execFile);

describe("a showreel joined from its sources' GOPs", { timeout: 120_000 }, () => {
  let dir: string;
  let sources: string[];
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "stitch-test-"));
    sources = await Promise.all([source(dir, "a.mp4"), source(dir, "b.mp4")]);
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  // Edges off the keyframes, a clip of one source between two of the other, and a clip that runs
  // past its source's end (its last frame held).
  const spans = [
    { source: 0, start: 1.3, end: 4.62 },
    { source: 1, start: 6.02, end: 7.5 },
    { source: 0, start: 2.0, end: 5.0 },
    { source: 1, start: 9.7, end: 12.9 },
  ];

  it("copies the sources' whole GOPs, encodes the edges with the same headers, and shows the right frame everywhere", async () => {
    const layouts = await Promise.all(sources.map((s) => readSourceLayout(s)));
    expect(stitchable(layouts, await encoderHeaders(dir))).toBe(true);
    const clips = spans.map((s) => ({
      videoPath: sources[s.source]!,
      sourceKey: `${s.source}`,
      start: s.start,
      end: s.end,
      cues: [],
    }));
    const reel = await renderShowreel(clips, path.join(dir, "out"), { cacheDir: path.join(dir, "cache") });

    const frames = clips.map((clip) => clipFrames(clip));
    const total = frames.reduce((sum, f) => sum + f.frames, 0);
    const probed = await probe(reel.video);
    expect(probed.video).toMatchObject({ codec: "h264", width: 640, height: 360, fps: 24, pixFmt: "yuv420p" });
    expect(probed.audio?.codec).toBe("aac");
    expect(Math.abs(probed.duration - total / FPS)).toBeLessThan(0.05);
    expect(reel.duration).toBeCloseTo(
      clips.reduce((sum, c) => sum + reelClipSeconds(c), 0),
      6,
    );
    const { ffprobe } = await ffmpegBinaries();
    const counted = await run(ffprobe, [
      "-v",
      "error",
      "-count_frames",
      "-select_streams",
      "v",
      "-show_entries",
      "stream=nb_read_frames",
      "-of",
      "csv=p=0",
      reel.video,
    ]);
    expect(Number(counted.stdout.trim())).toBe(total);

    // Each clip's first and last frames, and the frames around its first keyframe (edge to copy),
    // are the source's frames there: closer to them than to their neighbours.
    let offset = 0;
    for (const [i, { start, frames: length }] of frames.entries()) {
      const src = sources[spans[i]!.source]!;
      const last = Math.min(start + length - 1, layouts[spans[i]!.source]!.frames - 1);
      const firstKey = Math.ceil(start / FPS) * FPS;
      const checks = [
        [offset, start],
        [offset + firstKey - start - 1, firstKey - 1],
        [offset + firstKey - start, firstKey],
        [offset + length - 1, last],
      ].filter(([inReel]) => inReel! >= offset && inReel! < offset + length);
      for (const [inReel, inSource] of checks) {
        const shown = await frameAt(reel.video, inReel!);
        const right = difference(shown, await frameAt(src, inSource!));
        expect(right, `reel frame ${inReel} is source frame ${inSource}`).toBeLessThan(4);
        if (inSource! > 0) expect(difference(shown, await frameAt(src, inSource! - 1))).toBeGreaterThan(right + 2);
      }
      offset += length;
    }
    // A copied GOP decodes to exactly the source's pixels: nothing was encoded again there.
    const copied = frames[0]!.frames - (48 - frames[0]!.start) - 5;
    expect(Buffer.compare(await frameAt(reel.video, 48 - frames[0]!.start + 5), await frameAt(sources[0]!, 53))).toBe(
      0,
    );
    expect(copied).toBeGreaterThan(0);
    expect((await fs.readFile(reel.poster)).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it("encodes the whole reel when a source was written with other settings", async () => {
    const other = await source(dir, "other.mp4", [
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-g",
      "96",
      "-pix_fmt",
      "yuv420p",
    ]);
    expect(stitchable([await readSourceLayout(other)], await encoderHeaders(dir))).toBe(false);
    const clips = [
      { videoPath: sources[0]!, sourceKey: "0", start: 1.3, end: 4.62, cues: [] },
      { videoPath: other, sourceKey: "other", start: 2.2, end: 6.1, cues: [] },
    ];
    const reel = await renderShowreel(clips, path.join(dir, "mixed"), { cacheDir: path.join(dir, "cache") });
    const total = clips.reduce((sum, c) => sum + reelClipSeconds(c), 0);
    expect(Math.abs((await probe(reel.video)).duration - total)).toBeLessThan(0.05);
    const boundary = clipFrames(clips[0]!).frames;
    const shown = await frameAt(reel.video, boundary);
    expect(difference(shown, await frameAt(other, clipFrames(clips[1]!).start))).toBeLessThan(4);
  });
});
