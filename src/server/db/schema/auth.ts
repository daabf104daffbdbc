import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users, clients } from "./access";
import { at, createdAt, id, ref } from "./columns";

/**
 * Refresh tokens (256-bit, stored hashed), rotated on every use. A family is one sign-in; reusing a
 * rotated token revokes the whole family.
 */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: id(),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientId: ref().references(() => clients.id, { onDelete: "set null" }),
    familyId: uuid().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: at().notNull(),
    rotatedAt: at(),
    revokedAt: at(),
    userAgent: text(),
    ip: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.familyId), index().on(t.userId)],
);

export const passwordResetTokens = pgTable("password_reset_tokens", {
  id: id(),
  userId: ref()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text().notNull().unique(),
  expiresAt: at().notNull(),
  usedAt: at(),
  createdAt: createdAt(),
});

/** A third-party identity (OpenID Connect, Google, Microsoft) linked to a user. */
export const oauthAccounts = pgTable(
  "oauth_accounts",
  {
    id: id(),
    userId: ref()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text().notNull(),
    subject: text().notNull(),
    email: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.provider, t.subject)],
);
