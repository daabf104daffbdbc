import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, unique } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, id, ref, tsvector, updatedAt } from "./columns";
import { gender, materialKind, optionsType, recruitmentMethod, taskType } from "./enums";
import { belongsToStudy } from "./studies";
import { uploads } from "./media";

export const segmentGroups = pgTable(
  "segment_groups",
  {
    id: id(),
    studyId: belongsToStudy(),
    title: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [index().on(t.studyId)],
);

/** An audience slice of a study (market, language, gender, age). */
export const segments = pgTable(
  "segments",
  {
    id: id(),
    studyId: belongsToStudy(),
    segmentGroupId: ref().references(() => segmentGroups.id, { onDelete: "set null" }),
    title: text().notNull(),
    socratStudyId: integer(),
    market: text(),
    language: text(),
    gender: gender(),
    ageMin: integer(),
    ageMax: integer(),
    position: integer().notNull().default(0),
  },
  (t) => [index().on(t.studyId), index().on(t.segmentGroupId)],
);

/** Recruitment and audience settings of a study, optionally per segment (001 §3 Recruitment). */
export const recruitmentSettings = pgTable(
  "recruitment_settings",
  {
    id: id(),
    studyId: belongsToStudy(),
    segmentId: ref().references(() => segments.id, { onDelete: "cascade" }),
    method: recruitmentMethod().notNull().default("SPECIALIST"),
    ageMin: integer().notNull().default(18),
    ageMax: integer().notNull().default(65),
    countries: text().array().notNull().default([]),
    customCriteria: text(),
    devices: text().array().notNull().default([]),
    gender: gender().notNull().default("ANY"),
    language: text().notNull().default("en"),
    requiredInterviews: integer().notNull().default(8),
    participantsPerSegment: integer(),
  },
  (t) => [unique().on(t.studyId, t.segmentId).nullsNotDistinct()],
);

/** A business question of a study (the spec uses "objective" and "business question" alike). */
export const objectives = pgTable(
  "objectives",
  {
    id: id(),
    studyId: belongsToStudy(),
    title: text().notNull(),
    position: integer().notNull().default(0),
    keyTakeawaysText: text(),
    keyTakeawaysHtml: text(),
    thumbnailUrl: text(),
    /** Bloom's retrieval (services/assistant): the business question and its key takeaways. */
    search: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', coalesce(key_takeaways_text, '')), 'B')`,
    ),
  },
  (t) => [index().on(t.studyId), index("objectives_search_idx").using("gin", t.search)],
);

export const sections = pgTable(
  "sections",
  {
    id: id(),
    studyId: belongsToStudy(),
    segmentId: ref().references(() => segments.id, { onDelete: "cascade" }),
    objectiveId: ref().references(() => objectives.id, { onDelete: "restrict" }),
    text: text().notNull().default(""),
    html: text().notNull().default(""),
    position: integer().notNull().default(0),
  },
  (t) => [index().on(t.studyId), index().on(t.objectiveId)],
);

export interface TaskOption {
  id: string;
  text: string;
}

/** A question or task; subtasks point at their parent. */
export const tasks = pgTable(
  "tasks",
  {
    id: id(),
    studyId: belongsToStudy(),
    sectionId: ref().references(() => sections.id, { onDelete: "cascade" }),
    parentId: ref(),
    text: text().notNull(),
    html: text().notNull().default(""),
    type: taskType().notNull(),
    position: integer().notNull().default(0),
    positionName: text(),
    optionsType: optionsType().notNull().default("TEXT_ONLY"),
    options: jsonb().$type<TaskOption[]>().notNull().default([]),
    scaleLength: integer(),
    /** Which study materials (by index) this task shows. */
    objectAssignment: jsonb().$type<Record<string, boolean>>().notNull().default({}),
    notes: text(),
    /** A TEXT_ONLY task participants read and do not answer (001 §3: an explainer is text only). */
    isExplainer: boolean().notNull().default(false),
    hasCebScore: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete("cascade"),
    index().on(t.studyId),
    index().on(t.sectionId),
    index().on(t.parentId),
  ],
);

export const taskSegments = pgTable(
  "task_segments",
  {
    taskId: ref()
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    segmentId: ref()
      .notNull()
      .references(() => segments.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.segmentId] })],
);

/** Stimuli shown to participants: a file or a link (001 §3 Study material). */
export const studyMaterials = pgTable(
  "study_materials",
  {
    id: id(),
    studyId: belongsToStudy(),
    kind: materialKind().notNull(),
    title: text().notNull(),
    name: text(),
    mimeType: text(),
    url: text(),
    thumbnailUrl: text(),
    link: text(),
    androidLink: text(),
    iosLink: text(),
    fileName: text(),
    fileMimeType: text(),
    filePath: text(),
    uploadId: ref().references(() => uploads.id, { onDelete: "set null" }),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.studyId)],
);

export const sectionMaterials = pgTable(
  "section_materials",
  {
    sectionId: ref()
      .notNull()
      .references(() => sections.id, { onDelete: "cascade" }),
    materialId: ref()
      .notNull()
      .references(() => studyMaterials.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.materialId] })],
);
