import { boolean, index, pgTable, text } from "drizzle-orm/pg-core";
import { users, belongsToClient } from "./access";
import { at, createdAt, ref, updatedAt } from "./columns";
import { showreels } from "./showreels";

/**
 * A named share link of a published showreel ("Board", "Agency"). The id is the unguessable part
 * of its public address (128 random bits, base64url), like a publication's. A link answers only
 * while its showreel is published, it is not revoked and its expiry has not passed; revoking keeps
 * the row (and its view log) and touches no other link.
 */
export const shareLinks = pgTable(
  "share_links",
  {
    id: text().primaryKey(),
    showreelId: ref()
      .notNull()
      .references(() => showreels.id, { onDelete: "cascade" }),
    clientId: belongsToClient(),
    name: text().notNull(),
    /** argon2id, like account passwords; null: no password. */
    passwordHash: text(),
    /** When the password last changed: part of the unlock cookie's MAC, so a change locks out old cookies. */
    passwordSetAt: at(),
    expiresAt: at(),
    allowDownload: boolean().notNull().default(false),
    revokedAt: at(),
    createdByUserId: ref().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.showreelId), index().on(t.clientId)],
);
