import { boolean, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { users, belongsToClient } from "./access";
import { createdAt, id, ref, updatedAt } from "./columns";

export const projects = pgTable(
  "projects",
  {
    id: id(),
    clientId: belongsToClient(),
    title: text().notNull(),
    clientCreated: boolean().notNull().default(false),
    socratProjectId: integer(),
    createdByUserId: ref().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.clientId)],
);

/** Projects a member with "selected projects" access may see. */
export const projectMembers = pgTable(
  "project_members",
  {
    projectId: ref()
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    grantedByUserId: ref().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index().on(t.userId)],
);
