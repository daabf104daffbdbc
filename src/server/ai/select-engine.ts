import type { Database } from "../db/client";
import type { Env } from "../env";
import { builtInEngine } from "./built-in/built-in-engine";
import type { BloomEngine } from "./engine";
import { localEngine } from "./local/local-engine";
import { openAiEngine } from "./openai/openai-engine";

/** The settings that choose Bloom's engine (validated by env.ts: each provider's variables are present). */
export type EngineSettings = Pick<Env, "AI_PROVIDER" | "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL" | "AI_MODEL_PATH">;

/** Bloom's engine for the configured AI_PROVIDER (DESIGN §6); callers never know which one runs. */
export function engineFor(settings: EngineSettings, database: Database): BloomEngine {
  switch (settings.AI_PROVIDER) {
    case "builtin":
      return builtInEngine(database);
    case "openai": {
      const { AI_BASE_URL: baseUrl, AI_API_KEY: apiKey, AI_MODEL: model } = settings;
      if (!baseUrl || !apiKey || !model) {
        throw new Error("AI_PROVIDER=openai needs AI_BASE_URL, AI_API_KEY and AI_MODEL");
      }
      return openAiEngine({ baseUrl, apiKey, model });
    }
    case "local": {
      if (!settings.AI_MODEL_PATH) throw new Error("AI_PROVIDER=local needs AI_MODEL_PATH");
      return localEngine({ modelPath: settings.AI_MODEL_PATH });
    }
  }
}
