import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { fliteVoices, runFfmpeg } from "./ffmpeg";
import { findFonts } from "./fonts";
import { buildInterviewGraph, pickVoice } from "./interview-graph";
import { INTERVIEW_AUDIO_ENCODING, INTERVIEW_VIDEO_ENCODING } from "./interview-encoding";
import { toWebVtt } from "./webvtt";

export interface InterviewRenderInput {
  key: string;
  participant: { name: string; age: number; country: string };
  language: string;
  /** Seconds; the demo uses 20–60. */
  duration: number;
  utterances: { start: number; end: number; text: string; originalText?: string }[];
  /** What the participant's screen shows and when (the material or the task at hand). */
  scenes?: { start: number; end: number; title: string }[];
  seed?: number;
}

export interface InterviewFiles {
  video: string;
  subtitlesEn: string;
  subtitlesOriginal: string;
  thumbnail: string;
}

export interface RenderedInterview {
  files: InterviewFiles;
  duration: number;
}

/** File names of a rendered interview inside its folder. */
export const INTERVIEW_FILE_NAMES: InterviewFiles = {
  video: "video.mp4",
  subtitlesEn: "subtitles.en.vtt",
  subtitlesOriginal: "subtitles.original.vtt",
  thumbnail: "thumbnail.jpg",
};

/** Where each file of a rendered interview lives inside `dir`. */
export function interviewFiles(dir: string): InterviewFiles {
  const at = (name: string) => path.join(path.resolve(dir), name);
  const names = INTERVIEW_FILE_NAMES;
  return {
    video: at(names.video),
    subtitlesEn: at(names.subtitlesEn),
    subtitlesOriginal: at(names.subtitlesOriginal),
    thumbnail: at(names.thumbnail),
  };
}

const MAX_DURATION = 600;

/** Timed items clipped to the video and to each other, so neither cues nor scenes ever stack up. */
function normalizeTimed<T extends { start: number; end: number }>(
  items: T[],
  duration: number,
  text: (item: T) => string,
) {
  const sorted = items
    .map((u) => ({ ...u, start: Math.max(0, u.start), end: Math.min(duration, u.end) }))
    .filter((u) => Number.isFinite(u.start) && Number.isFinite(u.end) && u.end > u.start && text(u).trim())
    .sort((a, b) => a.start - b.start);
  return sorted.map((u, i) => ({ ...u, end: Math.min(u.end, sorted[i + 1]?.start ?? u.end) }));
}

/** A stable seed from the key when none is given, so each interview keeps its own look. */
function seedOf(input: InterviewRenderInput): number {
  return input.seed ?? createHash("sha256").update(input.key).digest().readUInt32BE(0);
}

/** Links the fonts beside the filter script: the script then names them without path escaping. */
async function linkFont(from: string, to: string): Promise<void> {
  await fs.symlink(from, to).catch(() => fs.copyFile(from, to));
}

/**
 * What, besides the input, decides the rendered bytes on the machine that renders: the speech voice (or the
 * tone stand-in) and the font. Caches key on it so installing flite or fonts re-renders.
 */
export async function rendererFingerprint(): Promise<string> {
  const [fonts, voices] = await Promise.all([findFonts(), fliteVoices()]);
  return `${pickVoice(voices) ?? "tone"}|${fonts.regular}|${fonts.bold}`;
}

/**
 * Renders a synthetic interview recording into `outDir` with one ffmpeg run: `video.mp4`
 * (H.264 yuv420p 640x360 at 12 fps, AAC mono, faststart, exactly `duration` seconds) showing a
 * name card and the scene of the moment (never the words, which the subtitles carry), with the
 * utterances spoken by flite (a quiet tone when
 * this ffmpeg lacks flite); `thumbnail.jpg` (320 px wide, at a third of the video); and the
 * English and original-language WebVTT subtitles.
 */
export async function renderInterview(
  input: InterviewRenderInput,
  outDir: string,
  options: { signal?: AbortSignal } = {},
): Promise<RenderedInterview> {
  const { duration } = input;
  if (!Number.isFinite(duration) || duration <= 0 || duration > MAX_DURATION) {
    throw new RangeError(`Interview duration must be between 0 and ${MAX_DURATION} s, got ${duration}`);
  }
  const utterances = normalizeTimed(input.utterances, duration, (u) => u.text);
  const scenes = normalizeTimed(input.scenes ?? [], duration, (scene) => scene.title);
  const [fonts, voices] = await Promise.all([findFonts(), fliteVoices()]);
  const seed = seedOf(input);
  const { participant } = input;
  const plan = buildInterviewGraph({
    duration,
    name: participant.name,
    details: [participant.age, participant.country, input.language.toUpperCase()].join(" · "),
    utterances,
    scenes,
    seed,
    voice: pickVoice(voices),
    thumbnailAt: duration / 3,
  });

  const files = interviewFiles(outDir);
  await fs.mkdir(outDir, { recursive: true });
  // Scratch files live in the output folder: a killed render's leftovers stay where the cache
  // sweeps its stale temp folders, on the same file system.
  const work = await fs.mkdtemp(path.join(outDir, ".work-"));
  try {
    await Promise.all([
      fs.writeFile(path.join(work, "graph.txt"), plan.script),
      ...[...plan.files].map(([name, text]) => fs.writeFile(path.join(work, name), text)),
      linkFont(fonts.regular, path.join(work, "font.ttf")),
      linkFont(fonts.bold, path.join(work, "font-bold.ttf")),
      fs.writeFile(files.subtitlesEn, toWebVtt(utterances)),
      fs.writeFile(
        files.subtitlesOriginal,
        toWebVtt(utterances.map((u) => ({ ...u, text: u.originalText ?? u.text }))),
      ),
    ]);
    // Tuned for throughput at two renders per two cores: one encoder thread each saves x264's
    // threading overhead (~15% CPU). "file:" stops a colon in a folder name from being read as a
    // protocol.
    const args = ["-y", "-filter_complex_threads", "1", "-filter_complex_script", "graph.txt", "-threads", "1"];
    args.push("-map", "[video]", "-map", "[audio]", ...INTERVIEW_VIDEO_ENCODING, ...INTERVIEW_AUDIO_ENCODING);
    args.push("-t", duration.toFixed(3), "-movflags", "+faststart", "-map_metadata", "-1", `file:${files.video}`);
    args.push("-map", "[thumb]", "-frames:v", "1", "-update", "1", "-q:v", "4", `file:${files.thumbnail}`);
    await runFfmpeg(args, { cwd: work, signal: options.signal });
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
  return { files, duration };
}
