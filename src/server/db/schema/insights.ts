import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, real, text } from "drizzle-orm/pg-core";
import { belongsToClient } from "./access";
import { createdAt, id, ref, tsvector } from "./columns";
import { objectives, segments, tasks } from "./design";
import { chartKind } from "./enums";
import { interviews, participants } from "./interviews";
import { belongsToStudy } from "./studies";

/** A clip of an interview: what a participant said between start and end (seconds). */
export const quotes = pgTable(
  "quotes",
  {
    id: id(),
    clientId: belongsToClient(),
    studyId: belongsToStudy(),
    segmentId: ref().references(() => segments.id, { onDelete: "set null" }),
    interviewId: ref()
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    participantId: ref()
      .notNull()
      .references(() => participants.id, { onDelete: "cascade" }),
    taskId: ref().references(() => tasks.id, { onDelete: "set null" }),
    content: text().notNull(),
    language: text().notNull().default("en"),
    start: real().notNull(),
    end: real().notNull(),
    thumbnailUrl: text(),
    search: tsvector().generatedAlwaysAs(sql`to_tsvector('english', content)`),
    createdAt: createdAt(),
  },
  (t) => [
    index("quotes_search_idx").using("gin", t.search),
    // Bloom's retrieval scopes by client first (btree_gin): one index scan finds a client's matching quotes.
    index("quotes_client_search_idx").using("gin", t.clientId, t.search),
    index().on(t.studyId, t.id),
    // The quotes filters' tasks: the study's distinct task ids, one index probe per task (quote-filter-options).
    index().on(t.studyId, t.taskId),
    index().on(t.clientId, t.id),
    index().on(t.interviewId),
    index().on(t.taskId),
  ],
);

export const insights = pgTable(
  "insights",
  {
    id: id(),
    studyId: belongsToStudy(),
    objectiveId: ref().references(() => objectives.id, { onDelete: "set null" }),
    segmentId: ref().references(() => segments.id, { onDelete: "set null" }),
    title: text().notNull(),
    /** Sanitised HTML; contentText is its plain-text twin for search and exports. */
    content: text().notNull(),
    contentText: text().notNull().default(""),
    language: text().notNull().default("en"),
    position: integer().notNull().default(0),
    /** Bloom's retrieval (services/assistant): the title weighs more than the text. */
    search: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', content_text), 'B')`,
    ),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.studyId), index().on(t.objectiveId), index("insights_search_idx").using("gin", t.search)],
);

export const insightTasks = pgTable(
  "insight_tasks",
  {
    insightId: ref()
      .notNull()
      .references(() => insights.id, { onDelete: "cascade" }),
    taskId: ref()
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.insightId, t.taskId] })],
);

export const insightQuotes = pgTable(
  "insight_quotes",
  {
    insightId: ref()
      .notNull()
      .references(() => insights.id, { onDelete: "cascade" }),
    quoteId: ref()
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.insightId, t.quoteId] }), index().on(t.quoteId)],
);

export interface ChartPoint {
  title: string;
  value: number;
  count: number;
}

/** A chart of an insight, computed from task answers (001 §3 Chart). */
export const charts = pgTable(
  "charts",
  {
    id: id(),
    insightId: ref()
      .notNull()
      .references(() => insights.id, { onDelete: "cascade" }),
    taskId: ref().references(() => tasks.id, { onDelete: "set null" }),
    kind: chartKind().notNull(),
    points: jsonb().$type<ChartPoint[]>().notNull(),
    averageValue: real(),
    totalCount: integer().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [index().on(t.insightId)],
);
