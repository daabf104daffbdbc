import { setTimeout as sleep } from "node:timers/promises";
import { ASSISTANT_BUILT_IN_LINE_MS } from "@/lib/constants";
import type { Answer, AnswerInput } from "../engine-answer";
import { composeAnswer } from "./compose-answer";

/**
 * The embedded default's answers: the passages themselves, grouped by study and theme
 * (compose-answer.ts). Composing takes well under a millisecond; the lines are then sent
 * ASSISTANT_BUILT_IN_LINE_MS apart so the answer reads as it arrives and can be stopped.
 */
export function builtInAnswer(lineMs: number = ASSISTANT_BUILT_IN_LINE_MS): Answer {
  return async function* ({ passages, parts, signal }: AnswerInput) {
    const lines = composeAnswer(passages, parts);
    for (const [index, line] of lines.entries()) {
      if (signal.aborted) return;
      if (index > 0 && line !== "" && lineMs > 0) await sleep(lineMs, undefined, { signal }).catch(() => undefined);
      if (signal.aborted) return;
      yield `${line}\n`;
    }
  };
}
