import type { Citation } from "@/lib/schemas/assistant";

/*
 * Answering a question from retrieved passages (DESIGN §6): its own interface beside
 * BloomEngine, so each provider adds it in its own files. Retrieval is not the engine's: the
 * assistant service finds the passages with the caller's access context, numbers them, and
 * checks every [n] the engine writes against them (services/assistant/citation-stream.ts). An
 * engine never sees anything but the question and those passages.
 */

/** A piece of the caller's research an answer may cite, numbered from 1 in rank order. */
export interface Passage {
  /** The engine cites it as [ref]. */
  ref: number;
  type: Citation["type"];
  id: number;
  study: { id: number; title: string };
  /** The business question it belongs to: the theme an answer groups by (null: the study as a whole). */
  theme: string | null;
  /** Who or what it is: the participant of a quote, an insight's title, a business question. */
  title: string;
  text: string;
  /** Where a quote or transcript line plays. */
  clip: Citation["clip"];
  /** The page it comes from. */
  href: string;
}

/** How far an answer's passages bear out the question. */
export interface Support {
  /** The question's words (as asked) that no cited passage says: its premise, where it has one. */
  missing: string[];
  /** Of those, the ones some cited passage says the opposite of. */
  contradicted: string[];
}

/** A number the database knows, computed from task answers: "1 of 8 participants failed". */
export interface CountedFact {
  text: string;
  /** The passages (the answers' quotes) that show it. */
  refs: number[];
}

/**
 * One part of an answer: the whole answer, or one side of a comparison (two studies, markets or
 * segments, answered side by side). Retrieval computes it; an engine with a model may answer from
 * the passages alone.
 */
export interface AnswerPart {
  /** The side ("Denmark", a study's title); null when the question compares nothing. */
  label: string | null;
  /** Its passages' refs, best first. */
  refs: number[];
  facts: CountedFact[];
  support: Support;
}

export interface AnswerInput {
  question: string;
  /** At least one: a question without passages is answered "no support" without an engine. */
  passages: readonly Passage[];
  /** The answer's parts, in order, every passage in one (absent: one part of them all, each word borne out). */
  parts?: readonly AnswerPart[];
  /** Aborted when the asker stops the answer or goes away. */
  signal: AbortSignal;
}

/**
 * The answer as Markdown, in pieces as they are ready; a claim cites its passages as [ref]. A
 * marker naming no passage is dropped by the caller (and logged), never shown.
 */
export type Answer = (input: AnswerInput) => AsyncIterable<string>;
