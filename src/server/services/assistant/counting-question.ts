import type { CountAsk, Outcome } from "./counted-facts";
import { type TermGroup } from "./question-terms";
import { hitOf, readText } from "./term-match";
import { stem } from "../../text/stem";

/*
 * A counting question ("how many participants failed to find the pack", "what share chose
 * Oatly", "how did they score the concept on average") and what it singles out. Its counting
 * and outcome words say how to count, not what: they are left out when the task is looked for.
 */

const COUNTING =
  /\b(?:how many|how much of|what (?:share|proportion|percentage|percent|fraction|number|part)|which share|how often|on average|average|what scores?|how (?:highly|well) did\b.{0,60}\b(?:rate|score)|(?:most|more|less|least) popular)\b/iu;
const SHARE = /\b(?:share|proportion|percentage|percent|fraction|%)/iu;

const OUTCOME_PATTERNS: readonly [Outcome, RegExp][] = [
  ["COMPLETED", /\bwithout (?:any )?(?:difficulty|problems?|trouble|help)\b|\beasily\b|\bstraight away\b/iu],
  ["WITH_DIFFICULTY", /\bwith (?:some )?difficulty\b|\bstruggl|\bdifficult|\bhard time\b|\btrouble\b/iu],
  [
    "FAILED",
    /\bfail|\bg[ai]ve up\b|\b(?:did|could|can|would)\s*(?:n['’]t|not)\s+(?:find|complete|finish|manage)|\bunable\b|\bnot (?:find|complete|finish)/iu,
  ],
  ["COMPLETED", /\bcomplet|\bsucceed|\bsuccess|\bmanaged\b|\bfound\b/iu],
];

/** Words that say how to count or which outcome, not which task. */
const HOW_TO_COUNT = new Set(
  (
    "fail failed failing gave give giving up difficulty difficult struggle struggled trouble complete completed " +
    "succeed succeeded success managed easily score scored scores rate rated rating average chose choose chosen " +
    "pick picked select selected tick ticked participant participants many share proportion percentage percent " +
    "popular prefer preferred"
  )
    .split(" ")
    .map(stem),
);

/** Whether the question asks for a number. */
export const isCountingQuestion = (question: string) => COUNTING.test(question);

/** The outcome the question names, if any ("failed", "with difficulty"). */
export function outcomeOf(question: string): Outcome | null {
  return OUTCOME_PATTERNS.find(([, pattern]) => pattern.test(question))?.[0] ?? null;
}

/** The groups that say which task: the question's, without its counting and outcome words. */
export function taskGroups(groups: readonly TermGroup[]): TermGroup[] {
  return groups.filter((group) => !group.same.some((term) => term.length === 1 && HOW_TO_COUNT.has(term[0]!)));
}

/** What the question singles out of a task's options and outcomes. */
export function countAsk(
  question: string,
  groups: readonly TermGroup[],
  task: { text: string; options: { id: string; text: string }[] },
): CountAsk {
  const { options } = task;
  // A word of the task's own text names the task, not one of its options ("which pack…": not "new pack").
  const asked = readText(task.text);
  const strong = groups.filter((group) => !group.weak && hitOf(asked, group) !== "same");
  const optionIds = options
    .filter((option) => {
      const text = readText(option.text);
      return strong.some((group) => hitOf(text, group) === "same");
    })
    .map((option) => option.id);
  // Every option named is no option singled out: the question names the task's subject, not a pick.
  return {
    outcome: outcomeOf(question),
    optionIds: optionIds.length === options.length ? [] : optionIds,
    share: SHARE.test(question),
  };
}
