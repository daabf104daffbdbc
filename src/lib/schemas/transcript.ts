import { z } from "zod";
import { TASK_TYPES } from "../constants";

/* A transcript (001 §3): sections of tasks of spoken chunks, times in seconds into the video. */

const span = { start: z.number(), end: z.number() };

export const transcriptChunkSchema = z
  .object({ ...span, text: z.string(), original_text: z.string().nullable() })
  .meta({ id: "TranscriptChunk" });

export const transcriptTaskSchema = z
  .object({
    id: z.number().int().nullable().meta({ description: "The study task answered (null if it was deleted)" }),
    ...span,
    chunks: z.array(transcriptChunkSchema),
    html: z.string(),
    text: z.string(),
    type: z.enum(TASK_TYPES),
  })
  .meta({ id: "TranscriptTask" });

export const transcriptSchema = z
  .object({
    interview: z.object({ id: z.number().int() }),
    language: z.string(),
    sections: z.array(z.object({ ...span, html: z.string(), text: z.string(), tasks: z.array(transcriptTaskSchema) })),
  })
  .meta({ id: "Transcript" });

export type Transcript = z.infer<typeof transcriptSchema>;
