import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import {
  APICallError,
  generateText,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  RetryError,
  type LanguageModel,
} from "ai";
import { z } from "zod";
import {
  BRIEF_CRITERIA,
  ratingOf,
  type BloomEngine,
  type BriefInput,
  type BriefRating,
  type Design,
  type DesignInput,
  type Outline,
  type OutlineInput,
  type Progress,
  type RefinedBrief,
  type TranslateInput,
  type Translation,
} from "../engine";
import {
  designPrompt,
  outlinePrompt,
  rateBriefPrompt,
  refineBriefPrompt,
  translatePrompt,
  type PromptPair,
} from "./prompts";
import {
  briefReplySchema,
  designReplySchema,
  outlineReplySchema,
  refinedBriefReplySchema,
  translationReplySchema,
} from "./schemas";

/*
 * Bloom's engine on any OpenAI-compatible chat-completions server (AI_PROVIDER=openai, DESIGN §6).
 * Every answer is structured output: the request carries the reply's JSON Schema
 * (response_format json_schema, strict) and the reply is validated against the same zod schema,
 * so a reply that does not fit rejects the call with an error naming what was wrong; there are no
 * partial results.
 */

export interface OpenAiEngineOptions {
  /** The server's API root, up to and including /v1 (AI_BASE_URL); /chat/completions is appended. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>` (AI_API_KEY). */
  apiKey: string;
  /** The model's name on that server (AI_MODEL). */
  model: string;
  /** For tests: the fetch the provider calls. */
  fetch?: typeof globalThis.fetch;
  /** Retries of a failed HTTP call (429, 5xx); 2 by default. */
  maxRetries?: number;
  /** How long one call may take, in milliseconds; 120 s by default. */
  timeoutMs?: number;
}

/** The chat model of the configured server, with the retries and time limit of every call (engine and answers). */
export function openAiCall(options: OpenAiEngineOptions): CallSettings {
  const provider = createOpenAICompatible({
    name: "bloom",
    baseURL: options.baseUrl,
    apiKey: options.apiKey,
    fetch: options.fetch,
    // Sends response_format { type: "json_schema", json_schema: { schema, strict: true } }, not bare json_object.
    supportsStructuredOutputs: true,
  });
  const model = provider.chatModel(options.model);
  return { model, maxRetries: options.maxRetries ?? 2, timeoutMs: options.timeoutMs ?? 120_000 };
}

/** What the UI shows beside a result of this engine. */
export const openAiLabel = (options: Pick<OpenAiEngineOptions, "model">) =>
  `Bloom — ${options.model} (OpenAI-compatible)`;

export function openAiEngine(options: OpenAiEngineOptions): BloomEngine {
  const call = openAiCall(options);

  return {
    label: openAiLabel(options),

    async rateBrief(input: BriefInput): Promise<BriefRating> {
      const reply = await structured(call, "brief_rating", briefReplySchema, rateBriefPrompt(input));
      // Scored as the built-in engine scores, so a brief meeting the same criteria scores the same.
      return ratingOf(
        BRIEF_CRITERIA.map((key) => ({
          key,
          met: reply[key].met,
          suggestion: reply[key].met ? null : reply[key].suggestion!.trim(),
        })),
      );
    },

    async refineBrief(input: BriefInput): Promise<RefinedBrief> {
      const reply = await structured(call, "refined_brief", refinedBriefReplySchema, refineBriefPrompt(input));
      const brief = reply.brief.trim();
      return { brief, gaps: (brief.match(/\[[^\]]+\]/g) ?? []).length };
    },

    async outline(input: OutlineInput, progress: Progress): Promise<Outline> {
      await progress(10);
      const reply = await structured(call, "outline", outlineReplySchema(input.count), outlinePrompt(input));
      await progress(100);
      return { business_questions: reply.business_questions.map((question) => question.trim()) };
    },

    async design(input: DesignInput, progress: Progress): Promise<Design> {
      const questions = input.business_questions.length;
      const only = input.only_business_question;
      if (questions === 0) throw new Error("A study design needs at least one business question.");
      if (only !== undefined && (!Number.isInteger(only) || only < 0 || only >= questions)) {
        throw new Error(`only_business_question ${only} is not one of the ${questions} business questions.`);
      }
      await progress(10);
      const reply = await structured(call, "study_design", designReplySchema(questions, only), designPrompt(input));
      await progress(100);
      return {
        sections: reply.sections.map((section) => ({
          business_question: section.business_question,
          text: section.text.trim(),
          tasks: section.tasks.map((task) => ({
            type: task.type,
            text: task.text.trim(),
            explainer: task.explainer,
            options: task.options.map((option) => ({ text: option.text.trim() })),
            scale_length: task.scale_length,
            subtasks: task.subtasks.map((subtask) => ({ type: subtask.type, text: subtask.text.trim() })),
          })),
        })),
      };
    },

    async translate(input: TranslateInput): Promise<Translation> {
      if (input.texts.length === 0 || input.from === input.to) {
        return { texts: [...input.texts], translated: true, note: null };
      }
      const reply = await structured(
        call,
        "translation",
        translationReplySchema(input.texts.length),
        translatePrompt(input),
      );
      return { texts: reply.texts, translated: true, note: null };
    },
  };
}

export interface CallSettings {
  model: LanguageModel;
  maxRetries: number;
  timeoutMs: number;
}

/** One chat completion whose reply must be a JSON object valid against `schema`. */
async function structured<T>(
  settings: CallSettings,
  name: string,
  schema: z.ZodType<T>,
  { system, prompt }: PromptPair,
): Promise<T> {
  try {
    const result = await generateText({
      model: settings.model,
      system,
      prompt,
      output: Output.object({ schema, name }),
      maxRetries: settings.maxRetries,
      timeout: settings.timeoutMs,
    });
    return result.output;
  } catch (error) {
    throw explain(name, error);
  }
}

/** An error that says what went wrong in words an administrator can act on; the original is its cause. */
export function explain(name: string, error: unknown): Error {
  const what = name.replace(/_/g, " ");
  if (NoObjectGeneratedError.isInstance(error) || NoOutputGeneratedError.isInstance(error)) {
    const issues = zodIssues(error);
    const reason = issues ?? error.message;
    return new Error(`The AI model's ${what} does not fit the expected format: ${reason}`, { cause: error });
  }
  const apiError = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(apiError)) {
    const status = apiError.statusCode === undefined ? "no answer" : `HTTP ${apiError.statusCode}`;
    return new Error(`The AI server refused the ${what} request (${status}): ${apiError.message}`, { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** The zod issues somewhere in an error's cause chain (the SDK wraps them twice), as "path: message". */
function zodIssues(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const issues = (current as Partial<z.ZodError>).issues;
    if (Array.isArray(issues) && issues.length > 0) {
      const shown = issues.slice(0, 5).map((issue) => `${issue.path.join(".") || "(reply)"}: ${issue.message}`);
      return `${shown.join("; ")}${issues.length > shown.length ? ` (and ${issues.length - shown.length} more)` : ""}`;
    }
    current = current.cause;
  }
  return undefined;
}
