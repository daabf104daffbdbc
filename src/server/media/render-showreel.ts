import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { captionScript } from "./burned-captions";
import { runFfmpeg } from "./ffmpeg";
import { findFonts } from "./fonts";
import { FPS, INTERVIEW_FPS } from "./interview-graph";
import { CARD_SECONDS, cardGraph, type ReelCards } from "./reel-cards";
import { defaultMediaCacheDir } from "./media-cache";
import { reelArguments, reelClipSeconds } from "./showreel-graph";
import { sourceLayout } from "./source-layouts";
import { encoderReference, stitchable } from "./encoder-reference";
import { stitchReel } from "./stitch-reel";
import { extractThumbnail } from "./thumbnail";
import { type Cue, toWebVtt } from "./webvtt";

/**
 * Bump when a cached reel would no longer be right for its key, so old entries stop matching. A
 * faster way to the same picture is no reason: every cached reel would be encoded again.
 */
const REEL_RENDERER_VERSION = "reel-2";
const POSTER_WIDTH = 640;

/** A clip to render: its source, span, the source's identity for the cache, and its cues in source time. */
export interface ReelClipInput {
  videoPath: string;
  /** Changes whenever the source's bytes do (its content hash, else its storage key and size). */
  sourceKey: string;
  start: number;
  end: number;
  cues: Cue[];
}

export interface RenderedReel {
  video: string;
  poster: string;
  subtitles: string;
  duration: number;
  cached: boolean;
}

/**
 * The reel's cues: each clip's cues clipped to its span and shifted to where the clip plays in the
 * reel, the first clip starting at `opening` seconds (after a title card).
 */
export function reelCues(clips: Pick<ReelClipInput, "start" | "end" | "cues">[], opening = 0): Cue[] {
  let offset = opening;
  const cues: Cue[] = [];
  for (const clip of clips) {
    const seconds = reelClipSeconds(clip);
    for (const cue of clip.cues) {
      const start = Math.max(cue.start, clip.start) - clip.start;
      const end = Math.min(cue.end, clip.start + seconds) - clip.start;
      if (end > start) cues.push({ start: offset + start, end: offset + end, text: cue.text });
    }
    offset += seconds;
  }
  return cues;
}

/**
 * The clips (1-based, in reel order) that no cue overlaps: their interview has no transcript words
 * in the clip's range, so the reel renders them without captions rather than failing.
 */
export function uncaptionedClips(clips: Pick<ReelClipInput, "start" | "end" | "cues">[]): number[] {
  return clips.flatMap((clip, index) => {
    const end = clip.start + reelClipSeconds(clip);
    return clip.cues.some((cue) => Math.min(cue.end, end) > Math.max(cue.start, clip.start)) ? [] : [index + 1];
  });
}

/**
 * Writes the reel's video: joined from the sources' own GOPs with only the clip edges encoded
 * when every source is in the interviews' format, else decoded and encoded whole.
 */
async function encodeReel(
  clips: ReelClipInput[],
  output: string,
  poster: { file: string; at: number },
  work: string,
  options: { burnCaptions: boolean; cards: ReelCards | null; cacheDir: string },
): Promise<void> {
  const { burnCaptions, cards, cacheDir } = options;
  const [layouts, encoder] = await Promise.all([
    Promise.all(clips.map((clip) => sourceLayout(clip))),
    encoderReference(work).catch(() => undefined),
  ]);
  const reel = clips.map((clip, i) => ({ ...clip, hasAudio: layouts[i]!.hasAudio, layout: layouts[i]! }));
  // Burned captions change most pictures, and cards are pictures of their own, so such a reel is
  // decoded and encoded whole, in one run.
  if (!burnCaptions && !cards && encoder && stitchable(layouts, encoder))
    return stitchReel(reel, output, poster, { dir: work, cacheDir, encoder });
  // Sources in the interviews' format have INTERVIEW_FPS pictures a second: encoding the reel at
  // that rate rather than FPS halves the frames to encode, without losing one.
  const fps = layouts.every((layout) => Math.abs(layout.fps - INTERVIEW_FPS) < 1e-6) ? INTERVIEW_FPS : FPS;
  const fonts = burnCaptions || cards ? await findFonts() : null;
  const written: Promise<void>[] = [];
  let captions: { script: string } | undefined;
  if (burnCaptions) {
    const script = captionScript(reelCues(clips, cards ? CARD_SECONDS : 0));
    written.push(fs.writeFile(path.join(work, "captions.ass"), script));
    written.push(fs.symlink(fonts!.regular, path.join(work, path.basename(fonts!.regular))));
    captions = { script: "captions.ass" };
  }
  let cardChains: { chains: string[] } | undefined;
  if (cards) {
    const graph = cardGraph(cards, fps);
    for (const [name, text] of graph.files) written.push(fs.writeFile(path.join(work, name), text));
    written.push(fs.symlink(fonts!.regular, path.join(work, "font.ttf")));
    written.push(fs.symlink(fonts!.bold, path.join(work, "font-bold.ttf")));
    cardChains = { chains: graph.chains };
  }
  await Promise.all(written);
  await runFfmpeg(reelArguments(reel, path.resolve(output), { captions, cards: cardChains, fps }), { cwd: work });
  await extractThumbnail(output, poster.at, poster.file, POSTER_WIDTH);
}

