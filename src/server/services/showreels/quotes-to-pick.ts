import { and, asc, eq, inArray } from "drizzle-orm";
import type { AccessContext } from "../../access/access-context";
import type { Database } from "../../db/client";
import { participants, quotes } from "../../db/schema";

/** The most quotes "New showreel" offers to pick from (a study's first 200, in order). */
const QUOTES_TO_PICK = 200;

export interface QuoteToPick {
  id: number;
  content: string;
  participant: string;
  /** The clip's length, rounded to whole seconds. */
  seconds: number;
}

/**
 * The quotes of a study (or of some of its segments) to pick clips from: text, speaker and
 * length. The caller has found the study through the access context; the client scope stays here.
 */
export async function quotesToPick(
  database: Database,
  context: AccessContext,
  studyId: number,
  segmentIds?: readonly number[],
): Promise<QuoteToPick[]> {
  const rows = await database
    .select({ id: quotes.id, content: quotes.content, start: quotes.start, end: quotes.end, name: participants.name })
    .from(quotes)
    .innerJoin(participants, eq(participants.id, quotes.participantId))
    .where(
      and(
        eq(quotes.clientId, context.clientId),
        eq(quotes.studyId, studyId),
        segmentIds ? inArray(quotes.segmentId, [...segmentIds]) : undefined,
      ),
    )
    .orderBy(asc(quotes.id))
    .limit(QUOTES_TO_PICK);
  return rows.map((q) => ({ id: q.id, content: q.content, participant: q.name, seconds: Math.round(q.end - q.start) }));
}
