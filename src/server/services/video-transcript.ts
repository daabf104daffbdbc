import { asc, eq, inArray } from "drizzle-orm";
import type { Transcript } from "@/lib/schemas/transcript";
import type { Database } from "../db/client";
import { interviews, transcriptChunks, transcriptSections, transcriptTasks, transcripts } from "../db/schema";
import { NotFoundError } from "../errors";
import type { AccessContext } from "./access-context";
import { videoSummaryQuery, visibleInterviews } from "./video-rows";

/**
 * GET /videos/{id}/transcript (001 §3 Transcript): sections → tasks → chunks in spoken order.
 * 404 when the video is not visible or has no transcript. Three queries, whatever the length.
 */
export async function getVideoTranscript(database: Database, context: AccessContext, id: number): Promise<Transcript> {
  const [visible] = await videoSummaryQuery(database)
    .where(visibleInterviews(context, eq(interviews.id, id)))
    .limit(1);
  if (!visible) throw new NotFoundError();
  const [transcript] = await database.select().from(transcripts).where(eq(transcripts.interviewId, id)).limit(1);
  if (!transcript) throw new NotFoundError();
  const sections = await database
    .select()
    .from(transcriptSections)
    .where(eq(transcriptSections.transcriptId, transcript.id))
    .orderBy(asc(transcriptSections.position));
  const taskRows = sections.length
    ? await database
        .select()
        .from(transcriptTasks)
        .where(
          inArray(
            transcriptTasks.transcriptSectionId,
            sections.map((s) => s.id),
          ),
        )
        .orderBy(asc(transcriptTasks.position))
    : [];
  const chunkRows = taskRows.length
    ? await database
        .select()
        .from(transcriptChunks)
        .where(
          inArray(
            transcriptChunks.transcriptTaskId,
            taskRows.map((t) => t.id),
          ),
        )
        .orderBy(asc(transcriptChunks.position))
    : [];
  return {
    interview: { id },
    language: transcript.language,
    sections: sections.map((section) => ({
      start: section.start,
      end: section.end,
      html: section.html,
      text: section.text,
      tasks: taskRows
        .filter((task) => task.transcriptSectionId === section.id)
        .map((task) => ({
          id: task.taskId,
          start: task.start,
          end: task.end,
          html: task.html,
          text: task.text,
          type: task.type,
          chunks: chunkRows
            .filter((chunk) => chunk.transcriptTaskId === task.id)
            .map((chunk) => ({
              start: chunk.start,
              end: chunk.end,
              text: chunk.text,
              original_text: chunk.originalText,
            })),
        })),
    })),
  };
}
