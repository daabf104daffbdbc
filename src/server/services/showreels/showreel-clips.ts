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
    // The columns a clip shows: not whole rows, whose search vector is most of a quote's bytes.
    .select({
      clip: { position: showreelQuotes.position, start: showreelQuotes.start, end: showreelQuotes.end },
      quote: {
        id: quotes.id,
        content: quotes.content,
        language: quotes.language,
        start: quotes.start,
        end: quotes.end,
        thumbnailUrl: quotes.thumbnailUrl,
        interviewId: quotes.interviewId,
      },
      participant: {
        id: participants.id,
        name: participants.name,
        age: participants.age,
        country: participants.country,
      },
      task: { id: tasks.id, html: tasks.html, text: tasks.text, type: tasks.type },
      segment: { id: segments.id, socratStudyId: segments.socratStudyId },
    })
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
