import { boolean, index, integer, pgTable, real, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users, belongsToClient } from "./access";
import { createdAt, id, ref, updatedAt } from "./columns";
import { objectives, segments } from "./design";
import { showreelStatus, showreelType } from "./enums";
import { insights, quotes } from "./insights";
import { mediaAssets } from "./media";
import { projects } from "./projects";
import { studies, belongsToStudy } from "./studies";

/** A highlight reel cut from quotes; rendered by a background job (CREATED → PROCESSING → READY | ERROR). */
export const showreels = pgTable(
  "showreels",
  {
    id: id(),
    clientId: belongsToClient(),
    studyId: belongsToStudy(),
    objectiveId: ref().references(() => objectives.id, { onDelete: "set null" }),
    insightId: ref().references(() => insights.id, { onDelete: "set null" }),
    segmentId: ref().references(() => segments.id, { onDelete: "set null" }),
    type: showreelType().notNull(),
    title: text().notNull(),
    description: text().notNull().default(""),
    status: showreelStatus().notNull().default("CREATED"),
    error: text(),
    published: boolean().notNull().default(false),
    durationSeconds: real(),
    videoAssetId: ref().references(() => mediaAssets.id, { onDelete: "set null" }),
    thumbnailAssetId: ref().references(() => mediaAssets.id, { onDelete: "set null" }),
    /** The subtitle track in the reel's caption language (captions TRACK). */
    subtitlesAssetId: ref().references(() => mediaAssets.id, { onDelete: "set null" }),
    /** The track in the other caption language (captions TRACK), so viewers can switch to it. */
    otherSubtitlesAssetId: ref().references(() => mediaAssets.id, { onDelete: "set null" }),
    /** SHOWREEL_CAPTIONS; a change renders a new revision, as a clip change does. */
    captions: text().notNull().default("TRACK"),
    /** A title card (the reel's title and study's name) first and a closing card (the client's name) last. */
    cards: boolean().notNull().default(false),
    /** SHOWREEL_CAPTION_LANGUAGES: "en", or "original" (each clip in its participant's words). */
    captionLanguage: text().notNull().default("en"),
    /** The last render's clips (1-based, in reel order) with no transcript words to caption: they play without. */
    uncaptionedClips: integer().array().notNull().default([]),
    /** Bumped on every clip change; a render result applies only to the revision it rendered. */
    revision: integer().notNull().default(1),
    createdByUserId: ref().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.studyId), index().on(t.clientId, t.createdAt)],
);

/** The ordered clips of a showreel; start/end may trim the quote's own span. */
export const showreelQuotes = pgTable(
  "showreel_quotes",
  {
    id: id(),
    showreelId: ref()
      .notNull()
      .references(() => showreels.id, { onDelete: "cascade" }),
    quoteId: ref()
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    start: real(),
    end: real(),
  },
  (t) => [uniqueIndex().on(t.showreelId, t.quoteId), index().on(t.quoteId)],
);

/**
 * A public link to a showreel. The id is the unguessable part of the public URL (at least 128
 * random bits, base64url); deleting the row unpublishes at once.
 */
export const publishedShowreels = pgTable(
  "published_showreels",
  {
    id: text().primaryKey(),
    showreelId: ref()
      .notNull()
      .references(() => showreels.id, { onDelete: "cascade" }),
    clientId: belongsToClient(),
    studyId: ref().references(() => studies.id, { onDelete: "cascade" }),
    insightId: ref().references(() => insights.id, { onDelete: "set null" }),
    projectId: ref().references(() => projects.id, { onDelete: "set null" }),
    /** Search engines may index the page only when the owner opts in. */
    indexable: boolean().notNull().default(false),
    createdByUserId: ref().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.showreelId), index().on(t.clientId)],
);
