import type nlpType from "compromise";

/*
 * compromise, the English NLP library whose lexicon and tagger ship in its npm package (no model
 * is downloaded): sentences, parts of speech, places, money and organisations. Loaded once per
 * process on first use (about half a second and 35 MB), so a process that never reads a brief
 * never pays for it.
 */

export type Nlp = typeof nlpType;

let loading: Promise<Nlp> | null = null;

/** The library, loaded on the first call and shared after. */
export function loadNlp(): Promise<Nlp> {
  loading ??= import("compromise").then((module) => module.default);
  return loading;
}
