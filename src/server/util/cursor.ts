import { ValidationError } from "../errors";

/** Position after the last row of a page in a (created_at desc, id desc) or (id) ordering. */
export interface Cursor {
  id: number;
  at?: string;
  /** The rank of the last row, for cursors of ranked (full-text) results. */
  rank?: number;
  /** The window of ranked results the row is in: the matches with ids below this one (none: the newest). */
  before?: number;
  /** A search's count of matches as its first page counted it, so later pages show the same. */
  matches?: number;
}

/** An opaque, URL-safe cursor. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

/** Reads a cursor from a client; anything malformed is a 422 on the `cursor` field. */
export function decodeCursor(value: string | undefined): Cursor | undefined {
  if (value === undefined) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Partial<Cursor>;
    const validId = Number.isSafeInteger(parsed.id) && (parsed.id ?? 0) > 0;
    const validAt = parsed.at === undefined || !Number.isNaN(Date.parse(parsed.at));
    const validRank = parsed.rank === undefined || (typeof parsed.rank === "number" && Number.isFinite(parsed.rank));
    const validBefore = parsed.before === undefined || (Number.isSafeInteger(parsed.before) && parsed.before > 0);
    const validMatches = parsed.matches === undefined || (Number.isSafeInteger(parsed.matches) && parsed.matches >= 0);
    if (validId && validAt && validRank && validBefore && validMatches)
      return { id: parsed.id!, at: parsed.at, rank: parsed.rank, before: parsed.before, matches: parsed.matches };
  } catch {
    // fall through to the 422
  }
  throw ValidationError.field("cursor", "The cursor is invalid.");
}

/**
 * A page of `limit` rows out of a query for `limit + 1`, and the cursor after it when the extra
 * row shows that more follow.
 */
export function splitPage<T>(rows: T[], limit: number, cursorOf: (last: T) => Cursor) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null };
}
