import { factTaskText } from "@/lib/messages";
import type { ProposedTask } from "../engine";
import type { BriefFacts } from "./brief-facts";

/*
 * A template's placeholders ("Claim 1", "Post A", "Concept B") are never left in a proposal:
 * each becomes the brief's own fact of that kind (its claims, its stimuli) where it lists one,
 * else a plain instruction to fill it in, which the wizard lists as needing an edit.
 */

const PLACEHOLDER =
  /^(claim|post|concept|option|design|version|variant|ad|idea|message|creative|route)\s*([0-9]+|[A-H])$/iu;
const IN_TEXT = /\b(claim|post|concept|design|version|variant|ad|idea|message|creative|route)\s+([0-9]|[A-H])\b/gu;

/** The brief's facts that can stand for a placeholder of this kind. */
function factsOfKind(kind: string, facts: BriefFacts): string[] {
  if (kind === "claim" || kind === "message") {
    // Claims named without quotation marks ("the climate claim or the taste claim") count too.
    return facts.claims.length ? facts.claims : facts.stimuli.filter((stimulus) => /\bclaims?\b/iu.test(stimulus));
  }
  return facts.stimuli;
}

/** `task` with its placeholder options and words replaced by the brief's facts or fill-in instructions. */
export function fillPlaceholders(task: ProposedTask, facts: BriefFacts): ProposedTask {
  let used = 0;
  let filled = 0;
  const options = task.options.flatMap((option) => {
    const match = PLACEHOLDER.exec(option.text.trim());
    if (!match) return [option];
    const kind = match[1]!.toLowerCase();
    const fact = factsOfKind(kind, facts)[used];
    used += 1;
    if (fact) filled += 1;
    // Once the brief's facts of this kind run out, two or more are a full choice: the rest go.
    if (!fact && filled >= 2) return [];
    return [{ text: fact ?? factTaskText.fillIn(`${kind} ${match[2]}`) }];
  });
  const text = task.text.replace(IN_TEXT, (whole, kind: string, which: string) =>
    kind[0] === kind[0]!.toUpperCase() || /^[A-H0-9]$/u.test(which)
      ? factTaskText.fillIn(`${kind.toLowerCase()} ${which}`)
      : whole,
  );
  return { ...task, text, options };
}