async function exists(file: string) {
  return fs.stat(file).then(
    (s) => s.size > 0,
    () => false,
  );
}

/**
 * Renders a reel into `targetDir` (reel.mp4, poster.jpg, reel.vtt). The video and poster are
 * cached by the content of their inputs, so a reverted edit or a retried job costs no encoding;
 * the cache entry is written under a temporary name and renamed, so it is whole or absent.
 */
export async function renderShowreel(
  clips: ReelClipInput[],
  targetDir: string,
  options: { cacheDir?: string; burnCaptions?: boolean; cards?: ReelCards | null } = {},
): Promise<RenderedReel> {
  if (clips.length === 0) throw new Error("A showreel needs at least one clip");
  const burn = options.burnCaptions ?? false;
  const cards = options.cards ?? null;
  const opening = cards ? CARD_SECONDS : 0;
  // Burned captions and cards are part of the picture: their words are part of the key.
  const key = createHash("sha256")
    .update(
      JSON.stringify([
        REEL_RENDERER_VERSION,
        clips.map((c) => [c.sourceKey, c.start, c.end]),
        burn ? reelCues(clips) : null,
        ...(cards ? [cards] : []),
      ]),
    )
    .digest("hex");
  const cacheDir = options.cacheDir ?? defaultMediaCacheDir();
  const entry = path.join(cacheDir, "showreels", key);
  const cached = { video: path.join(entry, "reel.mp4"), poster: path.join(entry, "poster.jpg") };
  const clipsSeconds = clips.reduce((sum, clip) => sum + reelClipSeconds(clip), 0);
  const duration = clipsSeconds + 2 * opening;
  const hit = (await exists(cached.video)) && (await exists(cached.poster));
  if (!hit) {
    await fs.mkdir(entry, { recursive: true });
    const temp = `${cached.video}.${process.pid}.${Date.now()}.part`;
    const work = await fs.mkdtemp(path.join(entry, ".work-"));
    try {
      // The poster shows the first clip, not the title card.
      const poster = { file: cached.poster, at: opening + Math.min(1, clipsSeconds / 2) };
      await encodeReel(clips, temp, poster, work, { burnCaptions: burn, cards, cacheDir });
      await fs.rename(temp, cached.video);
    } finally {
      await Promise.all([fs.rm(temp, { force: true }), fs.rm(work, { recursive: true, force: true })]);
    }
  }
  await fs.mkdir(targetDir, { recursive: true });
  const files = {
    video: path.join(targetDir, "reel.mp4"),
    poster: path.join(targetDir, "poster.jpg"),
    subtitles: path.join(targetDir, "reel.vtt"),
  };
  await Promise.all([
    fs.link(cached.video, files.video).catch(() => fs.copyFile(cached.video, files.video)),
    fs.link(cached.poster, files.poster).catch(() => fs.copyFile(cached.poster, files.poster)),
    fs.writeFile(files.subtitles, toWebVtt(reelCues(clips, opening))),
  ]);
  return { ...files, duration, cached: hit };
}
