import { builtInEngineMessages } from "@/lib/messages";
import type { TranslateInput, Translation } from "../engine";

/**
 * Translation by the built-in engine, which has no translator: it never pretends. The texts come
 * back unchanged with `translated: false` and a note saying so, except when the languages are the
 * same, where the texts are already what was asked for.
 */
export function translate(input: TranslateInput): Translation {
  const same = input.from.trim().toLowerCase() === input.to.trim().toLowerCase();
  return {
    texts: [...input.texts],
    translated: same,
    note: same ? null : builtInEngineMessages.noTranslator,
  };
}
