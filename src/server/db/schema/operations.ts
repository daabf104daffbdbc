import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { clients, users, belongsToClient } from "./access";
import { createdAt, id, ref, updatedAt } from "./columns";
import { orderStatus, recruitmentMethod } from "./enums";
import { projects } from "./projects";
import { studies } from "./studies";

/** A recruitment order (self-recruit through a link, or by a provider specialist). */
export const orders = pgTable(
  "orders",
  {
    id: id(),
    clientId: belongsToClient(),
    projectId: ref().references(() => projects.id, { onDelete: "set null" }),
    studyId: ref().references(() => studies.id, { onDelete: "cascade" }),
    recruitMethod: recruitmentMethod().notNull(),
    requiredInterviews: integer().notNull(),
    status: orderStatus().notNull().default("PLACED"),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdByUserId: ref().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.clientId)],
);

/** User actions of the spec's analytics catalogue (001 §4). */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    clientId: ref().references(() => clients.id, { onDelete: "cascade" }),
    userId: ref().references(() => users.id, { onDelete: "set null" }),
    name: text().notNull(),
    properties: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.clientId, t.createdAt), index().on(t.name)],
);

/** Facts about this installation, such as when the demo data was seeded. */
export const appMeta = pgTable("app_meta", {
  key: text().primaryKey(),
  value: jsonb().$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});
