import { sql } from "drizzle-orm";
import { boolean, check, date, index, pgTable, primaryKey, real, text } from "drizzle-orm/pg-core";
import { users, belongsToClient } from "./access";
import { at, createdAt, ref, updatedAt } from "./columns";
import { interviews } from "./interviews";
import { showreels } from "./showreels";

/**
 * A named share link of a published showreel ("Board", "Agency") or of a published participant
 * video: exactly one of the two. The id is the unguessable part of its public address (128 random
 * bits, base64url), like a publication's. A link answers only while what it shares is published,
 * it is not revoked and its expiry has not passed; revoking keeps the row (and its view log) and
 * touches no other link.
 */
export const shareLinks = pgTable(
  "share_links",
  {
    id: text().primaryKey(),
    showreelId: ref().references(() => showreels.id, { onDelete: "cascade" }),
    interviewId: ref().references(() => interviews.id, { onDelete: "cascade" }),
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
  (t) => [
    index().on(t.showreelId),
    index().on(t.interviewId),
    index().on(t.clientId),
    check("share_links_shares_one", sql`num_nonnulls(${t.showreelId}, ${t.interviewId}) = 1`),
  ],
);

/**
 * One view of a share link: a play that passed 3 s (SHARE_VIEW_MIN_SECONDS). The viewer is a
 * salted hash of address and user agent whose salt changes every day (never the address itself),
 * so a viewer is recognised within a day only. Rows older than 400 days are pruned.
 */
export const shareLinkViews = pgTable(
  "share_link_views",
  {
    linkId: text()
      .notNull()
      .references(() => shareLinks.id, { onDelete: "cascade" }),
    /** The page load's own random id, sent with its beacons: later beacons of a view update it. */
    viewKey: text().notNull(),
    viewerHash: text().notNull(),
    /** The largest share of the reel this view has watched, 0–1. */
    watchedShare: real().notNull(),
    viewedAt: createdAt(),
    lastSeenAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.viewKey] }), index().on(t.linkId, t.viewedAt), index().on(t.viewedAt)],
);

/** The day's salt of viewer hashes; deleted once its day is over, so old hashes cannot be recomputed. */
export const viewerSalts = pgTable("viewer_salts", {
  day: date().primaryKey(),
  salt: text().notNull(),
});
