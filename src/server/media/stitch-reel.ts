import fs from "node:fs/promises";
import path from "node:path";
import { runFfmpeg } from "./ffmpeg";
import { INTERVIEW_AUDIO_ENCODING, INTERVIEW_VIDEO_ENCODING } from "./interview-encoding";
import { HEIGHT, INTERVIEW_FPS, WIDTH } from "./interview-graph";
import { clipPieces, type ReelPiece } from "./reel-pieces";
import { clipAudio, type ReelClip, reelClipSeconds } from "./showreel-graph";
import { readSourceLayout, type SourceLayout } from "./source-layout";

/** Where to write a reel's poster, and the reel time it shows. */
export interface Poster {
  file: string;
  at: number;
}

/** A clip with its source's layout, as {@link stitchReel} needs it. */
export interface StitchClip extends ReelClip {
  layout: SourceLayout;
}

/** What the interview settings write: their SPS/PPS and frame rate. */
export interface EncoderReference {
  headers: string;
  fps: number;
}

let reference: Promise<EncoderReference> | undefined;

/**
 * The SPS/PPS (which carry the frame rate) that the interview settings write, read once per
 * process from a one-frame encode: a source whose headers differ (written before a change of
 * settings, or uploaded elsewhere) cannot take encoded edges and is rendered the slow way.
 */
export function encoderReference(workDir: string): Promise<EncoderReference> {
  reference ??= (async () => {
    const probe = path.join(workDir, "headers.mp4");
    await runFfmpeg(
      ["-y", "-f", "lavfi", "-i", `color=c=black:s=${WIDTH}x${HEIGHT}:r=${INTERVIEW_FPS}`, "-frames:v", "1"].concat([
        ...INTERVIEW_VIDEO_ENCODING,
        "-an",
        `file:${probe}`,
      ]),
    );
    const { headers, fps } = await readSourceLayout(probe);
    return { headers, fps };
  })().catch((error: unknown) => {
    reference = undefined;
    throw error;
  });
  return reference;
}

/**
 * Whether every clip's source can lend its GOPs to a reel whose edges are encoded with the
 * interview settings: the same headers, and so the same frame rate, as `encoder` writes.
 */
export const stitchable = (layouts: SourceLayout[], encoder: EncoderReference | undefined) =>
  encoder !== undefined &&
  encoder.headers !== "" &&
  layouts.every((l) => l.copyable && l.headers === encoder.headers && Math.abs(l.fps - encoder.fps) < 1e-6);

/**
 * A clip's first frame in a source of `fps` frames a second, how many of the source's frames it
 * shows, and its length in the reel ({@link reelClipSeconds}: whole frames of the interviews'
 * rate, which a stitchable source has, so the frames fill the clip's time exactly).
 */
export function clipFrames(clip: Pick<ReelClip, "start" | "end">, fps: number) {
  const seconds = reelClipSeconds(clip);
  return { start: Math.max(0, Math.round(clip.start * fps)), frames: Math.round(seconds * fps), seconds };
}

/** A planned piece: its file in the work folder and how long it lasts in the reel. */
export type PlannedPiece = ReelPiece & { file: string; seconds: number };

/** Every piece of the reel in order. */
export function reelPieces(clips: StitchClip[]): PlannedPiece[] {
  let count = 0;
  return clips.flatMap((clip, i) => {
    const { fps, keyframes, frames: sourceFrames } = clip.layout;
    const { start, frames } = clipFrames(clip, fps);
    return clipPieces(i, { start, frames, keyframes, sourceFrames }).map((piece) => ({
      ...piece,
      file: `piece-${count++}.mp4`,
      seconds: piece.frames / fps,
    }));
  });
}

/**
 * One ffmpeg run that writes every piece: copied GOPs by packet (seeking to their keyframe's own
 * time, so that the piece starts at 0: seeking past it would give the keyframe a negative time,
 * which the MP4 edit list then hides and the join would lay over the frame before), edges decoded
 * from a quarter frame before their first frame and encoded with the interviews' settings, the
 * source's last frame held where a clip runs past it.
 */
export function pieceArguments(clips: StitchClip[], pieces: PlannedPiece[]): string[] {
  // One thread per encoder and filter: the pieces are short, and threads would cost more to start than they save.
  const args = ["-y", "-filter_threads", "1"];
  pieces.forEach((piece) => {
    const clip = clips[piece.clip]!;
    const { fps } = clip.layout;
    const from = Math.min(piece.from, clip.layout.frames - 1);
    const at = piece.mode === "copy" ? from / fps : Math.max(0, (from - 0.25) / fps);
    // Bounded input: ffmpeg would otherwise go on decoding a source after its output has its frames.
    const seconds = (piece.frames + 1) / fps;
    args.push("-threads", "1", "-ss", at.toFixed(6), "-t", seconds.toFixed(6), "-i", `file:${clip.videoPath}`);
  });
  pieces.forEach((piece, i) => {
    args.push("-map", `${i}:v`, "-an", "-frames:v", String(piece.frames));
    if (piece.mode === "copy") args.push("-c:v", "copy");
    else
      args.push(
        "-vf",
        `tpad=stop_mode=clone:stop_duration=${(piece.frames / clips[piece.clip]!.layout.fps + 1).toFixed(3)}`,
        ...INTERVIEW_VIDEO_ENCODING,
        "-threads",
        "1",
      );
    args.push("-f", "mp4", piece.file);
  });
  return args;
}

