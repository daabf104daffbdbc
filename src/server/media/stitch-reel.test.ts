import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { difference, frameAt, interviewFormatSource as source } from "@tests/fixtures/reel-sources";
import { ffmpegBinaries, probe, runFfmpeg } from "./ffmpeg";
import { FPS, INTERVIEW_FPS } from "./interview-graph";
import { renderShowreel } from "./render-showreel";
import { reelClipSeconds } from "./showreel-graph";
import { readSourceLayout, type SourceLayout } from "./source-layout";
import { encoderReference, stitchable } from "./encoder-reference";
import { clipFrames, reelPieces } from "./reel-pieces";

const run = promisify(execFile);

/** ffprobe's JSON for `entries` of a file's streams (`v` or `a`), reading every frame or packet when asked. */
async function ffprobeJson(file: string, stream: "v" | "a", entries: string, extra: string[] = []) {
  const { ffprobe } = await ffmpegBinaries();
  const args = ["-v", "error", "-select_streams", stream, ...extra, "-show_entries", entries, "-of", "json", file];
  const { stdout } = await run(ffprobe, args, { maxBuffer: 16 << 20 });
  return JSON.parse(stdout) as {
    streams?: { duration?: string; nb_read_frames?: string; r_frame_rate?: string }[];
    frames?: { pts_time?: string }[];
    packets?: { pts?: number; dts?: number }[];
  };
}

/** What a full decode of the file reports as errors (nothing for a well-formed file). */
async function decodeErrors(file: string): Promise<string> {
  const stderr = await runFfmpeg(["-v", "error", "-i", file, "-f", "null", "-"]);
  return stderr.trim();
}

