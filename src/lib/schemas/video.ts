import { z } from "zod";
import { SHOWREEL_TYPES, TASK_TYPES } from "../constants";
import { pageEnvelope, pageQuerySchema } from "./common";

/*
 * Participant videos (001 §3 Interview/clip and Video): what GET /api/studies/{id}/participant_videos,
 * GET /api/videos/{id} and PUT /api/videos/{id}/publish answer, and what the video player holds.
 * Times are seconds into the interview video.
 */

const id = z.number().int().positive();
const url = z.string().meta({ description: "Signed, short-lived media address (/api/v1/media/serve/…)" });

export const videoParticipantSchema = z
  .object({ id, age: z.number().int().nullable(), country: z.string().nullable(), name: z.string() })
  .meta({ id: "VideoParticipant" });

/** While a client's interview videos are still being made: how many of them are ready. */
export const mediaPreparingSchema = z
  .object({ ready: z.number().int().nonnegative(), total: z.number().int().positive() })
  .meta({ id: "MediaPreparing" });

/** A subtitle track in each caption language: English and the participants' own words; null where there is none. */
export const subtitleTracksSchema = z
  .object({
    en: z.object({ url }).nullable(),
    original: z.object({ url }).nullable(),
  })
  .meta({ id: "SubtitleTracks" });

/**
 * The playable files of a video: the combined and face angles and the two subtitle tracks. A video
 * whose file is still being made has no addresses yet, and `preparing` says how far its client's are.
 */
export const videoMediaSchema = z
  .object({
    combined_url: url.nullable(),
    face_url: url.nullable(),
    /** Same file as combined_url, answered as an attachment (the download dialog's link). */
    download_url: url.nullable(),
    subtitles: subtitleTracksSchema,
    preparing: mediaPreparingSchema.nullable(),
  })
  .meta({ id: "VideoMedia" });

const timed = { start: z.number().nullable(), end: z.number().nullable() };

export const videoSubtaskSchema = z
  .object({ id, text: z.string(), html: z.string(), type: z.enum(TASK_TYPES), position: z.number().int(), ...timed })
  .meta({ id: "VideoSubtask" });

/** A task of the study as this interview answered it; start/end from the transcript (null if not reached). */
export const videoTaskSchema = videoSubtaskSchema
  .extend({ position_name: z.string().nullable(), subtasks: z.array(videoSubtaskSchema) })
  .meta({ id: "VideoTask" });

/** A quote of this interview: a clip the player can seek to. */
export const videoClipSchema = z
  .object({ id, content: z.string(), start: z.number(), end: z.number(), task: z.object({ id }).nullable() })
  .meta({ id: "VideoClip" });

/** A clip of this interview used in one of the study's showreels. */
export const videoShowreelClipSchema = z
  .object({
    showreel: z.object({ id, title: z.string(), type: z.enum(SHOWREEL_TYPES) }),
    quote_id: id,
    content: z.string(),
    start: z.number(),
    end: z.number(),
  })
  .meta({ id: "VideoShowreelClip" });

/** A participant video in lists: 001 §3 Interview/clip plus the published flag. */
export const videoSummarySchema = z
  .object({
    id,
    study_id: id,
    language: z.string(),
    duration: z.number(),
    published: z.boolean(),
    participant: videoParticipantSchema,
    thumbnail: url.nullable(),
    video: videoMediaSchema,
  })
  .meta({ id: "VideoSummary" });

/** One video with what the player shows beside it (001 §3 Video: tasks with subtasks, published flag). */
export const videoSchema = videoSummarySchema
  .extend({
    tasks: z.array(videoTaskSchema),
    clips: z.array(videoClipSchema),
    showreel_clips: z.array(videoShowreelClipSchema),
  })
  .meta({ id: "Video" });

/** Query of GET /api/studies/{id}/participant_videos. */
export const videoListQuerySchema = pageQuerySchema;

/** Page list of participant videos. */
export const videoPageSchema = pageEnvelope(videoSummarySchema);

/** Body of PUT /api/videos/{id}/publish (needs publish_videos). */
export const videoPublishSchema = z.strictObject({ published: z.boolean() }).meta({ id: "VideoPublishRequest" });

export type MediaPreparing = z.infer<typeof mediaPreparingSchema>;
export type VideoSummary = z.infer<typeof videoSummarySchema>;
export type Video = z.infer<typeof videoSchema>;
export type VideoTask = z.infer<typeof videoTaskSchema>;
export type VideoClip = z.infer<typeof videoClipSchema>;
export type VideoShowreelClip = z.infer<typeof videoShowreelClipSchema>;
export type VideoPage = z.infer<typeof videoPageSchema>;
export type VideoListQuery = z.infer<typeof videoListQuerySchema>;
