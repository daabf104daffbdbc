import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, real, text, uniqueIndex } from "drizzle-orm/pg-core";
import { belongsToClient } from "./access";
import { at, createdAt, id, ref, tsvector } from "./columns";
import { sections, segments, tasks } from "./design";
import { gender, taskType } from "./enums";
import { mediaAssets } from "./media";
import { belongsToStudy } from "./studies";

export const participants = pgTable(
  "participants",
  {
    id: id(),
    clientId: belongsToClient(),
    studyId: belongsToStudy(),
    segmentId: ref().references(() => segments.id, { onDelete: "set null" }),
    name: text().notNull(),
    age: integer(),
    country: text(),
    gender: gender(),
    language: text(),
    device: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.studyId)],
);

/** A recorded interview; its video is what the spec calls a participant video. */
export const interviews = pgTable(
  "interviews",
  {
    id: id(),
    clientId: belongsToClient(),
    studyId: belongsToStudy(),
    segmentId: ref().references(() => segments.id, { onDelete: "set null" }),
    participantId: ref()
      .notNull()
      .references(() => participants.id, { onDelete: "cascade" }),
    language: text().notNull().default("en"),
    durationSeconds: real().notNull().default(0),
    published: boolean().notNull().default(false),
    videoAssetId: ref().references(() => mediaAssets.id, { onDelete: "set null" }),
    faceAssetId: ref().references(() => mediaAssets.id, { onDelete: "set null" }),
    thumbnailAssetId: ref().references(() => mediaAssets.id, { onDelete: "set null" }),
    subtitlesEnAssetId: ref().references(() => mediaAssets.id, { onDelete: "set null" }),
    subtitlesOriginalAssetId: ref().references(() => mediaAssets.id, { onDelete: "set null" }),
    recordedAt: at(),
    createdAt: createdAt(),
  },
  // A study's videos are listed in recording order: the index reads a page, not the whole study.
  (t) => [index().on(t.studyId, t.recordedAt, t.id), index().on(t.clientId), index().on(t.segmentId)],
);

export const transcripts = pgTable("transcripts", {
  id: id(),
  interviewId: ref()
    .notNull()
    .unique()
    .references(() => interviews.id, { onDelete: "cascade" }),
  language: text().notNull().default("en"),
  createdAt: createdAt(),
});

/** Times are seconds into the interview video. */
export const transcriptSections = pgTable(
  "transcript_sections",
  {
    id: id(),
    transcriptId: ref()
      .notNull()
      .references(() => transcripts.id, { onDelete: "cascade" }),
    sectionId: ref().references(() => sections.id, { onDelete: "set null" }),
    position: integer().notNull(),
    start: real().notNull(),
    end: real().notNull(),
    text: text().notNull(),
    html: text().notNull(),
  },
  (t) => [index().on(t.transcriptId)],
);

export const transcriptTasks = pgTable(
  "transcript_tasks",
  {
    id: id(),
    transcriptSectionId: ref()
      .notNull()
      .references(() => transcriptSections.id, { onDelete: "cascade" }),
    taskId: ref().references(() => tasks.id, { onDelete: "set null" }),
    type: taskType().notNull(),
    position: integer().notNull(),
    start: real().notNull(),
    end: real().notNull(),
    text: text().notNull(),
    html: text().notNull(),
  },
  (t) => [index().on(t.transcriptSectionId)],
);

/** A spoken sentence; the unit the transcript highlights and seeks to. */
export const transcriptChunks = pgTable(
  "transcript_chunks",
  {
    id: id(),
    transcriptTaskId: ref()
      .notNull()
      .references(() => transcriptTasks.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    start: real().notNull(),
    end: real().notNull(),
    text: text().notNull(),
    originalText: text(),
    /** Bloom's retrieval (services/assistant) of what was said between quotes. */
    search: tsvector().generatedAlwaysAs(sql`to_tsvector('english', text)`),
  },
  (t) => [index().on(t.transcriptTaskId), index("transcript_chunks_search_idx").using("gin", t.search)],
);

/** A participant's answer to a closed task, the source of the charts. */
export interface AnswerValue {
  choices?: string[];
  choice?: string;
  score?: number;
  durationSeconds?: number;
  text?: string;
}

export const taskAnswers = pgTable(
  "task_answers",
  {
    id: id(),
    interviewId: ref()
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    taskId: ref()
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    value: jsonb().$type<AnswerValue>().notNull(),
  },
  (t) => [uniqueIndex().on(t.interviewId, t.taskId), index().on(t.taskId)],
);
