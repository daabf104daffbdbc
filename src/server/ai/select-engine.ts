import type { Database } from "../db/client";
import type { Env } from "../env";
import { builtInEngine } from "./built-in/built-in-engine";
import type { BloomEngine } from "./engine";
import { openAiEngine, type OpenAiEngineOptions } from "./openai/openai-engine";

/** The settings that choose Bloom's engine (validated by env.ts: each provider's variables are present). */
export type EngineSettings = Pick<Env, "AI_PROVIDER" | "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL" | "AI_MODEL_PATH">;

/** Bloom's engine for the configured AI_PROVIDER (DESIGN §6); callers never know which one runs. */
export function engineFor(settings: EngineSettings, database: Database): BloomEngine {
  switch (settings.AI_PROVIDER) {
    case "builtin":
      return builtInEngine(database);
    case "openai":
      return openAiEngine(openAiOptions(settings));
    case "local":
      throw new Error(LOCAL_MISSING);
  }
}

export const LOCAL_MISSING = "AI_PROVIDER=local needs node-llama-cpp, which this build does not include yet";

/** The OpenAI-compatible server of the settings (AI_PROVIDER=openai). */
export function openAiOptions(settings: EngineSettings): OpenAiEngineOptions {
  const { AI_BASE_URL: baseUrl, AI_API_KEY: apiKey, AI_MODEL: model } = settings;
  if (!baseUrl || !apiKey || !model) throw new Error("AI_PROVIDER=openai needs AI_BASE_URL, AI_API_KEY and AI_MODEL");
  return { baseUrl, apiKey, model };
}
