import { stem, wordsOf } from "../../text/stem";
import { FORMS, SENSES } from "../../text/research-words";
import { STOP_WORDS } from "../../text/stop-words";
import { isAskingWord } from "./question-text";

/*
 * What a question asks about, as groups of words: each word the question names, with its
 * synonyms (`same`), the words of its topic (`related`) and its opposites kept apart (research-words).
 * Negation is meaning, not a stop word: in "what did they not like", "like" is negated, so its
 * opposites ("hate") and a "like" preceded by a negation ("don't like") answer it, and a plain
 * "like" contradicts it.
 */

/** A term as stems in order (a phrase has several). */
export type Term = readonly string[];

export interface TermGroup {
  /** The question's word as asked ("not like" when negated). */
  asked: string;
  same: Term[];
  related: Term[];
  opposite: Term[];
  negated: boolean;
  /** A word of the research vocabulary's senses: a topic, never only a name. */
  topic: boolean;
  /** A word that says little alone ("make", "new"): searched, but never enough to cite a passage. */
  weak: boolean;
  /** Which part of a compound question it is in (from 0). */
  clause: number;
}

const NEGATIONS = new Set(["not", "no", "never", "without", "nothing", "nobody", "none", "hardly", "neither", "nor"]);
const WEAK = new Set(
  (
    "make makes made get gets got go goes went use used way thing things lot really much many well good new one ones " +
    "also want wants wanted help find found look see seem number share proportion percentage percent count average " +
    "overall most least differ different difference compare compared versus vs between first equally equal " +
    "differently both shoppers customers users buyers consumers popular test tests"
  ).split(" "),
);

/** Whether a word negates what follows ("not", "never", "don't", "wouldn't"). */
export const isNegation = (word: string) => NEGATIONS.has(word) || /n['’]t$/u.test(word);

const termOf = (phrase: string): Term => wordsOf(phrase).map(stem);
const keyOf = (term: Term) => term.join(" ");

/** Each sense by the stems of its one-word `same` words: the question's words are looked up by stem. */
const sensesByStem = new Map<string, typeof SENSES>();
for (const sense of SENSES) {
  for (const word of sense.same) {
    const term = termOf(word);
    if (term.length !== 1) continue;
    sensesByStem.set(term[0]!, [...(sensesByStem.get(term[0]!) ?? []), sense]);
  }
}

/** Each word's irregular forms, by the stem of any of them. */
const formsByStem = new Map<string, readonly string[]>(
  FORMS.flatMap((forms) => forms.map((form) => [stem(form), forms])),
);

/** Distinct terms, in order, none of `except`. */
function distinctTerms(phrases: Iterable<string>, except: Set<string> = new Set()): Term[] {
  const seen = new Set(except);
  const terms: Term[] = [];
  for (const phrase of phrases) {
    const term = termOf(phrase);
    if (!term.length || seen.has(keyOf(term))) continue;
    seen.add(keyOf(term));
    terms.push(term);
  }
  return terms;
}

/** The group of one question word: its senses' words, opposites apart, swapped when negated. */
function groupOf(word: string, negated: boolean): TermGroup {
  const senses = sensesByStem.get(stem(word)) ?? [];
  const same = distinctTerms([word, ...(formsByStem.get(stem(word)) ?? []), ...senses.flatMap((sense) => sense.same)]);
  const sameKeys = new Set(same.map(keyOf));
  const opposite = distinctTerms(
    senses.flatMap((sense) => sense.opposite ?? []),
    sameKeys,
  );
  // A negated word's topic is its opposite's ("not like": not "easy", which "like" is near).
  const related = negated
    ? []
    : distinctTerms(
        senses.flatMap((sense) => sense.related ?? []),
        new Set([...sameKeys, ...opposite.map(keyOf)]),
      );
  return {
    asked: negated ? `not ${word}` : word,
    same,
    related,
    opposite,
    negated,
    topic: senses.length > 0,
    weak: WEAK.has(word),
    clause: 0,
  };
}

const QUESTION_WORDS = new Set(["why", "how", "what", "who", "which", "where", "when", "do", "does", "did"]);
/** Words between a negation and what it negates: "not really like", "not keep people full". */
const HEDGES = new Set(["really", "very", "quite", "actually", "even", "always", "people", "participants", "everyone"]);
/** Verbs whose meaning is their complement: "did not keep people full" is "not full". */
const LIGHT_VERBS = new Set(
  "keep keeps kept make makes made get gets got feel feels felt seem seems seemed look looks looked stay stays stayed".split(
    " ",
  ),
);

/**
 * The question's groups, one per distinct word that is neither a stop word nor an asking word.
 * A negation negates the next word that says something, and a light verb's complement with it;
 * one right after a question word ("why wouldn't they switch") stands before the subject, not
 * the verb, and is read as asking why, not as negating.
 */
export function questionTerms(question: string): TermGroup[] {
  const groups: TermGroup[] = [];
  const seen = new Set<string>();
  for (const [clause, text] of clausesOf(question).entries()) {
    readClause(text, clause, groups, seen);
  }
  return groups;
}

/**
 * The parts of a compound question, each answerable alone: "what does the ring mean, and do
 * round-ups help?" asks two things, and a passage answering either is relevant.
 */
function clausesOf(question: string): string[] {
  return question
    .split(
      /[?;]|,\s*(?:and|or|but)\b|\band\s+(?=(?:do|does|did|is|are|was|were|how|what|why|which|who|would|could|can)\b)/iu,
    )
    .filter((clause) => /[\p{L}\p{N}]/u.test(clause));
}

/** Adds one clause's groups (see questionTerms). */
function readClause(text: string, clause: number, groups: TermGroup[], seen: Set<string>): void {
  let negate = false;
  const words = wordsOf(text);
  for (const [index, word] of words.entries()) {
    if (isNegation(word)) {
      const inverted = index === 0 || (index === 1 && QUESTION_WORDS.has(words[0]!));
      negate = !inverted;
      continue;
    }
    if (negate && HEDGES.has(word)) continue;
    if (STOP_WORDS.has(word) || isAskingWord(word) || /^\d+$/u.test(word)) continue;
    const key = `${negate}:${stem(word)}`;
    const light = negate && LIGHT_VERBS.has(word);
    if (!seen.has(key)) {
      seen.add(key);
      const group = { ...groupOf(word, negate && !light), clause };
      // A negated word carries the question's meaning, however little it says alone.
      groups.push(negate && !light ? { ...group, weak: false } : light ? { ...group, weak: true } : group);
    }
    negate = light;
  }
}
