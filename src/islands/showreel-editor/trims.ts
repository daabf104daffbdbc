import { MIN_CLIP_SECONDS } from "@/lib/constants";
import { showreelRuleMessages } from "@/lib/messages/pages";
import type { ShowreelClip } from "@/lib/schemas/showreel";

/** Trims are edited to a tenth of a second, relative to the quote's own start. */
const round = (seconds: number) => Math.round(seconds * 10) / 10;

/** The quote's own length, in seconds (the most a clip can last). */
export const quoteLength = (clip: ShowreelClip) => clip.end - clip.start;

/** How long the clip plays in the reel, in seconds. */
export const clipLength = (clip: ShowreelClip) => clip.clip_end - clip.clip_start;

/** The clip's start and end as offsets into its quote, as the trim fields show them. */
export const trimOffsets = (clip: ShowreelClip) => ({
  start: round(clip.clip_start - clip.start),
  end: round(clip.clip_end - clip.start),
});

/**
 * The clip with a new start or end offset. An offset at the quote's bound (within rounding)
 * snaps to the bound itself, so a field showing the whole quote never trims a hair off it.
 */
export function trimmed(clip: ShowreelClip, edge: "start" | "end", offset: number): ShowreelClip {
  const at = clip.start + offset;
  if (edge === "start") return { ...clip, clip_start: offset <= 0.05 ? clip.start : at };
  return { ...clip, clip_end: offset >= round(quoteLength(clip)) - 0.05 ? clip.end : at };
}

/** Why a clip's trims cannot be saved (the API's rule, checked before saving), or null. */
export function trimProblem(clip: ShowreelClip): string | null {
  const ok = clip.clip_start >= clip.start && clip.clip_end <= clip.end && clipLength(clip) >= MIN_CLIP_SECONDS - 1e-9;
  return ok ? null : showreelRuleMessages.clipSpan;
}

/** Seconds with one decimal, e.g. "8.4 s". */
export const formatSeconds = (seconds: number) => `${round(seconds).toFixed(1)} s`;

/** The part of the clips a save compares: order and trims. */
export const clipsSignature = (clips: ShowreelClip[]) =>
  clips.map((c) => `${c.id}:${c.clip_start}:${c.clip_end}`).join();
