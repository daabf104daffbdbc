import { and, eq, inArray } from "drizzle-orm";
import { type ClipInput, showreelRuleMessages } from "@/lib/schemas/showreel";
import type { FieldErrors } from "@/lib/schemas/common";
import type { Database } from "../../db/client";
import { quotes } from "../../db/schema";
import { ValidationError } from "../../errors";

/** A clip as stored: its quote and the trims (null: the quote's own bound). */
export interface ResolvedClip {
  quoteId: number;
  start: number | null;
  end: number | null;
}

const MIN_CLIP_SECONDS = 0.5;

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
    return { quoteId: clip.id, start, end };
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return clips;
}

/** Analytics events of a clip list change: clips added, deleted, and moved (kept ones whose order changed). */
export function clipChanges(before: number[], after: number[]) {
  const added = after.filter((id) => !before.includes(id));
  const deleted = before.filter((id) => !after.includes(id));
  const keptBefore = before.filter((id) => after.includes(id));
  const keptAfter = after.filter((id) => before.includes(id));
  const moved = keptAfter.filter((id, i) => keptBefore[i] !== id);
  return { added, deleted, moved };
}
