import { stemsOf, wordsOf } from "../../text/stem";
import { isNegation, type Term, type TermGroup } from "./question-terms";

/*
 * How a text answers a question's word group: with the word or a synonym ("same"), with a word
 * of its topic ("related"), or against it ("opposite": an antonym, or the word negated: "don't
 * trust" is the opposite of "trust" and the same as "not trust").
 */

export type Hit = "same" | "related" | "opposite";

/** A text's stems, with whether a negation precedes each within three words. */
export interface ReadText {
  stems: string[];
  negated: boolean[];
}

/** Words a negation reaches over to the word it negates: "don't really trust", "not at all easy". */
const NEGATION_REACH = 3;
const HEDGES = new Set([
  "really",
  "very",
  "quite",
  "at",
  "all",
  "even",
  "that",
  "so",
  "too",
  "actually",
  "much",
  "be",
  "a",
  "the",
]);

/**
 * A text's stems, each marked when a negation negates it: the first word after the negation
 * that is not a hedge ("don't really trust claims": "trust", not "claims").
 */
export function readText(text: string): ReadText {
  const words = wordsOf(text);
  const stems = stemsOf(text);
  let reach = 0;
  const negated = words.map((word) => {
    if (isNegation(word)) {
      reach = NEGATION_REACH;
      return false;
    }
    if (reach === 0) return false;
    if (HEDGES.has(word)) {
      reach -= 1;
      return false;
    }
    reach = 0;
    return true;
  });
  return { stems, negated };
}

/** Each start of `term` in the text: negated or not. */
function occurrences(text: ReadText, term: Term): boolean[] {
  const found: boolean[] = [];
  for (let at = 0; at + term.length <= text.stems.length; at++) {
    if (term.every((part, offset) => text.stems[at + offset] === part)) found.push(text.negated[at]!);
  }
  return found;
}

/** What the text says of `group`, the strongest hit first (same, then related, then opposite); null: nothing. */
export function hitOf(text: ReadText, group: TermGroup): Hit | null {
  let same = false;
  let opposite = false;
  for (const term of group.same) {
    for (const negated of occurrences(text, term)) {
      // A negated group is answered by its word negated and contradicted by its word plain.
      if (negated === group.negated) same = true;
      else opposite = true;
    }
  }
  for (const term of group.opposite) {
    for (const negated of occurrences(text, term)) {
      if (negated !== group.negated) same = true;
      else opposite = true;
    }
  }
  if (same) return "same";
  if (group.related.some((term) => occurrences(text, term).length > 0)) return "related";
  return opposite ? "opposite" : null;
}
