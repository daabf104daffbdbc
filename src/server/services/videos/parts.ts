import { and, asc, eq, inArray } from "drizzle-orm";
import type { VideoClip, VideoShowreelClip, VideoTask } from "@/lib/schemas/video";
import type { Database } from "../../db/client";
import {
  quotes,
  showreelQuotes,
  showreels,
  tasks,
  transcriptSections,
  transcriptTasks,
  transcripts,
} from "../../db/schema";

/**
 * The study tasks this interview answered, in the order it answered them, each with its subtasks
 * (in their design order). Times come from the transcript; a subtask the transcript does not
 * mark has null times.
 */
// The task columns a video's task list shows (not the whole row).
const taskColumns = {
  id: tasks.id,
  parentId: tasks.parentId,
  text: tasks.text,
  html: tasks.html,
  type: tasks.type,
  position: tasks.position,
  positionName: tasks.positionName,
};

export async function videoTasks(database: Database, interviewId: number): Promise<VideoTask[]> {
  const answered = await database
    .select({ task: taskColumns, start: transcriptTasks.start, end: transcriptTasks.end })
    .from(transcriptTasks)
    .innerJoin(transcriptSections, eq(transcriptSections.id, transcriptTasks.transcriptSectionId))
    .innerJoin(transcripts, eq(transcripts.id, transcriptSections.transcriptId))
    .innerJoin(tasks, eq(tasks.id, transcriptTasks.taskId))
    .where(eq(transcripts.interviewId, interviewId))
    .orderBy(asc(transcriptSections.position), asc(transcriptTasks.position));
  const times = new Map(answered.map((row) => [row.task.id, { start: row.start, end: row.end }]));
  const top = answered.filter((row) => row.task.parentId === null);
  const children = top.length
    ? await database
        .select(taskColumns)
        .from(tasks)
        .where(
          inArray(
            tasks.parentId,
            top.map((row) => row.task.id),
          ),
        )
        .orderBy(asc(tasks.position))
    : [];
  const base = (task: (typeof answered)[number]["task"]) => ({
    id: task.id,
    text: task.text,
    html: task.html,
    type: task.type,
    position: task.position,
    start: times.get(task.id)?.start ?? null,
    end: times.get(task.id)?.end ?? null,
  });
  return top.map(({ task }) => ({
    ...base(task),
    position_name: task.positionName,
    subtasks: children.filter((child) => child.parentId === task.id).map(base),
  }));
}

/** The interview's quotes, in the order they were said. */
export async function videoClips(database: Database, interviewId: number): Promise<VideoClip[]> {
  // The columns a clip shows: not the whole row, whose search vector is most of its bytes.
  const rows = await database
    .select({ id: quotes.id, content: quotes.content, start: quotes.start, end: quotes.end, taskId: quotes.taskId })
    .from(quotes)
    .where(eq(quotes.interviewId, interviewId))
    .orderBy(asc(quotes.start), asc(quotes.id));
  return rows.map((q) => ({
    id: q.id,
    content: q.content,
    start: q.start,
    end: q.end,
    task: q.taskId === null ? null : { id: q.taskId },
  }));
}

/** Clips of this interview in the study's showreels (trimmed spans where the showreel trims them). */
export async function videoShowreelClips(
  database: Database,
  interview: { id: number; studyId: number; clientId: number },
): Promise<VideoShowreelClip[]> {
  const rows = await database
    .select({
      showreel: { id: showreels.id, title: showreels.title, type: showreels.type },
      quote: { id: quotes.id, content: quotes.content, start: quotes.start, end: quotes.end },
      clip: { start: showreelQuotes.start, end: showreelQuotes.end },
    })
    .from(showreelQuotes)
    .innerJoin(quotes, eq(quotes.id, showreelQuotes.quoteId))
    .innerJoin(showreels, eq(showreels.id, showreelQuotes.showreelId))
    .where(
      and(
        eq(quotes.interviewId, interview.id),
        eq(showreels.studyId, interview.studyId),
        eq(showreels.clientId, interview.clientId),
      ),
    )
    .orderBy(asc(showreels.title), asc(showreels.id), asc(showreelQuotes.position));
  return rows.map(({ showreel, quote, clip }) => ({
    showreel: { id: showreel.id, title: showreel.title, type: showreel.type },
    quote_id: quote.id,
    content: quote.content,
    start: clip.start ?? quote.start,
    end: clip.end ?? quote.end,
  }));
}
