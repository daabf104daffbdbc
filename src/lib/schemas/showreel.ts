import { z } from "zod";
import {
  MAX_SHOWREEL_CLIPS,
  SHOWREEL_CAPTION_LANGUAGES,
  SHOWREEL_CAPTIONS,
  SHOWREEL_STATUSES,
  SHOWREEL_TYPES,
} from "../constants";
import { cursorQuerySchema, idSchema, pageQuerySchema } from "./common";
import { mediaPreparingSchema, subtitleTracksSchema } from "./video";

/*
 * Showreel payloads of 001 §3 and §7 (v1, v3 and the published showreels). One contract for the
 * routes, the browser client and the editor.
 */

export const showreelSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(SHOWREEL_TYPES),
    /** Whether it counts as custom (001 §4: CUSTOM, created on or after 2022-10-21, or the custom_showreel flag). */
    is_custom: z.boolean(),
    title: z.string(),
    description: z.string(),
    client_id: z.number().int(),
    study_id: z.number().int(),
    segment_id: z.number().int().nullable(),
    insight_id: z.number().int().nullable(),
    objective_id: z.number().int().nullable(),
    status: z.enum(SHOWREEL_STATUSES),
    /** Why the last render failed (status ERROR), else null. */
    error: z.string().nullable(),
    published: z.boolean(),
    /** The unguessable id of the public link while published, else null. */
    public_id: z.string().nullable(),
    revision: z.number().int(),
    /** OFF, a subtitle TRACK, or BURNED into the picture. */
    captions: z.enum(SHOWREEL_CAPTIONS),
    /** The captions' words: "en" (the English translation) or "original" (what each participant said). */
    caption_language: z.enum(SHOWREEL_CAPTION_LANGUAGES),
    /** A title card (the reel's title and study's name, 2 s) opens the reel and a card with the client's name closes it. */
    cards: z.boolean(),
    /** Clips (1-based, in reel order) the last render found no transcript words for: they play without captions. */
    uncaptioned_clips: z.array(z.number().int()),
    duration: z.number().nullable(),
    quotes: z.array(z.number().int()),
    thumbnail: z.string().nullable(),
    combined_url: z.string().nullable(),
    face_url: z.string().nullable(),
    /** The subtitle track in the caption language (captions TRACK), else null. */
    subtitles: z.string().nullable(),
    /** Every caption language's track (captions TRACK), so a viewer can switch between them. */
    subtitle_tracks: subtitleTracksSchema,
    /**
     * On one showreel's read, while it waits to render for interview videos still being made: how
     * many of its client's are ready. Null otherwise (and in lists).
     */
    preparing: mediaPreparingSchema.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "Showreel" });

/** A clip of a showreel: the quote (001 §3 Quote) with its place and trims in the reel. */
export const showreelClipSchema = z
  .object({
    id: z.number().int(),
    content: z.string(),
    language: z.string(),
    start: z.number(),
    end: z.number(),
    thumbnail: z.string().nullable(),
    participant: z.object({
      id: z.number().int(),
      name: z.string(),
      age: z.number().int().nullable(),
      country: z.string().nullable(),
    }),
    task: z.object({ id: z.number().int(), html: z.string(), text: z.string(), type: z.string() }).nullable(),
    segment: z.object({ id: z.number().int(), socrat_study_id: z.number().int() }).nullable(),
    interview: z.object({ id: z.number().int() }),
    position: z.number().int(),
    /** The part of the quote the reel plays (the quote's own span unless trimmed). */
    clip_start: z.number(),
    clip_end: z.number(),
  })
  .meta({ id: "ShowreelClip" });

/** One clip of a write: a quote id, or a quote with trims inside its own span. */
export const clipInputSchema = z.union([
  idSchema,
  z.object({ id: idSchema, start: z.number().min(0).nullish(), end: z.number().positive().nullish() }),
]);

const quotesInput = z.array(clipInputSchema).max(MAX_SHOWREEL_CLIPS);

export const createShowreelSchema = z.object({
  study_id: idSchema,
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(2000).default(""),
  segment_id: idSchema.optional(),
  quotes: quotesInput.min(1),
});

