import { and, asc, eq, inArray } from "drizzle-orm";
import { MIN_CLIP_SECONDS } from "@/lib/constants";
import { showreelRuleMessages } from "@/lib/messages";
import type { ClipInput } from "@/lib/schemas/showreel";
import type { FieldErrors } from "@/lib/schemas/common";
import type { Database } from "../../db/client";
import { quotes, showreelQuotes } from "../../db/schema";
import { ValidationError } from "../../errors";

/** A clip as stored: its quote and the trims (null: the quote's own bound, also when sent as that bound). */
export interface ResolvedClip {
  quoteId: number;
  start: number | null;
  end: number | null;
}

/** A trim as stored: null when it is the quote's own bound, so "untrimmed" has one form. */
const trimOf = (value: number | null, bound: number | undefined) => (value === bound ? null : value);

/**
 * Checks the clips of a write against the quotes of the showreel's study (another study's or
 * client's quote is invalid, as is a repeat or a trim outside the quote) and returns them in
 * order, or throws one 422 naming every bad clip.
 */
export async function resolveClips(
  database: Database,
  scope: { clientId: number; studyId: number },
  inputs: ClipInput[],
): Promise<ResolvedClip[]> {
  if (inputs.length === 0) throw ValidationError.field("quotes", showreelRuleMessages.lastQuote);
  const wanted = inputs.map((input) => (typeof input === "number" ? { id: input } : input));
  const found = await database
    .select({ id: quotes.id, start: quotes.start, end: quotes.end })
    .from(quotes)
    .where(
      and(
        eq(quotes.clientId, scope.clientId),
        eq(quotes.studyId, scope.studyId),
        inArray(
          quotes.id,
          wanted.map((w) => w.id),
        ),
      ),
    );
  const byId = new Map(found.map((q) => [q.id, q]));
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  const clips = wanted.map((clip, i) => {
    const quote = byId.get(clip.id);
    if (!quote) errors[`quotes.${i}`] = [showreelRuleMessages.quoteInvalid];
    else if (seen.has(clip.id)) errors[`quotes.${i}`] = [showreelRuleMessages.quoteTwice];
    seen.add(clip.id);
    const start = "start" in clip ? (clip.start ?? null) : null;
    const end = "end" in clip ? (clip.end ?? null) : null;
    if (quote) {
      const from = start ?? quote.start;
      const to = end ?? quote.end;
      if (from < quote.start || to > quote.end || to - from < MIN_CLIP_SECONDS) {
        errors[`quotes.${i}`] = [showreelRuleMessages.clipSpan];
      }
    }
    return { quoteId: clip.id, start: trimOf(start, quote?.start), end: trimOf(end, quote?.end) };
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return clips;
}

/** The stored clips of a showreel in reel order, trims normalised as resolveClips stores them. */
export async function storedClips(database: Pick<Database, "select">, showreelId: number): Promise<ResolvedClip[]> {
  const rows = await database
    .select({ clip: showreelQuotes, quote: { start: quotes.start, end: quotes.end } })
    .from(showreelQuotes)
    .innerJoin(quotes, eq(quotes.id, showreelQuotes.quoteId))
    .where(eq(showreelQuotes.showreelId, showreelId))
    .orderBy(asc(showreelQuotes.position));
  return rows.map(({ clip, quote }) => ({
    quoteId: clip.quoteId,
    start: trimOf(clip.start, quote.start),
    end: trimOf(clip.end, quote.end),
  }));
}

/**
 * Analytics events of a clip list change: clips added, deleted, moved (kept ones whose order
 * changed) and trimmed (kept ones whose start or end changed).
 */
export function clipChanges(before: ResolvedClip[], after: ResolvedClip[]) {
  const beforeIds = before.map((c) => c.quoteId);
  const afterIds = after.map((c) => c.quoteId);
  const added = afterIds.filter((id) => !beforeIds.includes(id));
  const deleted = beforeIds.filter((id) => !afterIds.includes(id));
  const keptBefore = beforeIds.filter((id) => afterIds.includes(id));
  const keptAfter = afterIds.filter((id) => beforeIds.includes(id));
  const moved = keptAfter.filter((id, i) => keptBefore[i] !== id);
  const trimmed = after
    .filter((clip) => {
      const old = before.find((c) => c.quoteId === clip.quoteId);
      return old !== undefined && (old.start !== clip.start || old.end !== clip.end);
    })
    .map((c) => c.quoteId);
  return { added, deleted, moved, trimmed };
}
