import { type ReelClip, reelClipSeconds } from "./showreel-graph";
import type { SourceLayout } from "./source-layout";

/**
 * One piece of a reel's video: a run of source frames either copied as they are (whole GOPs,
 * starting on a keyframe) or decoded and encoded again (the partial GOPs at a clip's edges).
 */
export interface ReelPiece {
  clip: number;
  mode: "copy" | "encode";
  /** First source frame. */
  from: number;
  frames: number;
}

export interface ClipFrames {
  /** First source frame of the clip. */
  start: number;
  /** Frames the clip lasts in the reel. */
  frames: number;
  /** Keyframe indices of the source, ascending. */
  keyframes: number[];
  /** Frame count of the source (a clip may run past it; its last frame is then held). */
  sourceFrames: number;
}

/**
 * Splits a clip into pieces: the whole GOPs inside it are copied, the frames before its first
 * keyframe and after its last whole GOP are encoded. A clip with no whole GOP is encoded whole.
 */
export function clipPieces(clip: number, { start, frames, keyframes, sourceFrames }: ClipFrames): ReelPiece[] {
  const end = start + frames;
  // A GOP ends at the next keyframe or at the end of the source.
  const bounds = [...keyframes.filter((k) => k < sourceFrames), sourceFrames];
  const first = bounds.find((b) => b >= start && b < sourceFrames);
  const last = bounds.findLast((b) => b <= end);
  if (first === undefined || last === undefined || last <= first)
    return [{ clip, mode: "encode", from: start, frames }];
  const pieces: ReelPiece[] = [];
  if (first > start) pieces.push({ clip, mode: "encode", from: start, frames: first - start });
  pieces.push({ clip, mode: "copy", from: first, frames: last - first });
  if (end > last) pieces.push({ clip, mode: "encode", from: last, frames: end - last });
  return pieces;
}

/** A clip with its source's layout, as a reel joined from its sources' GOPs needs it. */
export interface StitchClip extends ReelClip {
  /** The source's identity (its content hash, else storage key and size): names its audio track. */
  sourceKey: string;
  layout: SourceLayout;
}

/**
 * A clip's first frame in a source of `fps` frames a second, how many of the source's frames it
 * shows, and its length in the reel ({@link reelClipSeconds}: whole frames of the interviews'
 * rate, which a stitchable source has, so the frames fill the clip's time exactly).
 */
export function clipFrames(clip: Pick<ReelClip, "start" | "end">, fps: number) {
  const seconds = reelClipSeconds(clip);
  return { start: Math.max(0, Math.round(clip.start * fps)), frames: Math.round(seconds * fps), seconds };
}

/**
 * A planned piece and where its frames are: a copied run in its source (`file` is the source,
 * `at` its first frame), or encoded edges in one of the edge files written for the reel. An
 * encoded piece that follows another in the reel follows it in its edge file too (`joinsPrevious`):
 * the join reads such a run of pieces (a clip's end and the next clip's start) as one.
 */
export type PlannedPiece = ReelPiece & { file: string; at: number; joinsPrevious: boolean };

/**
 * Every piece of the reel in order. The runs of encoded pieces are shared between two edge files
 * of about equal work, written side by side (one per core of a small machine), each by one encoder.
 */
export function reelPieces(clips: StitchClip[]): PlannedPiece[] {
  const pieces: PlannedPiece[] = clips.flatMap((clip, i) => {
    const { fps, keyframes, frames: sourceFrames } = clip.layout;
    const { start, frames } = clipFrames(clip, fps);
    return clipPieces(i, { start, frames, keyframes, sourceFrames }).map((piece) => ({
      ...piece,
      file: clip.videoPath,
      at: piece.from,
      joinsPrevious: false,
    }));
  });
  const runs: PlannedPiece[][] = [];
  pieces.forEach((piece, i) => {
    if (piece.mode !== "encode") return;
    if (pieces[i - 1]?.mode === "encode") runs.at(-1)!.push(piece);
    else runs.push([piece]);
  });
  splitWork(runs).forEach((group, k) => {
    let at = 0;
    for (const run of group.sort((a, b) => pieces.indexOf(a[0]!) - pieces.indexOf(b[0]!))) {
      run.forEach((piece, i) => {
        Object.assign(piece, { file: `edges-${k}.mp4`, at, joinsPrevious: i > 0 });
        at += piece.frames;
      });
    }
  });
  return pieces;
}

/** The encoded pieces by edge file, in file order. */
export function edgeFiles(pieces: PlannedPiece[]): PlannedPiece[][] {
  const files = new Map<string, PlannedPiece[]>();
  for (const piece of pieces.filter((p) => p.mode === "encode"))
    files.set(piece.file, [...(files.get(piece.file) ?? []), piece]);
  return [...files.values()];
}

/** Runs of pieces in two groups of about equal encoding work. */
export function splitWork<T extends ReelPiece>(runs: T[][]): T[][][] {
  const groups: { runs: T[][]; frames: number }[] = [
    { runs: [], frames: 0 },
    { runs: [], frames: 0 },
  ];
  // A piece's own start (its decoder, its seek) weighs like a few frames.
  const work = (run: T[]) => run.reduce((sum, piece) => sum + piece.frames + 4, 0);
  for (const run of [...runs].sort((a, b) => work(b) - work(a))) {
    const lighter = groups[0]!.frames <= groups[1]!.frames ? groups[0]! : groups[1]!;
    lighter.runs.push(run);
    lighter.frames += work(run);
  }
  return groups.map((g) => g.runs).filter((g) => g.length > 0);
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