describe("a showreel joined from its sources' GOPs", { timeout: 120_000 }, () => {
  let dir: string;
  let sources: string[];
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "stitch-test-"));
    sources = await Promise.all([source(dir, "a.mp4"), source(dir, "b.mp4")]);
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  /**
   * Clips placed by the sources' keyframes (x264 puts them where it likes, at most a second
   * apart): edges off the keyframes (the first clip's end right before a clip inside one GOP, so
   * their encoded frames run on), a clip of one source between clips of the other, a clip from
   * keyframe to keyframe, and a clip that runs past its source's end (its last frame held).
   */
  const spansOf = ([a, b]: SourceLayout[]) => {
    const at = (frame: number) => frame / INTERVIEW_FPS;
    return [
      { source: 0, start: at(a!.keyframes[1]! + 4.4), end: at(a!.keyframes[4]! + 2.4) },
      { source: 0, start: at(a!.keyframes[7]! + 1.2), end: at(a!.keyframes[7]! + 1.2) + 0.55 },
      { source: 1, start: at(b!.keyframes[6]!) + 0.02, end: at(b!.keyframes[6]!) + 1.5 },
      { source: 0, start: at(a!.keyframes[2]!), end: at(a!.keyframes[5]!) },
      { source: 1, start: 9.7, end: 12.9 },
    ];
  };

  it("copies the sources' whole GOPs, encodes the edges with the same headers, and shows the right frame everywhere", async () => {
    const layouts = await Promise.all(sources.map((s) => readSourceLayout(s)));
    for (const layout of layouts) {
      expect(layout).toMatchObject({ copyable: true, fps: INTERVIEW_FPS, frames: 12 * INTERVIEW_FPS });
      expect(layout.keyframes[0]).toBe(0);
      expect(layout.keyframes.every((k, i) => i === 0 || k - layout.keyframes[i - 1]! <= INTERVIEW_FPS)).toBe(true);
    }
    const spans = spansOf(layouts);
    expect(stitchable(layouts, await encoderReference(dir))).toBe(true);
    const clips = spans.map((s) => ({
      videoPath: sources[s.source]!,
      sourceKey: `${s.source}`,
      start: s.start,
      end: s.end,
      cues: [],
    }));
    const layoutOf = (i: number): SourceLayout => layouts[spans[i]!.source]!;
    const planned = reelPieces(clips.map((clip, i) => ({ ...clip, hasAudio: true, layout: layoutOf(i) })));
    expect(new Set(planned.map((p) => p.mode))).toEqual(new Set(["copy", "encode"]));
    expect(planned.filter((p) => p.clip === 3).map((p) => p.mode)).toEqual(["copy"]);
    expect(planned.filter((p) => p.clip === 1).map((p) => p.mode)).toEqual(["encode"]);
    // Encoded pieces next to each other in the reel (a clip's end, a clip encoded whole, the next
    // clip's start) lie one after another in one edge file, which the join reads as one.
    expect(planned.some((p) => p.joinsPrevious)).toBe(true);
    planned.forEach((piece, i) => {
      if (!piece.joinsPrevious) return;
      const before = planned[i - 1]!;
      expect([before.mode, before.file, before.at + before.frames]).toEqual(["encode", piece.file, piece.at]);
    });

    const reel = await renderShowreel(clips, path.join(dir, "out"), { cacheDir: path.join(dir, "cache") });
    const seconds = clips.map((clip) => reelClipSeconds(clip));
    const length = seconds.reduce((sum, s) => sum + s, 0);
    expect(reel.duration).toBeCloseTo(length, 6);

    const frames = clips.map((clip) => clipFrames(clip, INTERVIEW_FPS));
    const total = frames.reduce((sum, f) => sum + f.frames, 0);
    const probed = await probe(reel.video);
    expect(probed.video).toMatchObject({ codec: "h264", width: 640, height: 360, pixFmt: "yuv420p" });
    expect(probed.audio?.codec).toBe("aac");
    expect(Math.abs(probed.duration - length)).toBeLessThan(0.05);

    // Every frame decoded, none left over or missing, no decoder complaints; the sound as long as the picture.
    expect(await decodeErrors(reel.video)).toBe("");
    const video = await ffprobeJson(reel.video, "v", "stream=duration,nb_read_frames,r_frame_rate", ["-count_frames"]);
    expect(Number(video.streams![0]!.nb_read_frames)).toBe(total);
    expect(video.streams![0]!.r_frame_rate).toBe(`${INTERVIEW_FPS}/1`);
    expect(Math.abs(Number(video.streams![0]!.duration) - length)).toBeLessThan(1 / INTERVIEW_FPS);
    const audio = await ffprobeJson(reel.video, "a", "stream=duration");
    expect(Math.abs(Number(audio.streams![0]!.duration) - length)).toBeLessThan(0.05);

    // Each clip's frames start exactly where the clip starts in the reel (where its subtitles do),
    // one every 1/12 s; the packets' decoding times only ever rise (the pieces join cleanly).
    const times = (await ffprobeJson(reel.video, "v", "frame=pts_time", ["-show_frames"])).frames!.map((f) =>
      Number(f.pts_time),
    );
    const expectedTimes = frames.flatMap((f, i) => {
      const offset = seconds.slice(0, i).reduce((sum, s) => sum + s, 0);
      return Array.from({ length: f.frames }, (_, k) => offset + k / INTERVIEW_FPS);
    });
    expect(times).toHaveLength(expectedTimes.length);
    times.forEach((time, i) => expect(Math.abs(time - expectedTimes[i]!), `frame ${i} at ${time}`).toBeLessThan(0.002));
    const dts = (await ffprobeJson(reel.video, "v", "packet=pts,dts", ["-show_packets"])).packets!.map((p) => p.dts!);
    expect(dts.every((d, i) => i === 0 || d > dts[i - 1]!)).toBe(true);

    // Each clip's first and last frames, and the frames around its first keyframe (edge to copy),
    // are the source's frames there: closer to them than to their neighbours.
    let offset = 0;
    for (const [i, { start, frames: count }] of frames.entries()) {
      const src = sources[spans[i]!.source]!;
      const last = Math.min(start + count - 1, layoutOf(i).frames - 1);
      const firstKey = layoutOf(i).keyframes.find((k) => k >= start) ?? start;
      const checks = [
        [offset, start],
        [offset + firstKey - start - 1, firstKey - 1],
        [offset + firstKey - start, firstKey],
        [offset + count - 1, last],
      ].filter(([inReel]) => inReel! >= offset && inReel! < offset + count);
      for (const [inReel, inSource] of checks) {
        const shown = await frameAt(reel.video, inReel!);
        const right = difference(shown, await frameAt(src, inSource!));
        expect(right, `reel frame ${inReel} is source frame ${inSource}`).toBeLessThan(4);
        if (inSource! > 0) expect(difference(shown, await frameAt(src, inSource! - 1))).toBeGreaterThan(right + 2);
      }
      offset += count;
    }
    // A copied GOP decodes to exactly the source's pixels: nothing was encoded again there.
    const copy = planned.find((p) => p.clip === 0 && p.mode === "copy")!;
    const inCopy = copy.from + 3;
    expect(copy.frames).toBeGreaterThan(3);
    const copied = await frameAt(reel.video, inCopy - frames[0]!.start);
    expect(Buffer.compare(copied, await frameAt(sources[0]!, inCopy))).toBe(0);
    expect((await fs.readFile(reel.poster)).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it("copies each clip's sound by packet from where its pictures start, when every clip lies inside its source", async () => {
    const layouts = await Promise.all(sources.map((s) => readSourceLayout(s)));
    const [a, b] = layouts;
    const at = (frame: number) => frame / INTERVIEW_FPS;
    const spans = [
      { source: 0, start: at(a!.keyframes[1]! + 4.4), end: at(a!.keyframes[1]! + 4.4) + 2.1 },
      { source: 1, start: at(b!.keyframes[3]!) + 0.31, end: at(b!.keyframes[3]!) + 1.9 },
      { source: 0, start: 7.03, end: 9.46 },
    ];
    const clips = spans.map((span) => ({
      ...span,
      videoPath: sources[span.source]!,
      sourceKey: `${span.source}`,
      cues: [],
    }));
    const reel = await renderShowreel(clips, path.join(dir, "copied"), { cacheDir: path.join(dir, "cache") });
    const seconds = clips.map((clip) => reelClipSeconds(clip));
    const length = seconds.reduce((sum, s) => sum + s, 0);
    expect(await decodeErrors(reel.video)).toBe("");
    const video = await ffprobeJson(reel.video, "v", "stream=nb_read_frames", ["-count_frames"]);
    expect(Number(video.streams![0]!.nb_read_frames)).toBe(Math.round(length * INTERVIEW_FPS));

    // The reel's sound packets are the sources' own, in runs: each run starts within half a packet
    // of its clip's first picture, and the sound lasts as long as the pictures, within half a packet.
    const packetSeconds = 1024 / 48_000;
    const hashes = async (file: string) => {
      const { stdout } = await run("ffmpeg", [
        "-v",
        "error",
        "-i",
        file,
        "-map",
        "0:a",
        "-c",
        "copy",
        "-f",
        "framemd5",
        "-",
      ]);
      return stdout
        .split("\n")
        .flatMap((line) => (line.startsWith("#") || !line.trim() ? [] : [line.split(",").at(-1)!.trim()]));
    };
    const inReel = await hashes(reel.video);
    const inSource = await Promise.all(sources.map(hashes));
    // Past the first packet, which is the encoder's priming in a source.
    const firstPacket = (i: number) =>
      inSource[spans[i]!.source]!.indexOf(
        inReel[Math.round(seconds.slice(0, i).reduce((x, y) => x + y, 0) / packetSeconds)]!,
      ) - 1;
    expect(Math.abs(inReel.length * packetSeconds - length)).toBeLessThanOrEqual(packetSeconds / 2 + 1e-9);
    let laid = 0;
    for (const [i, span] of spans.entries()) {
      const first = firstPacket(i);
      const start = Math.round(span.start * INTERVIEW_FPS) / INTERVIEW_FPS;
      expect(
        Math.abs(first * packetSeconds - start),
        `clip ${i + 1}'s sound starts with its pictures`,
      ).toBeLessThanOrEqual(packetSeconds / 2 + 1e-9);
      const end = Math.round(seconds.slice(0, i + 1).reduce((x, y) => x + y, 0) / packetSeconds);
      expect(inReel.slice(laid, end)).toEqual(inSource[span.source]!.slice(first + 1, first + 1 + end - laid));
      laid = end;
    }
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
    expect(stitchable([await readSourceLayout(other)], await encoderReference(dir))).toBe(false);
    const clips = [
      { videoPath: sources[0]!, sourceKey: "0", start: 1.3, end: 4.62, cues: [] },
      { videoPath: other, sourceKey: "other", start: 2.2, end: 6.1, cues: [] },
    ];
    const reel = await renderShowreel(clips, path.join(dir, "mixed"), { cacheDir: path.join(dir, "cache") });
    const total = clips.reduce((sum, c) => sum + reelClipSeconds(c), 0);
    const probed = await probe(reel.video);
    expect(Math.abs(probed.duration - total)).toBeLessThan(0.05);
    // Both sources have the interviews' rate: the reel keeps it (frames of a faster rate would only repeat them).
    expect(probed.video?.fps).toBe(INTERVIEW_FPS);
    expect(await decodeErrors(reel.video)).toBe("");
    // The second clip opens on the other source's first frame at or after its start.
    const boundary = Math.round(reelClipSeconds(clips[0]!) * INTERVIEW_FPS);
    const shown = await frameAt(reel.video, boundary);
    expect(difference(shown, await frameAt(other, Math.ceil(clips[1]!.start * INTERVIEW_FPS)))).toBeLessThan(4);
  });

  it("encodes a reel with a source of another frame rate at the reels' own rate", async () => {
    const faster = await source(dir, "faster.mp4", ["-r", "25", "-c:v", "libx264", "-preset", "ultrafast"]);
    const clips = [
      { videoPath: sources[0]!, sourceKey: "0", start: 1.3, end: 4.62, cues: [] },
      { videoPath: faster, sourceKey: "faster", start: 2.2, end: 6.1, cues: [] },
    ];
    const reel = await renderShowreel(clips, path.join(dir, "rates"), { cacheDir: path.join(dir, "cache") });
    const probed = await probe(reel.video);
    expect(probed.video?.fps).toBe(FPS);
    expect(Math.abs(probed.duration - clips.reduce((sum, c) => sum + reelClipSeconds(c), 0))).toBeLessThan(0.05);
  });
});
