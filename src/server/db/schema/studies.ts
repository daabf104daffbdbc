import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { users, belongsToClient } from "./access";
import { studyTemplates, studyTypes } from "./catalog";
import { at, createdAt, id, ref, tsvector, updatedAt } from "./columns";
import { dataSource, device, displayStatusCode, studyRecruitMethod, studyStatus, targetAudienceType } from "./enums";
import { projects } from "./projects";

/**
 * A study and every field of 001 §3. Counts are derived by queries, except the number of quotes,
 * which the database keeps (triggers on quotes, migration 0012): counting a study of a million
 * quotes on every page that shows the study read the whole study.
 */
export const studies = pgTable(
  "studies",
  {
    id: id(),
    clientId: belongsToClient(),
    projectId: ref()
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    studyTypeId: ref().references(() => studyTypes.id, { onDelete: "set null" }),
    templateId: ref().references(() => studyTemplates.id, { onDelete: "set null" }),
    socratStudyId: integer(),
    title: text().notNull(),
    purpose: text().notNull().default(""),
    brief: text(),
    /** What participants read on the study's landing page before they start. */
    introduction: text().notNull().default(""),
    /** Self-recruit: the unguessable id of the public landing page participants open. */
    participantToken: text().unique(),
    status: studyStatus().notNull().default("DRAFT"),
    displayStatusCode: displayStatusCode().notNull().default("DRAFT"),
    dataSource: dataSource().notNull().default("CAPTURE"),
    recruitMethod: studyRecruitMethod().notNull().default("SPECIALIST"),
    targetAudienceType: targetAudienceType().notNull().default("PRIVATE_CUSTOMERS"),
    device: device().notNull().default("BOTH"),
    recordingDevices: text().array().notNull().default([]),
    language: text().notNull().default("en"),
    market: text(),
    tags: text().array().notNull().default([]),
    createdWithAi: boolean().notNull().default(false),
    isCrossSegmentsEnabled: boolean().notNull().default(false),
    clientCreated: boolean().notNull().default(false),
    /** Provider review of objectives, questions and translations (free; up to 1 day). */
    qualityAssurance: boolean().notNull().default(false),
    keyTakeawaysText: text(),
    keyTakeawaysHtml: text(),
    thumbnailUrl: text(),
    requiredInterviews: integer().notNull().default(8),
    /** How many quotes the study has, kept by triggers on quotes; never written by the product. */
    quoteCount: integer().notNull().default(0),
    termsAcceptedAt: at(),
    materialsLockedAt: at(),
    publishedAt: at(),
    completedAt: at(),
    createdByUserId: ref().references(() => users.id, { onDelete: "set null" }),
    /** Bloom's retrieval (services/assistant): the study's key takeaways, named by its title. */
    search: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', coalesce(key_takeaways_text, '')), 'B')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.clientId, t.createdAt),
    index().on(t.projectId),
    index().on(t.templateId),
    index("studies_search_idx").using("gin", t.search),
  ],
);

/** The provider's producers of a study (usertribe_producers); their email grants status changes. */
export const studyProducers = pgTable(
  "study_producers",
  {
    studyId: belongsToStudy(),
    email: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.studyId, t.email] })],
);

/** The study a row is part of; the row goes when the study goes. */
export function belongsToStudy() {
  return ref()
    .notNull()
    .references(() => studies.id, { onDelete: "cascade" });
}
