import { wordsOf } from "./stem";

/*
 * Which language a brief or question is in, told by its commonest small words: enough to say
 * "this looks like French, and I read English" instead of answering as if it were English. The
 * built-in engine reads English only; elsewhere it can still use names and numbers.
 */

const COMMON: Record<string, string> = {
  English:
    "the a an and of to is are was in on for with that this what why how do does did not it be have you i we they",
  French: "le la les des du de et est une un que qui pour pas dans sur avec ce ces sont nous vous ils",
  Spanish: "el la los las de del qué y es una un que por para con no en se lo como pero más son",
  German: "der die das und ist nicht ein eine mit für auf zu den von ich sie wir sind wie was",
  Danish: "og det er en et som på til af med for ikke den de jeg vi har hvad hvordan",
  Swedish: "och det är en ett som på till av med för inte den jag vi har vad hur",
  Dutch: "de het en een van is dat op te met voor niet zijn wat hoe",
};
const SETS = Object.entries(COMMON).map(([name, words]) => [name, new Set(words.split(" "))] as const);

/** The language a text is most likely in; English when it cannot tell (too few small words). */
export function languageOf(text: string): string {
  const words = wordsOf(text);
  let best = "English";
  let bestHits = 1;
  for (const [name, set] of SETS) {
    const hits = words.filter((word) => set.has(word)).length;
    if (hits > bestHits || (name === "English" && hits >= bestHits)) [best, bestHits] = [name, hits];
  }
  // Another script altogether (Greek, Cyrillic, CJK…) has none of these words.
  const letters = text.match(/\p{L}/gu) ?? [];
  const latin = text.match(/\p{Script=Latin}/gu) ?? [];
  if (letters.length >= 6 && latin.length < letters.length / 2) return "another script";
  return best;
}

/**
 * The names and numbers of a text: what a reader of another language can still search for. A
 * capital at the start of a sentence is no name ("¿Qué…", "Que…").
 */
export function namesAndNumbers(text: string): string {
  const pattern = /(?<![\p{L}\p{N}])(?:\p{Lu}[\p{L}'’-]*|\p{N}[\p{N}.,%–-]*)/gu;
  return [...text.matchAll(pattern)]
    .filter((match) => !/^[\s¿¡"“(]*$|[.!?]\s*[¿¡"“(]*$/u.test(text.slice(0, match.index)))
    .map((match) => match[0])
    .join(" ");
}
