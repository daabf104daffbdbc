import { and, asc, eq, inArray } from "drizzle-orm";
import type { FeatureFlag } from "@/lib/constants";
import type { Showreel } from "@/lib/schemas/showreel";
import { db } from "@/server/db/client";
import { participants, quotes } from "@/server/db/schema";
import { NotFoundError } from "@/server/errors";
import type { AccessContext } from "@/server/access/access-context";
import { listShowreelClips } from "@/server/services/showreels/showreel-clips";
import { listShowreelCursor } from "@/server/services/showreels/showreel-lists";
import { getShowreel } from "@/server/services/showreels/showreel-query";

/**
 * The showreels of a study, curated first, as the study page lists them; with `segmentIds` (a
 * segment page) those made for these segments or for the whole study, as the page's item check has it.
 */
export async function studyShowreels(
  context: AccessContext,
  studyId: number,
  flags: ReadonlySet<FeatureFlag>,
  segmentIds?: readonly number[],
): Promise<{ curated: Showreel[]; custom: Showreel[] }> {
  const { data } = await listShowreelCursor(db(), context, { study_id: studyId, limit: 100 }, flags);
  const shown = segmentIds ? data.filter((s) => s.segment_id === null || segmentIds.includes(s.segment_id)) : data;
  return { curated: shown.filter((s) => s.type === "CURATED"), custom: shown.filter((s) => s.type === "CUSTOM") };
}

/** A showreel and its clips for the editor, or null when the context may not see it (a 404). */
export async function showreelForEditor(context: AccessContext, id: number, flags: ReadonlySet<FeatureFlag>) {
  try {
    const [showreel, clips] = await Promise.all([
      getShowreel(db(), context, id, flags),
      listShowreelClips(db(), context, id),
    ]);
    return { showreel, clips };
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/**
 * The quotes of a study (or of some of its segments) to pick clips from: text, speaker and
 * length (the study is already scoped).
 */
export async function quotesToPick(context: AccessContext, studyId: number, segmentIds?: readonly number[]) {
  const rows = await db()
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
    .limit(200);
  return rows.map((q) => ({ id: q.id, content: q.content, participant: q.name, seconds: Math.round(q.end - q.start) }));
}

export type QuoteToPick = Awaited<ReturnType<typeof quotesToPick>>[number];
