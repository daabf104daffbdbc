/**
 * Links of the insight screens. The page's own query (client_id, and the insights filters
 * objective_id and q of 001 §2) rides along, so a filter survives opening an insight and coming back.
 */
import { paths } from "@/lib/paths";
import type { InsightQuote } from "@/lib/schemas/insight";

const KEPT = ["client_id", "objective_id", "q"] as const;

/** `path` with the kept parameters of `current` and any `extra` ones (null removes one). */
export function linkWithQuery(path: string, current: URL, extra: Record<string, string | number | null> = {}): string {
  const params = new URLSearchParams();
  for (const key of KEPT) {
    const value = current.searchParams.get(key);
    if (value) params.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) {
    if (value === null || value === "") params.delete(key);
    else params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** "1:05" for 65 seconds. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/**
 * Where a cited quote is read in context: the quote in its segment's quotes, or, without a
 * segment, the study's videos at the quote's interview and time.
 */
export function quoteHref(studyId: number, quote: InsightQuote): string {
  if (quote.segment) return `/study-segments/${quote.segment.id}/quotes/${quote.id}`;
  return paths.studyVideo(studyId, quote.interview.id, quote.start);
}
