import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, Output, type LanguageModel } from "ai";
import type { z } from "zod";
import type { BloomEngine } from "../engine";
import type { PromptPair } from "../structured/prompts";
import { structuredEngine } from "../structured/structured-engine";
import { openAiAnswer } from "./answer";
import { explain } from "./explain";

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
    ...structuredEngine(openAiLabel(options), false, (name, schema, prompt) => structured(call, name, schema, prompt)),
    answer: openAiAnswer(call),
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
