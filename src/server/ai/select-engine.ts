import type { Database } from "../db/client";
import type { Env } from "../env";
import { builtInEngine } from "./built-in/built-in-engine";
import type { BloomEngine } from "./engine";
import { localEngine } from "./local/local-engine";
import { openAiEngine, type OpenAiEngineOptions } from "./openai/openai-engine";

/** The settings that choose Bloom's engine (validated by env.ts: each provider's variables are present). */
export type EngineSettings = Pick<Env, "AI_PROVIDER" | "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL" | "AI_MODEL_PATH"> &
  Partial<Pick<Env, "ASSISTANT_LINE_MS">>;

/** Bloom's engine for the configured AI_PROVIDER (DESIGN §6); callers never know which one runs. */
export function engineFor(settings: EngineSettings, database: Database): BloomEngine {
  switch (settings.AI_PROVIDER) {
    case "builtin":
      return builtInEngine(database, settings.ASSISTANT_LINE_MS);
    case "openai":
      return openAiEngine(openAiOptions(settings));
    case "local":
      return localEngine(localOptions(settings));
  }
}

/** The model file of the settings (AI_PROVIDER=local). */
export function localOptions(settings: EngineSettings): { modelPath: string } {
  if (!settings.AI_MODEL_PATH) throw new Error("AI_PROVIDER=local needs AI_MODEL_PATH");
  return { modelPath: settings.AI_MODEL_PATH };
}

/** The OpenAI-compatible server of the settings (AI_PROVIDER=openai). */
export function openAiOptions(settings: EngineSettings): OpenAiEngineOptions {
  const { AI_BASE_URL: baseUrl, AI_API_KEY: apiKey, AI_MODEL: model } = settings;
  if (!baseUrl || !apiKey || !model) throw new Error("AI_PROVIDER=openai needs AI_BASE_URL, AI_API_KEY and AI_MODEL");
  return { baseUrl, apiKey, model };
}
