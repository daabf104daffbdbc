import { asc, eq } from "drizzle-orm";
import type { ShowreelClip } from "@/lib/schemas/showreel";
import type { Database } from "../../db/client";
import { participants, quotes, segments, showreelQuotes, tasks } from "../../db/schema";
import type { AccessContext } from "../../access/access-context";
import { findShowreel } from "./showreel-query";

/** The clips of a showreel in reel order, each with its quote as 001 §3 describes it. */
export async function listShowreelClips(
  database: Database,
  context: AccessContext,
  id: number,
): Promise<ShowreelClip[]> {
  await findShowreel(database, context, id);
  const rows = await database
    .select({ clip: showreelQuotes, quote: quotes, participant: participants, task: tasks, segment: segments })
    .from(showreelQuotes)
    .innerJoin(quotes, eq(quotes.id, showreelQuotes.quoteId))
    .innerJoin(participants, eq(participants.id, quotes.participantId))
    .leftJoin(tasks, eq(tasks.id, quotes.taskId))
    .leftJoin(segments, eq(segments.id, quotes.segmentId))
    .where(eq(showreelQuotes.showreelId, id))
    .orderBy(asc(showreelQuotes.position));
  return rows.map(({ clip, quote, participant, task, segment }) => ({
    id: quote.id,
    content: quote.content,
    language: quote.language,
    start: quote.start,
    end: quote.end,
    thumbnail: quote.thumbnailUrl,
    participant: { id: participant.id, name: participant.name, age: participant.age, country: participant.country },
    task: task ? { id: task.id, html: task.html, text: task.text, type: task.type } : null,
    segment: segment ? { id: segment.id, socrat_study_id: segment.socratStudyId ?? segment.id } : null,
    interview: { id: quote.interviewId },
    position: clip.position,
    clip_start: clip.start ?? quote.start,
    clip_end: clip.end ?? quote.end,
  }));
}