export const updateShowreelSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    description: z.string().trim().max(2000),
    published: z.boolean(),
    quotes: quotesInput,
    /** A change renders a new revision, as a clip change does. */
    captions: z.enum(SHOWREEL_CAPTIONS),
    caption_language: z.enum(SHOWREEL_CAPTION_LANGUAGES),
    /** Title and end cards; a change renders a new revision, and so does a title change while they are on. */
    cards: z.boolean(),
  })
  .partial();

const filters = {
  client_id: idSchema.optional(),
  study_id: idSchema.optional(),
};

export const SHOWREEL_SORT_KEYS = ["title", "description", "created_at", "updated_at"] as const;

/** GET /v1/showreels. */
export const showreelPageQuerySchema = pageQuerySchema.extend({
  ...filters,
  project_id: idSchema.optional(),
  sort_by: z.enum(SHOWREEL_SORT_KEYS).default("created_at"),
  sort_order: z.enum(["asc", "desc"]).default("desc"),
});

/** GET /v3/showreels: segment_ids is a comma-separated list. */
export const showreelCursorQuerySchema = cursorQuerySchema.extend({
  ...filters,
  segment_ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, "The segment ids must be a comma-separated list of ids.")
    .transform((v) => v.split(",").map(Number))
    .optional(),
  search: z.string().trim().min(1).max(200).optional(),
  type: z.enum(SHOWREEL_TYPES).optional(),
});

export const publishedShowreelSchema = z
  .object({
    id: z.string(),
    showreel_id: z.number().int(),
    study_id: z.number().int().nullable(),
    insight_id: z.number().int().nullable(),
    project_id: z.number().int().nullable(),
    indexable: z.boolean(),
    /** The public page, relative to the portal; the share link is built on the portal's own host. */
    path: z.string(),
    created_at: z.string(),
  })
  .meta({ id: "PublishedShowreel" });

/** The public view of a published showreel: what a logged-out viewer may see. */
export const publicShowreelSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    status: z.enum(SHOWREEL_STATUSES),
    duration: z.number().nullable(),
    thumbnail: z.string().nullable(),
    combined_url: z.string().nullable(),
    subtitles: z.string().nullable(),
    /** Every caption language's track, so a viewer can switch between them. */
    subtitle_tracks: subtitleTracksSchema,
    /** The subtitle track's words: "en" or "original" (what each participant said); the one shown first. */
    caption_language: z.enum(SHOWREEL_CAPTION_LANGUAGES),
  })
  .meta({ id: "PublicShowreel" });

/** POST /v1/public/published_showreels: which showreel (by id, else the insight's, else the study's curated one). */
export const publishShowreelSchema = z
  .object({
    showreel_id: idSchema.optional(),
    study_id: idSchema.optional(),
    insight_id: idSchema.optional(),
    project_id: idSchema.optional(),
    indexable: z.boolean().default(false),
  })
  .refine((v) => v.showreel_id ?? v.insight_id ?? v.study_id, {
    message: "A showreel_id, insight_id or study_id is required.",
    path: ["showreel_id"],
  });

export const publishedShowreelListQuerySchema = pageQuerySchema.extend({ study_id: idSchema.optional() });

/** A public link id; any malformed one is simply not found (404), like an unpublished one. */
export const publicIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

export type Showreel = z.infer<typeof showreelSchema>;
export type ShowreelClip = z.infer<typeof showreelClipSchema>;
export type ClipInput = z.infer<typeof clipInputSchema>;
export type CreateShowreel = z.infer<typeof createShowreelSchema>;
export type UpdateShowreel = z.infer<typeof updateShowreelSchema>;
export type ShowreelPageQuery = z.infer<typeof showreelPageQuerySchema>;
export type ShowreelCursorQuery = z.infer<typeof showreelCursorQuerySchema>;
export type PublishedShowreel = z.infer<typeof publishedShowreelSchema>;
export type PublicShowreel = z.infer<typeof publicShowreelSchema>;
export type PublishShowreel = z.infer<typeof publishShowreelSchema>;
export type ShowreelPage = { data: Showreel[]; meta: { next_cursor: string | null; limit: number } };
