import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { Permission } from "../../../lib/constants";
import { at, createdAt, id, ref, updatedAt } from "./columns";
import { memberStatus, projectAccess } from "./enums";

/** A customer organisation (a tenant). */
export const clients = pgTable("clients", {
  id: id(),
  name: text().notNull(),
  socratClientId: integer().unique(),
  canInviteTeamMembers: boolean().notNull().default(true),
  inviteNewUsersByPermission: boolean().notNull().default(false),
  seatLimit: integer().notNull().default(10),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The spec's permission names (000 §6), seeded. */
export const permissions = pgTable("permissions", {
  key: text().$type<Permission>().primaryKey(),
  description: text().notNull(),
});

/** A named set of permissions. Staff roles belong to the provider and apply across clients. */
export const roles = pgTable("roles", {
  id: id(),
  key: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull().default(""),
  isStaff: boolean().notNull().default(false),
});

export const rolePermissions = pgTable(
  "role_permissions",
  {
    roleId: ref()
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    permissionKey: text()
      .$type<Permission>()
      .notNull()
      .references(() => permissions.key, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionKey] })],
);

export const users = pgTable(
  "users",
  {
    id: id(),
    email: text().notNull(),
    passwordHash: text(),
    name: text().notNull().default(""),
    surname: text().notNull().default(""),
    jobTitle: text(),
    companyDepartment: text(),
    imageUrl: text(),
    /** The client the user lands in; staff roles grant their permissions in every client. */
    defaultClientId: ref().references(() => clients.id, { onDelete: "set null" }),
    staffRoleId: ref().references(() => roles.id, { onDelete: "set null" }),
    emailVerifiedAt: at(),
    lastLoginAt: at(),
    /** The sign-in before the last: null until a person signs in a second time (home greets them). */
    previousLoginAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    // The team list's default order: its first page reads 25 index entries, not a sort of the team.
    index("users_name_order_idx").on(sql`lower(${t.name})`, sql`lower(${t.surname})`, t.id),
  ],
);

/** A user's place in a client: role, status and which projects they may see. */
export const memberships = pgTable(
  "memberships",
  {
    id: id(),
    clientId: belongsToClient(),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roleId: ref()
      .notNull()
      .references(() => roles.id),
    status: memberStatus().notNull().default("PENDING"),
    projectAccess: projectAccess().notNull().default("ALL"),
    /** Grant access to projects and studies created later (000 §3 member access). */
    autoGrantNewProjects: boolean().notNull().default(false),
    invitedByUserId: ref().references(() => users.id, { onDelete: "set null" }),
    activatedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("memberships_client_user_idx").on(t.clientId, t.userId), index().on(t.userId)],
);

export const companyDepartments = pgTable(
  "company_departments",
  {
    id: id(),
    clientId: belongsToClient(),
    name: text().notNull(),
  },
  (t) => [uniqueIndex().on(t.clientId, t.name)],
);

/** A pending invitation; the token is sent by email and stored only as a hash. */
export const invitations = pgTable(
  "invitations",
  {
    id: id(),
    clientId: belongsToClient(),
    membershipId: ref()
      .notNull()
      .references(() => memberships.id, { onDelete: "cascade" }),
    email: text().notNull(),
    tokenHash: text().notNull().unique(),
    invitedByUserId: ref().references(() => users.id, { onDelete: "set null" }),
    expiresAt: at().notNull(),
    acceptedAt: at(),
    revokedAt: at(),
    lastSentAt: at().notNull().defaultNow(),
    sendCount: integer().notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.clientId), index().on(t.membershipId)],
);

/** The owning client of a row; the row goes when the client goes. */
export function belongsToClient() {
  return ref()
    .notNull()
    .references(() => clients.id, { onDelete: "cascade" });
}
