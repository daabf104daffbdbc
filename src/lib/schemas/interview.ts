import { z } from "zod";
import { TASK_TYPES } from "../constants";
import { cursorQuerySchema } from "./common";
import { idListSchema } from "./id-list";
import { participantSchema } from "./quote";

const track = z.object({ url: z.string() }).nullable();

/** An interview (001 §3 Interview / clip), with signed media addresses. */
export const interviewSchema = z
  .object({
    id: z.number().int(),
    study_id: z.number().int(),
    segment: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    language: z.string(),
    /** Seconds. */
    duration: z.number(),
    participant: participantSchema,
    thumbnail: z.string().nullable(),
    video: z.object({
      combined_url: z.string().nullable(),
      face_url: z.string().nullable(),
      subtitles: z.object({ en: track, original: track }),
    }),
  })
  .meta({ id: "Interview" });
export type Interview = z.infer<typeof interviewSchema>;

/** Query of GET /v3/interviews. */
export const interviewListQuerySchema = cursorQuerySchema.extend({
  study_id: z.coerce.number().int().positive().optional(),
  segment_ids: idListSchema,
  search: z.string().trim().max(200).optional(),
  client_id: z.coerce.number().int().positive().optional(),
});
export type InterviewListQuery = z.infer<typeof interviewListQuerySchema>;

const timed = { start: z.number(), end: z.number() };

/** A transcript (001 §3): sections of tasks of spoken chunks, times in seconds into the video. */
export const transcriptSchema = z
  .object({
    interview: z.object({ id: z.number().int() }),
    language: z.string(),
    sections: z.array(
      z.object({
        ...timed,
        html: z.string(),
        text: z.string(),
        /** The study design's section this part of the interview answers (not part of the spoken text). */
        title: z.string().nullable(),
        tasks: z.array(
          z.object({
            id: z.number().int().nullable(),
            ...timed,
            html: z.string(),
            text: z.string(),
            /** The question or task as the study design words it. */
            title: z.string().nullable(),
            type: z.enum(TASK_TYPES),
            chunks: z.array(z.object({ ...timed, text: z.string(), original_text: z.string().nullable() })),
          }),
        ),
      }),
    ),
  })
  .meta({ id: "Transcript" });
export type Transcript = z.infer<typeof transcriptSchema>;

/** Where an interview lives, for routing to it (GET /v3/interviews/resolve/{id}). */
export const interviewLocationSchema = z
  .object({
    id: z.number().int(),
    study_id: z.number().int(),
    segment_id: z.number().int().nullable(),
    client_id: z.number().int(),
  })
  .meta({ id: "InterviewLocation" });
