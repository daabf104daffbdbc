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
