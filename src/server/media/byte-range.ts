/** What a `Range` header asks of a file of a known size (RFC 9110 §14). */
export type RangeRequest =
  /** No usable range: answer the whole file with 200 (absent, malformed, several ranges, other unit). */
  | { kind: "whole" }
  /** One satisfiable range, inclusive bounds already clamped to the file: answer 206. */
  | { kind: "partial"; start: number; end: number }
  /** A well-formed range that lies wholly outside the file: answer 416 with `bytes * /size`. */
  | { kind: "unsatisfiable" };

// One byte-range-spec: "a-b", "a-" or "-n"; digits only, optional whitespace around.
const SINGLE = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i;
// Longer numbers than this cannot name an offset of a real file; treat them as malformed.
const MAX_DIGITS = 15;

/**
 * Reads a Range header for a file of `size` bytes. Several ranges are answered with the whole file
 * (allowed by the RFC, and it spares multipart bodies and range-amplification attacks); anything
 * malformed is ignored, as the RFC asks, so the worst a client gets is the whole file.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: "whole" };
  const match = SINGLE.exec(header);
  if (!match) return { kind: "whole" };
  const [, first = "", last = ""] = match;
  if ((!first && !last) || first.length > MAX_DIGITS || last.length > MAX_DIGITS) return { kind: "whole" };
  if (!first) {
    // Suffix range: the last n bytes (all of them when n exceeds the size); "-0" asks for nothing.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last ? Number(last) : size - 1;
  if (last && end < start) return { kind: "whole" };
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "partial", start, end: Math.min(end, size - 1) };
}
