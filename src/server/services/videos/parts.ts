import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { VideoClip, VideoShowreelClip, VideoTask } from "@/lib/schemas/video";
import type { Database } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import {
  quotes,
  showreelQuotes,
  showreels,
  tasks,
  transcriptSections,
  transcriptTasks,
  transcripts,
} from "../../db/schema";

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

// The parts of a video are prepared once per database: the videos page runs all three on every
// view, and planning them cost more than running them.

// One statement: each answered task, and beside a top-level one each of its subtasks (a row per
// subtask; a task without subtasks has one row with none).
const tasksStatement = preparedPerDatabase((database) => {
  const subtask = alias(tasks, "subtask");
  return database
    .select({
      task: taskColumns,
      start: transcriptTasks.start,
      end: transcriptTasks.end,
      subtask: {
        id: subtask.id,
        parentId: subtask.parentId,
        text: subtask.text,
        html: subtask.html,
        type: subtask.type,
        position: subtask.position,
        positionName: subtask.positionName,
      },
    })
    .from(transcriptTasks)
    .innerJoin(transcriptSections, eq(transcriptSections.id, transcriptTasks.transcriptSectionId))
    .innerJoin(transcripts, eq(transcripts.id, transcriptSections.transcriptId))
    .innerJoin(tasks, eq(tasks.id, transcriptTasks.taskId))
    .leftJoin(subtask, and(isNull(tasks.parentId), eq(subtask.parentId, tasks.id)))
    .where(sql`${transcripts.interviewId} = ${sql.placeholder("interviewId")}`)
    .orderBy(asc(transcriptSections.position), asc(transcriptTasks.position), asc(subtask.position))
    .prepare("video_tasks");
});

/**
 * The study tasks this interview answered, in the order it answered them, each with its subtasks
 * (in their design order). Times come from the transcript; a subtask the transcript does not
 * mark has null times.
 */
export async function videoTasks(database: Database, interviewId: number): Promise<VideoTask[]> {
  const rows = await tasksStatement(database).execute({ interviewId });
  type Task = (typeof rows)[number]["task"];
  const times = new Map(rows.map((row) => [row.task.id, { start: row.start, end: row.end }]));
  const top = new Map<number, { task: Task; subtasks: Task[] }>();
  for (const row of rows) {
    if (row.task.parentId !== null) continue;
    const entry = top.get(row.task.id) ?? { task: row.task, subtasks: [] };
    top.set(row.task.id, entry);
    // A task answered twice (in two sections) is listed once, with its subtasks once.
    if (row.subtask && !entry.subtasks.some((known) => known.id === row.subtask!.id)) entry.subtasks.push(row.subtask);
  }
  const base = (task: Task) => ({
    id: task.id,
    text: task.text,
    html: task.html,
    type: task.type,
    position: task.position,
    start: times.get(task.id)?.start ?? null,
    end: times.get(task.id)?.end ?? null,
  });
  return [...top.values()].map(({ task, subtasks }) => ({
    ...base(task),
    position_name: task.positionName,
    subtasks: subtasks.map(base),
  }));
}

// The columns a clip shows: not the whole row, whose search vector is most of its bytes.
const clipsStatement = preparedPerDatabase((database) =>
  database
    .select({ id: quotes.id, content: quotes.content, start: quotes.start, end: quotes.end, taskId: quotes.taskId })
    .from(quotes)
    .where(sql`${quotes.interviewId} = ${sql.placeholder("interviewId")}`)
    .orderBy(asc(quotes.start), asc(quotes.id))
    .prepare("video_clips"),
);

/** The interview's quotes, in the order they were said. */
export async function videoClips(database: Database, interviewId: number): Promise<VideoClip[]> {
  const rows = await clipsStatement(database).execute({ interviewId });
  return rows.map((q) => ({
    id: q.id,
    content: q.content,
    start: q.start,
    end: q.end,
    task: q.taskId === null ? null : { id: q.taskId },
  }));
}

const showreelClipsStatement = preparedPerDatabase((database) =>
  database
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
        sql`${quotes.interviewId} = ${sql.placeholder("id")}`,
        sql`${showreels.studyId} = ${sql.placeholder("studyId")}`,
        sql`${showreels.clientId} = ${sql.placeholder("clientId")}`,
      ),
    )
    .orderBy(asc(showreels.title), asc(showreels.id), asc(showreelQuotes.position))
    .prepare("video_showreel_clips"),
);

/** Clips of this interview in the study's showreels (trimmed spans where the showreel trims them). */
export async function videoShowreelClips(
  database: Database,
  interview: { id: number; studyId: number; clientId: number },
): Promise<VideoShowreelClip[]> {
  const { id, studyId, clientId } = interview;
  const rows = await showreelClipsStatement(database).execute({ id, studyId, clientId });
  return rows.map(({ showreel, quote, clip }) => ({
    showreel: { id: showreel.id, title: showreel.title, type: showreel.type },
    quote_id: quote.id,
    content: quote.content,
    start: clip.start ?? quote.start,
    end: clip.end ?? quote.end,
  }));
}
