import { countedFactMessages as say } from "@/lib/messages";

/*
 * The numbers a counting question asks for, computed from the task answers (never estimated):
 * an observation's outcomes, a choice's picks, a scale's scores, each with its base ("1 of 8
 * participants failed"). Pure: the answers come from task-answer-counts.ts.
 */

export type Outcome = "COMPLETED" | "WITH_DIFFICULTY" | "FAILED";

/** One participant's answer to the counted task. */
export interface CountedAnswer {
  choice: string | null;
  choices: string[];
  score: number | null;
  seconds: number | null;
  quoteId: string | null;
}

export interface CountedTask {
  type: "OBSERVATION" | "RADIO" | "CHECKBOX" | "SCORING";
  options: { id: string; text: string }[];
  answers: CountedAnswer[];
}

/** What the question singles out: an outcome, options, a share in percent. */
export interface CountAsk {
  outcome: Outcome | null;
  optionIds: string[];
  share: boolean;
}

export interface Counted {
  text: string;
  /** The answers whose quotes show the number: those counted first. */
  quoteIds: string[];
}

const OUTCOMES: readonly Outcome[] = ["FAILED", "WITH_DIFFICULTY", "COMPLETED"];

const quotesOf = (answers: readonly CountedAnswer[]) =>
  answers.map((answer) => answer.quoteId).filter((id): id is string => id !== null);

/** "1 of 8" with " (13 %)" when the question asks for a share. */
function base(count: number, total: number, share: boolean): string {
  return share ? `${say.of(count, total)} (${Math.round((count / total) * 100)} %)` : say.of(count, total);
}

function observation(task: CountedTask, ask: CountAsk): Counted {
  const total = task.answers.length;
  const order = ask.outcome ? [ask.outcome, ...OUTCOMES.filter((o) => o !== ask.outcome)] : OUTCOMES;
  const parts = order
    .map((outcome) => ({ outcome, count: task.answers.filter((answer) => answer.choice === outcome).length }))
    .filter((part, index) => part.count > 0 || index === 0);
  const text = parts
    .map((part, index) =>
      say.outcome(part.outcome, index === 0 ? base(part.count, total, ask.share) : String(part.count)),
    )
    .join("; ");
  const seconds = task.answers.map((answer) => answer.seconds).filter((value): value is number => value !== null);
  const time = seconds.length
    ? ` ${say.averageTime(Math.round(seconds.reduce((a, b) => a + b, 0) / seconds.length))}`
    : "";
  const first = order[0]!;
  const shown = task.answers.filter((answer) => answer.choice === first);
  return { text: `${text}.${time}`, quoteIds: quotesOf([...shown, ...task.answers.filter((a) => !shown.includes(a))]) };
}

function choice(task: CountedTask, ask: CountAsk): Counted {
  const total = task.answers.length;
  const picked = (answer: CountedAnswer, id: string) => answer.choice === id || answer.choices.includes(id);
  const named = task.options.filter((option) => ask.optionIds.includes(option.id));
  const listed = named.length ? named : task.options;
  const counts = listed
    .map((option) => ({ option, chose: task.answers.filter((answer) => picked(answer, option.id)) }))
    .sort((a, b) => (named.length ? 0 : b.chose.length - a.chose.length));
  const text = counts
    .map(({ option, chose }, index) =>
      say.chose(index === 0 || named.length ? base(chose.length, total, ask.share) : String(chose.length), option.text),
    )
    .join("; ");
  const shown = counts.flatMap(({ chose }) => chose);
  return { text: `${text}.`, quoteIds: quotesOf([...new Set(shown)]) };
}

function scoring(task: CountedTask, ask: CountAsk): Counted {
  const scored = task.answers.filter((answer) => answer.score !== null);
  const average = scored.reduce((sum, answer) => sum + answer.score!, 0) / (scored.length || 1);
  const top = scored.filter((answer) => answer.score! >= 4);
  const text = say.scored(scored.length, average.toFixed(1), base(top.length, scored.length, ask.share));
  const byScore = [...scored].sort((a, b) => b.score! - a.score!);
  return { text, quoteIds: quotesOf(byScore) };
}

/** The numbers of one task's answers; null when nobody answered it. */
export function countedFact(task: CountedTask, ask: CountAsk): Counted | null {
  if (task.answers.length === 0) return null;
  if (task.type === "OBSERVATION") return observation(task, ask);
  if (task.type === "SCORING") return scoring(task, ask);
  return choice(task, ask);
}
