import { db } from "../db/client";
import { env } from "../env";
import type { BloomEngine } from "./engine";
import { engineFor } from "./select-engine";

let current: { settings: ReturnType<typeof env>; engine: BloomEngine } | undefined;

/**
 * The engine this process runs, chosen by configuration (AI_PROVIDER, validated at start) and
 * made once per settings: a changed configuration (setEnv) gets its engine.
 */
export function bloom(): BloomEngine {
  const settings = env();
  if (current?.settings !== settings) current = { settings, engine: engineFor(settings, db()) };
  return current.engine;
}
