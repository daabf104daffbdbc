import { env, type Env } from "../env";
import { builtInAnswerer } from "./built-in/answer";
import { localAnswerer } from "./local/answer";
import type { BloomAnswerer } from "./engine-answer";
import { openAiAnswerer } from "./openai/answer";
import { type EngineSettings, localOptions, openAiOptions } from "./select-engine";

/** What answers questions for the configured AI_PROVIDER: the same provider as the rest of Bloom. */
export function answererFor(settings: EngineSettings & Partial<Pick<Env, "ASSISTANT_LINE_MS">>): BloomAnswerer {
  switch (settings.AI_PROVIDER) {
    case "builtin":
      return builtInAnswerer(settings.ASSISTANT_LINE_MS);
    case "openai":
      return openAiAnswerer(openAiOptions(settings));
    case "local":
      return localAnswerer(localOptions(settings));
  }
}

let current: { settings: ReturnType<typeof env>; answerer: BloomAnswerer } | undefined;

/** The answerer this process runs, made once per settings (as current-engine.ts makes the engine). */
export function bloomAnswerer(): BloomAnswerer {
  const settings = env();
  if (current?.settings !== settings) current = { settings, answerer: answererFor(settings) };
  return current.answerer;
}
