import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fliteVoices, probe, runFfmpeg } from "./ffmpeg";
import { INTERVIEW_FPS } from "./interview-graph";
import { renderInterview, type RenderedInterview } from "./render-interview";
import { sampleInterview } from "@tests/fixtures/sample-interview";

/** Top-level MP4 box types in file order, read from the bytes as a player would. */
async function topLevelBoxes(file: string): Promise<string[]> {
  const bytes = await fs.readFile(file);
  const boxes: string[] = [];
  for (let offset = 0; offset + 8 <= bytes.length;) {
    let size = bytes.readUInt32BE(offset);
    boxes.push(bytes.toString("latin1", offset + 4, offset + 8));
    if (size === 1) size = Number(bytes.readBigUInt64BE(offset + 8));
    if (size === 0) break;
    offset += size;
  }
  return boxes;
}

/** The cues of a WebVTT file, checking its structure on the way. */
function parseVtt(text: string): { start: number; end: number; text: string }[] {
  expect(text.startsWith("WEBVTT\n")).toBe(true);
  const toSeconds = (t: string) => t.split(":").reduce((sum, part) => sum * 60 + Number(part), 0);
  return text
    .trimEnd()
    .split(/\n\n+/)
    .slice(1)
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split("\n");
      const timing = lines.findIndex((line) => line.includes("-->"));
      const match = /^(\d{2}:\d{2}:\d{2}\.\d{3}) --> (\d{2}:\d{2}:\d{2}\.\d{3})$/.exec(lines[timing] ?? "");
      expect(match, `cue timing line in ${JSON.stringify(block)}`).not.toBeNull();
      return {
        start: toSeconds(match?.[1] ?? ""),
        end: toSeconds(match?.[2] ?? ""),
        text: lines.slice(timing + 1).join("\n"),
      };
    });
}

describe("renderInterview", () => {
  const input = sampleInterview("render-test", 20);
  let dir: string;
  let rendered: RenderedInterview;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "render-interview-"));
    rendered = await renderInterview(input, path.join(dir, "out: with colon"));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it("writes a faststart H.264/AAC mp4 of exactly the requested length", async () => {
    const info = await probe(rendered.files.video);
    expect(info.video).toMatchObject({ codec: "h264", width: 640, height: 360, fps: INTERVIEW_FPS, pixFmt: "yuv420p" });
    expect(info.audio?.codec).toBe("aac");
    expect(Math.abs(info.duration - input.duration)).toBeLessThan(0.1);
    expect(rendered.duration).toBe(input.duration);
    const boxes = await topLevelBoxes(rendered.files.video);
    expect(boxes.indexOf("moov")).toBeGreaterThanOrEqual(0);
    expect(boxes.indexOf("moov")).toBeLessThan(boxes.indexOf("mdat"));
  });

  it("has exactly one video and one audio stream", async () => {
    const streams = await runFfmpeg(["-loglevel", "info", "-i", rendered.files.video, "-f", "null", "-t", "0.1", "-"]);
    expect(streams.match(/Stream #0:\d+.*: Video: h264/g)).toHaveLength(1);
    expect(streams.match(/Stream #0:\d+.*: Audio: aac/g)).toHaveLength(1);
  });

  it("writes English and original WebVTT cues at the utterance times", async () => {
    const en = parseVtt(await fs.readFile(rendered.files.subtitlesEn, "utf8"));
    const original = parseVtt(await fs.readFile(rendered.files.subtitlesOriginal, "utf8"));
    const expected = input.utterances.map(({ start, end }) => ({ start, end }));
    expect(en.map(({ start, end }) => ({ start, end }))).toEqual(expected);
    expect(original.map(({ start, end }) => ({ start, end }))).toEqual(expected);
    expect(en[0]?.text).toBe(input.utterances[0]?.text);
    expect(en.some((cue) => cue.text.includes("&amp;"))).toBe(true);
    expect(original[1]?.text).toBe(input.utterances[1]?.originalText);
    expect(original[0]?.text).toBe(input.utterances[0]?.text);
    // ffmpeg's own WebVTT demuxer reads every cue (converted to SRT to count them).
    const srt = path.join(dir, "en.srt");
    await runFfmpeg(["-y", "-i", rendered.files.subtitlesEn, srt]);
    expect((await fs.readFile(srt, "utf8")).match(/-->/g)).toHaveLength(input.utterances.length);
  });

  it("writes a 320 px wide JPEG thumbnail", async () => {
    const bytes = await fs.readFile(rendered.files.thumbnail);
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const info = await probe(rendered.files.thumbnail);
    expect(info.video).toMatchObject({ codec: "mjpeg", width: 320, height: 180 });
  });

  it("speaks the words audibly when ffmpeg has flite", async (context) => {
    if ((await fliteVoices()).length === 0) context.skip();
    const log = await runFfmpeg([
      "-loglevel",
      "info",
      "-i",
      rendered.files.video,
      "-af",
      "volumedetect",
      "-f",
      "null",
      "-",
    ]);
    const mean = Number(/mean_volume: (-?[\d.]+) dB/.exec(log)?.[1]);
    expect(mean).toBeGreaterThan(-50);
  });

  /** The picture at `seconds` as 8-bit grey pixels, 640 × 360. */
  async function greyFrame(seconds: number): Promise<Buffer> {
    const out = path.join(dir, `frame-${seconds}.gray`);
    const args = ["-y", "-ss", String(seconds), "-i", rendered.files.video, "-frames:v", "1"];
    await runFfmpeg([...args, "-f", "rawvideo", "-pix_fmt", "gray", out]);
    return fs.readFile(out);
  }
  const meanDifference = (a: Buffer, b: Buffer) =>
    a.reduce((sum, value, i) => sum + Math.abs(value - (b[i] ?? 0)), 0) / a.length;

  it("shows the scene, not the words: the picture changes with the task, never with what is said", async () => {
    // 1.5 s and 6.5 s are two different utterances within the first scene; 12.5 s is the second scene.
    const [first, second, nextScene] = await Promise.all([greyFrame(1.5), greyFrame(6.5), greyFrame(12.5)]);
    expect(input.utterances[0]?.text).not.toBe(input.utterances[1]?.text);
    expect(meanDifference(first, second)).toBeLessThan(0.5);
    expect(meanDifference(first, nextScene)).toBeGreaterThan(1);
  });

  it("refuses a duration out of range", async () => {
    await expect(renderInterview({ ...input, duration: 0 }, path.join(dir, "bad"))).rejects.toThrow(RangeError);
  });

  it("renders with no utterances and with utterances past the end", async () => {
    const odd = { ...input, key: "odd", duration: 3, utterances: [{ start: 2, end: 9, text: "runs past the end" }] };
    const out = await renderInterview(odd, path.join(dir, "odd"));
    expect(Math.abs((await probe(out.files.video)).duration - 3)).toBeLessThan(0.1);
    expect(parseVtt(await fs.readFile(out.files.subtitlesEn, "utf8"))).toEqual([
      { start: 2, end: 3, text: "runs past the end" },
    ]);
    const silent = await renderInterview({ ...odd, key: "silent", utterances: [] }, path.join(dir, "silent"));
    expect((await probe(silent.files.video)).audio?.codec).toBe("aac");
  });
});
