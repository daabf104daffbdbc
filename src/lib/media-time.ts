/** Seconds as a clock reading: 75 → "1:15", 3725 → "1:02:05". */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

/** A participant as lists show them: "Anna, 34, DK". */
export function participantLabel(p: { name: string; age: number | null; country: string | null }): string {
  return [p.name, p.age === null ? null : String(p.age), p.country].filter(Boolean).join(", ");
}

/** Where a quote plays: its segment's interview page at the quote's start (null without a segment). */
export function quotePlayPath(quote: { segment: { id: number } | null; interview: { id: number }; start: number }) {
  if (!quote.segment) return null;
  // One decimal: the sentence before may end within the same second.
  return `/study-segments/${quote.segment.id}/interviews/${quote.interview.id}?t=${Math.round(quote.start * 10) / 10}`;
}
