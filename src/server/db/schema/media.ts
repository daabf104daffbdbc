import { boolean, index, integer, pgTable, real, text } from "drizzle-orm/pg-core";
import { clients, users } from "./access";
import { at, createdAt, id, ref } from "./columns";
import { mediaKind, uploadStatus } from "./enums";
import { studies } from "./studies";

/** A file the product stores (video, subtitles, image); storageKey is relative to the storage root. */
export const mediaAssets = pgTable(
  "media_assets",
  {
    id: id(),
    clientId: ref().references(() => clients.id, { onDelete: "cascade" }),
    kind: mediaKind().notNull(),
    storageKey: text().notNull(),
    mimeType: text().notNull(),
    size: integer(),
    durationSeconds: real(),
    width: integer(),
    height: integer(),
    lang: text(),
    revision: integer().notNull().default(1),
    contentHash: text(),
    /**
     * The row exists but its file is still being made (the demo's videos render in the background
     * after the first start): players show "being prepared" instead of an address that would 404.
     */
    pending: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.clientId)],
);

/** An upload through a presigned address; checked (size, magic bytes) once it lands. */
export const uploads = pgTable("uploads", {
  id: id(),
  clientId: ref().references(() => clients.id, { onDelete: "cascade" }),
  userId: ref().references(() => users.id, { onDelete: "set null" }),
  uploadType: text().notNull(),
  /** study_object_file and order_object: the draft the file was uploaded for. */
  studyId: ref().references(() => studies.id, { onDelete: "cascade" }),
  fileName: text().notNull(),
  contentType: text().notNull(),
  size: integer(),
  storageKey: text().notNull().unique(),
  status: uploadStatus().notNull().default("PENDING"),
  expiresAt: at().notNull(),
  completedAt: at(),
  createdAt: createdAt(),
});
