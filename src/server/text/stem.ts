import porter2 from "wink-porter2-stemmer";

/*
 * Words as PostgreSQL's 'english' text search configuration sees them: its Snowball stemmer is
 * Porter2, so a stem computed here is the lexeme a tsvector holds ("prices", "pricing" → "price").
 * Retrieval checks passages in JavaScript with the same stems the database searched by.
 */

/** Lower-cased words of a text; "don't" stays one word, so its negation is seen. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
}

const cache = new Map<string, string>();

/** The Porter2 stem of a lower-case word (memoised: a passage's words repeat across questions). */
export function stem(word: string): string {
  let found = cache.get(word);
  if (found === undefined) {
    found = porter2(word.replace(/’/g, "'"));
    if (cache.size > 50_000) cache.clear();
    cache.set(word, found);
  }
  return found;
}

/** The stems of a text's words, in order. */
export const stemsOf = (text: string): string[] => wordsOf(text).map(stem);
