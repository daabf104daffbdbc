/**
 * Seconds as a clock reading: 75 → "1:15", 3725 → "1:02:05"; "–" when unknown. Whole seconds are
 * floored, as players count them, so a 20.6 s reel reads 0:20 in its label and in its player.
 */
export function formatClock(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return "–";
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** A participant as lists show them: "Anna, 34, DK", without the parts that are unknown. */
export function participantLabel(p: { name: string; age: number | null; country: string | null }): string {
  return [p.name, p.age, p.country].filter((part) => part !== null && part !== "").join(", ");
}

/** Where a quote plays: its segment's interview page at the quote's start (null without a segment). */
export function quotePlayPath(quote: { segment: { id: number } | null; interview: { id: number }; start: number }) {
  if (!quote.segment) return null;
  // One decimal: the sentence before may end within the same second.
  return `/study-segments/${quote.segment.id}/interviews/${quote.interview.id}?t=${Math.round(quote.start * 10) / 10}`;
}