/** The pieces in two runs of about equal encoding work, one per core of a small machine. */
export function splitWork<T extends ReelPiece>(pieces: T[]): T[][] {
  const groups: { pieces: T[]; frames: number }[] = [
    { pieces: [], frames: 0 },
    { pieces: [], frames: 0 },
  ];
  // Copying costs a few milliseconds a piece; encoding is the work to share.
  const cost = (piece: T) => (piece.mode === "encode" ? piece.frames + 4 : 1);
  for (const piece of [...pieces].sort((a, b) => cost(b) - cost(a))) {
    const lighter = groups[0]!.frames <= groups[1]!.frames ? groups[0]! : groups[1]!;
    lighter.pieces.push(piece);
    lighter.frames += cost(piece);
  }
  return groups.map((g) => g.pieces).filter((g) => g.length > 0);
}

/** The concat demuxer's list: each piece with its exact length, so the joined timeline has no gaps. */
export function concatList(pieces: PlannedPiece[]): string {
  const lines = ["ffconcat version 1.0"];
  for (const piece of pieces) lines.push(`file ${piece.file}`, `duration ${piece.seconds.toFixed(6)}`);
  return `${lines.join("\n")}\n`;
}

/** The clip and source frame that the reel shows at `seconds`. */
export function frameAt(clips: StitchClip[], seconds: number): { clip: StitchClip; frame: number } {
  let left = Math.max(0, seconds);
  for (const clip of clips) {
    const { fps } = clip.layout;
    const span = clipFrames(clip, fps);
    if (left < span.seconds || clip === clips.at(-1)) {
      const shown = Math.min(Math.round(left * fps), span.frames - 1);
      return { clip, frame: Math.min(span.start + shown, clip.layout.frames - 1) };
    }
    left -= span.seconds;
  }
  throw new Error("A reel needs at least one clip");
}

/**
 * One ffmpeg run that cuts the clips' sound from their sources and encodes it as one track, and
 * writes the poster from the source frame the reel shows at its time (the same picture, without
 * decoding the joined reel again).
 */
export function soundAndPosterArguments(clips: StitchClip[], output: string, poster: Poster): string[] {
  const args = ["-y"];
  const graph: string[] = [];
  let input = 0;
  clips.forEach((clip, i) => {
    // The sound starts with the clip's first picture, and lasts as long as the clip in the reel.
    const { start, seconds } = clipFrames(clip, clip.layout.fps);
    if (clip.hasAudio) {
      const [at, length] = [(start / clip.layout.fps).toFixed(6), (seconds + 0.5).toFixed(3)];
      args.push("-ss", at, "-t", length, "-vn", "-i", `file:${clip.videoPath}`);
    }
    graph.push(clipAudio(clip, clip.hasAudio ? input++ : -1, seconds, `a${i}`));
  });
  const still = frameAt(clips, poster.at);
  const stillFps = still.clip.layout.fps;
  const stillAt = Math.max(0, (still.frame - 0.25) / stillFps).toFixed(6);
  args.push(
    "-threads",
    "1",
    "-ss",
    stillAt,
    "-t",
    (2 / stillFps).toFixed(6),
    "-an",
    "-i",
    `file:${still.clip.videoPath}`,
  );
  graph.push(`${clips.map((_, i) => `[a${i}]`).join("")}concat=n=${clips.length}:v=0:a=1[a]`);
  args.push("-filter_complex", graph.join(";"), "-map", "[a]", ...INTERVIEW_AUDIO_ENCODING, "-f", "mp4", output);
  args.push("-map", `${input}:v`, "-frames:v", "1", "-update", "1", "-q:v", "4", `file:${poster.file}`);
  return args;
}

/** One ffmpeg run that joins the pieces and the sound without decoding either. */
export function joinArguments(output: string): string[] {
  const args = ["-y", "-f", "concat", "-safe", "0", "-i", "pieces.ffconcat", "-i", "sound.m4a"];
  args.push("-map", "0:v", "-map", "1:a", "-c", "copy", "-movflags", "+faststart", "-f", "mp4", `file:${output}`);
  return args;
}

/**
 * Writes the reel to `output` and its poster from copied GOPs, encoded edges and the clips'
 * sound, in `workDir` (left for the caller to remove). Only for clips whose sources are
 * {@link stitchable}. The pieces and the sound are written side by side, one run per core.
 */
export async function stitchReel(clips: StitchClip[], output: string, poster: Poster, workDir: string): Promise<void> {
  const pieces = reelPieces(clips);
  await fs.writeFile(path.join(workDir, "pieces.ffconcat"), concatList(pieces));
  const runs = splitWork(pieces).map((group) => pieceArguments(clips, group));
  runs.push(soundAndPosterArguments(clips, "sound.m4a", { ...poster, file: path.resolve(poster.file) }));
  await Promise.all(runs.map((args) => runFfmpeg(args, { cwd: workDir })));
  await runFfmpeg(joinArguments(path.resolve(output)), { cwd: workDir });
}
