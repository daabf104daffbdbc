import { z } from "zod";
import { ASSISTANT_CITATION_TYPES, ASSISTANT_LIMITS, ASSISTANT_ROLES } from "../constants";
import type { AnswerTree } from "../answer-tree";
import { bloomAnswerMessages, messages } from "../messages";

/*
 * Bloom's answers across a client's research (001 §7 /v3/assistant): threads, their
 * messages with citations, and the named events of the answer stream.
 */

const id = z.number().int().positive();
const at = z.string().meta({ description: "ISO 8601 date and time" });

/** POST /api/v3/assistant/threads: a thread of the current client (client_id as every call carries it). */
export const threadCreateSchema = z
  .strictObject({ client_id: id.optional().meta({ description: "The client; the session's when left out" }) })
  .meta({ id: "AssistantThreadCreate" });

/** PATCH /api/v3/assistant/threads/{threadId}: rename. */
export const threadRenameSchema = z
  .strictObject({
    title: z
      .string({ error: messages.required })
      .trim()
      .min(1, messages.required)
      .max(
        ASSISTANT_LIMITS.threadTitleMaxLength,
        bloomAnswerMessages.titleTooLong(ASSISTANT_LIMITS.threadTitleMaxLength),
      ),
  })
  .meta({ id: "AssistantThreadRename" });

/** POST /api/v3/assistant/threads/{threadId}: a question, optionally scoped to studies or a project. */
export const askSchema = z
  .strictObject({
    question: z
      .string({ error: bloomAnswerMessages.questionRequired })
      .trim()
      .min(1, bloomAnswerMessages.questionRequired)
      .max(ASSISTANT_LIMITS.questionMaxLength, bloomAnswerMessages.questionTooLong(ASSISTANT_LIMITS.questionMaxLength))
      // Symbols alone ask nothing: there is no word or number to search for.
      .refine((question) => question === "" || /[\p{L}\p{N}]/u.test(question), bloomAnswerMessages.questionRequired),
    study_ids: z.array(id).max(ASSISTANT_LIMITS.scopeStudies).optional(),
    project_id: id.optional(),
  })
  .meta({ id: "AssistantQuestion" });

export const threadSchema = z
  .object({ id, title: z.string(), created_at: at, updated_at: at })
  .meta({ id: "AssistantThread" });

/** A quote's clip: where the interview video plays it. */
export const citationClipSchema = z.object({
  interview_id: id,
  start: z.number(),
  end: z.number(),
  participant: z.string(),
});

/** A numbered source of an answer ([n] in its text): what it says, where it is, and its clip for quotes. */
export const citationSchema = z
  .object({
    n: z.number().int().positive().meta({ description: "The [n] marker in the answer's text" }),
    type: z.enum(ASSISTANT_CITATION_TYPES),
    id: id.meta({
      description: "The quote, insight, business question or transcript line; the study for key takeaways",
    }),
    title: z.string().meta({ description: "What the chip says: the participant, insight or business question" }),
    text: z.string(),
    study: z.object({ id, title: z.string() }),
    href: z.string().meta({ description: "The page it comes from" }),
    clip: citationClipSchema.nullable(),
  })
  .meta({ id: "AssistantCitation" });

export const assistantMessageSchema = z
  .object({
    id,
    role: z.enum(ASSISTANT_ROLES),
    content: z.string().meta({ description: "Markdown; an answer's [n] markers name its citations" }),
    citations: z.array(citationSchema),
    /** What answered (the UI labels it): "Bloom — built-in engine", or the model's name. */
    engine: z.string().nullable(),
    stopped: z.boolean(),
    error: z.string().nullable(),
    /** Parts of an old answer were hidden because their sources are no longer visible to the reader. */
    redacted: z.boolean(),
    /** The scope the question was asked in. */
    study_ids: z.array(id),
    created_at: at,
  })
  .meta({ id: "AssistantMessage" });

export const threadWithMessagesSchema = threadSchema
  .extend({ messages: z.array(assistantMessageSchema) })
  .meta({ id: "AssistantThreadWithMessages" });

/** The payloads of the answer stream's named events (text/event-stream, one JSON object per event). */
export const streamEventSchemas = {
  thread: threadSchema,
  message_start: z.object({
    thread_id: id,
    question: assistantMessageSchema,
    engine: z.string(),
  }),
  citation: citationSchema,
  delta: z.object({ text: z.string() }),
  done: z.object({ message: assistantMessageSchema }),
  error: z.object({ message: z.string() }),
} as const;

/** What /assistant hands its chat island (server/views/assistant-page.ts loads it). */
export interface AssistantChatProps {
  threads: AssistantThread[];
  /** The thread the address opens (?thread=), read with its citations checked. */
  thread: AssistantThreadWithMessages | null;
  /** Its answers' Markdown parsed by the server, by message id (src/lib/answer-tree.ts). */
  answerTrees: Record<number, AnswerTree>;
  /** "Ask Bloom" on a study: new questions are asked about this study only (?study_id=). */
  study: { id: number; title: string } | null;
  starters: string[];
  /** The label of what answers: "Bloom — built-in engine" or the model's name. */
  engine: string;
  /** Cited clips can be made into a showreel (UPDATE_STUDY or UPDATE_DRAFT_STUDY_ONLY). */
  mayMakeShowreels: boolean;
  clientId: number;
}

export type AssistantThread = z.infer<typeof threadSchema>;
export type AssistantThreadWithMessages = z.infer<typeof threadWithMessagesSchema>;
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;
export type Citation = z.infer<typeof citationSchema>;
export type AskInput = z.infer<typeof askSchema>;
export type StreamEventName = keyof typeof streamEventSchemas;
export type StreamEvent = {
  [K in StreamEventName]: { event: K; data: z.infer<(typeof streamEventSchemas)[K]> };
}[StreamEventName];
