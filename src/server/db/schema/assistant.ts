import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { users, belongsToClient } from "./access";
import { createdAt, id, ref, updatedAt } from "./columns";
import { aiGenerationKind, aiGenerationStatus, assistantRole } from "./enums";
import { studies } from "./studies";

/** A conversation with Bloom, created per client (001 §3 Assistant thread). */
export const assistantThreads = pgTable(
  "assistant_threads",
  {
    id: id(),
    clientId: belongsToClient(),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.clientId, t.userId)],
);

export const assistantMessages = pgTable(
  "assistant_messages",
  {
    id: id(),
    threadId: ref()
      .notNull()
      .references(() => assistantThreads.id, { onDelete: "cascade" }),
    role: assistantRole().notNull(),
    content: text().notNull(),
    /** Citations (studies, quotes) and stop state of an answer. */
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.threadId, t.id)],
);

/** An AI study outline or design being generated; polled until COMPLETED or ERROR. */
export const aiGenerations = pgTable(
  "ai_generations",
  {
    id: id(),
    clientId: belongsToClient(),
    studyId: ref().references(() => studies.id, { onDelete: "cascade" }),
    kind: aiGenerationKind().notNull(),
    status: aiGenerationStatus().notNull().default("PENDING"),
    progress: integer().notNull().default(0),
    input: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    result: jsonb().$type<Record<string, unknown>>(),
    error: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.studyId)],
);
