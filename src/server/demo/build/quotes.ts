/** Quotes cut from interviews, and the picks that insights and showreels cite. */
import { parentPath } from "./design";
import { type Random, shuffled } from "./prng";
import type { BuiltInterview, BuiltQuote, TaskPath } from "./types";

// A quote gets a little air around the words, well inside the gaps between lines.
const PAD_BEFORE = 0.1;
const PAD_AFTER = 0.2;
const MIN_WORDS = 5;

/**
 * Every answered line worth quoting (not the greeting, at least five words) becomes a quote of
 * exactly that line; a subtask's line is linked to the subtask.
 */
export function quotesOf(interview: BuiltInterview, introPath: TaskPath | undefined): BuiltQuote[] {
  const quotes: BuiltQuote[] = [];
  for (const section of interview.sections) {
    for (const task of section.tasks) {
      if (task.task === introPath) continue;
      for (const chunk of task.chunks) {
        if (chunk.text.split(/\s+/).length < MIN_WORDS) continue;
        quotes.push({
          key: `${interview.key}-q${quotes.length + 1}`,
          interview: interview.key,
          task: chunk.subtask === undefined ? task.task : `${task.task}.${chunk.subtask}`,
          start: Math.max(0, Math.round((chunk.start - PAD_BEFORE) * 10) / 10),
          end: Math.min(interview.duration, Math.round((chunk.end + PAD_AFTER) * 10) / 10),
          text: chunk.text,
          ...(chunk.original ? { original: chunk.original } : {}),
          language: interview.language,
        });
      }
    }
  }
  return quotes;
}

/**
 * Up to `count` quotes on the given tasks, each from a different interview when possible, in a
 * seeded order (the order a curator would have put them in).
 */
export function pickQuotes(
  quotes: readonly BuiltQuote[],
  tasks: readonly TaskPath[],
  count: number,
  random: Random,
): BuiltQuote[] {
  const candidates = shuffled(
    random,
    quotes.filter((quote) => tasks.includes(parentPath(quote.task))),
  );
  const picked: BuiltQuote[] = [];
  const interviews = new Set<string>();
  for (const quote of candidates) {
    if (picked.length < count && !interviews.has(quote.interview)) {
      picked.push(quote);
      interviews.add(quote.interview);
    }
  }
  for (const quote of candidates) if (picked.length < count && !picked.includes(quote)) picked.push(quote);
  return picked;
}
