import type { Transcript } from "@/lib/schemas/interview";

/** A spoken sentence with its place in the flat reading order (the key of its element). */
export interface TimedChunk {
  index: number;
  start: number;
  end: number;
  text: string;
}

/** The chunks of a transcript in spoken order, numbered. */
export function flattenChunks(transcript: Transcript): TimedChunk[] {
  const chunks = transcript.sections.flatMap((s) => s.tasks.flatMap((t) => t.chunks));
  return chunks.map((c, index) => ({ index, start: c.start, end: c.end, text: c.text }));
}

/** A sentence lights up this many seconds before it is spoken (quotes are cut with a short lead-in). */
export const LEAD_SECONDS = 0.5;

/**
 * The chunk being spoken at `time`: the last one that started (less the lead) at or before it,
 * while it lasts (-1 in a longer pause or before the first). Binary search: this runs on every
 * timeupdate.
 */
export function chunkAt(chunks: readonly TimedChunk[], time: number): number {
  let low = 0;
  let high = chunks.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (chunks[mid]!.start - LEAD_SECONDS <= time) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found >= 0 && time < chunks[found]!.end ? found : -1;
}
