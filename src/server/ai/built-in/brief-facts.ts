import { bloomProposalMessages } from "@/lib/messages";
import { languageOf } from "../../text/language";
import { wordsOf } from "../../text/stem";
import { STOP_WORDS } from "../../text/stop-words";
import { loadNlp } from "../../text/nlp";
import { anyWord, briefTerms } from "./brief-terms";
import { MARKET_WORDS, OTHER_STIMULUS_WORDS, STIMULUS_KINDS } from "./brief-vocabulary";

/*
 * The facts a brief states, read with compromise (brief-nlp: sentences, parts of speech, places,
 * money): what is studied, whose brand, who takes part (with ages and traits), where (countries,
 * cities and regions), what participants see, the prices and claims to test, the decision and
 * the worries the researcher names. A fact the brief does not state is empty: nothing is guessed.
 */

export interface BriefFacts {
  language: string;
  product: string | null;
  brand: string | null;
  /** Who takes part, as the brief says it: "parents aged 25–40 who shop organic". */
  audience: string | null;
  ages: string | null;
  traits: string[];
  /** Countries, then regions and cities. */
  markets: string[];
  /** Whether the audience already says where ("Danish parents"): no "in Denmark" after it. */
  audienceNamesMarket: boolean;
  stimuli: string[];
  prices: string[];
  claims: string[];
  /** "whether to launch in spring or wait for autumn". */
  decision: string | null;
  worries: string[];
  /** Sentences, and how many of them have a verb (a list of keywords has none). */
  sentences: string[];
  proseSentences: number;
}

const STIMULUS_WORDS = anyWord([
  ...Object.values(STIMULUS_KINDS).flat(),
  ...OTHER_STIMULUS_WORDS,
  "designs?",
  "cards?",
  "price cards?",
  "mock-?ups?",
  "animatics?",
  "flows?",
  "screens?",
  "recipes?",
  "menus?",
]);
const STIMULUS_PHRASE =
  /\b(?:one|two|three|four|five|six|\d)\s+(?:[\p{L}-]+\s+)?(?:pack designs?|designs?|price cards?|cards?|concepts?|prototypes?|ads?|adverts?|videos?|labels?|claims?|packs?)\b/giu;
const WORRY =
  /\b(?:worr(?:y|ied|ies)|concerns?|concerned|afraid|fear(?:s|ed)?|risk|unsure|not sure|doubt)\b[^.;!?]*?\b(?:that|whether|if|about)\s+([^.;!?]+)/iu;
const DECISION =
  /\b(?:decide|decision|choose|choosing|pick|prioriti[sz]e|go\/no-go)\b[^.;!?]*?\b((?:whether|which|between|if|what|how)\b[^.;!?]+)/iu;
const PRICE =
  /(?:[£€$]\s?\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?\s?(?:kroner|kr\.?|dkk|sek|nok|euros?|eur|pounds?|dollars?|p\b))/giu;
const CLAIM = /[“"]([^”"]{3,120})[”"]/gu;
const AGES = /(?:aged?\s+)?(\d{2})\s*(?:-|–|—|to)\s*(\d{2})(?!\d)|\b(?:aged?|over|under)\s+\d{2}\b|\b\d{2}\+/iu;

const tidy = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .replace(/^[\s,;:(]+|[\s,.;:)?!]+$/gu, "")
    .trim();

/** Worries named in one sentence: "that the price is too high and that the lid looks cheap". */
function worriesOf(sentence: string): string[] {
  const match = WORRY.exec(sentence);
  if (!match) return [];
  return match[1]!
    .split(/,?\s+and\s+(?:that|whether)\s+|;\s*/iu)
    .map(tidy)
    .filter((worry) => worry.split(" ").length >= 2);
}

/** The audience phrase with its ages and "who …" traits, as the brief words it. */
function audienceOf(brief: string, noun: string | null): Pick<BriefFacts, "audience" | "ages" | "traits"> {
  const ageMatch = AGES.exec(brief);
  const ages = ageMatch ? (ageMatch[1] ? `${ageMatch[1]}–${ageMatch[2]}` : tidy(ageMatch[0])) : null;
  if (!noun) return { audience: null, ages, traits: [] };
  const at = brief.toLowerCase().indexOf(noun.toLowerCase());
  const after = brief.slice(at + noun.length);
  const trait = /^\s*(?:\(?(?:aged?\s+)?\d{2}\s*(?:-|–|to)\s*\d{2}\)?\s*)?,?\s*((?:who|that|with)\s+[^.,;]+)/iu.exec(
    after,
  );
  // "who shop organic in Copenhagen": the place is the market's, not a trait.
  const traits = trait ? [tidy(trait[1]!.replace(/\s+in\s+\p{Lu}.*$/u, ""))] : [];
  // "Dog owners" at the start of a sentence is "dog owners" in a question; "Danish parents" stays.
  const national = MARKET_WORDS.some((market) =>
    market.adjectives.some((adjective) => noun.toLowerCase().startsWith(adjective)),
  );
  const named = national ? noun : noun[0]!.toLowerCase() + noun.slice(1);
  const audience = [named, ages && !noun.includes(ages) ? `aged ${ages}` : null, ...traits].filter(Boolean).join(" ");
  return { audience, ages, traits };
}

/**
 * Whether a sentence reads as prose: it has the small words that tie a sentence together (a
 * list of keywords has none: "oat milk pack UK parents launch price"). compromise checks its verb.
 */
export function isProse(sentence: string): boolean {
  const words = wordsOf(sentence);
  const small = words.filter((word) => STOP_WORDS.has(word)).length;
  return words.length > 0 && small >= Math.max(1, words.length * 0.15);
}

/** The facts a brief states (see the module comment). */
export async function briefFacts(brief: string): Promise<BriefFacts> {
  const nlp = await loadNlp();
  const doc = nlp(brief);
  const terms = briefTerms(brief);
  const sentences = doc.sentences().out("array") as string[];
  const verbs = doc.sentences().json() as { terms: { tags: string[] }[] }[];
  const proseSentences = verbs.filter(
    (sentence, index) => sentence.terms.some((term) => term.tags.includes("Verb")) && isProse(sentences[index] ?? ""),
  ).length;
  const countries = MARKET_WORDS.filter((market) => anyWord(market.words).test(brief)).map((market) => market.name);
  const places = (doc.places().out("array") as string[]).map(tidy).filter(Boolean);
  const isCountry = (place: string) => MARKET_WORDS.some((market) => anyWord(market.words).test(place));
  const markets = [...new Set([...countries, ...places.filter((place) => !isCountry(place))])];
  const organisations = (doc.organizations().out("array") as string[]).map(tidy);
  const proper = (doc.match("#ProperNoun+").not("#Place").out("array") as string[])
    .map(tidy)
    .filter((name) => !MARKET_WORDS.some((market) => anyWord(market.words).test(name)));
  // Noun phrases that name something shown ("a clickable prototype"), and counted ones compromise
  // splits at the number ("two price cards").
  const counted = [...brief.matchAll(STIMULUS_PHRASE)].map((match) => match[0]);
  const stimuli = [
    ...new Set(
      [
        ...(doc.nouns().out("array") as string[]).flatMap((phrase) => phrase.split(/\s+(?:and|of|with|or)\s+/iu)),
        ...counted,
      ]
        .map((phrase) =>
          tidy(
            phrase.replace(/^(?:(?:a|an|the|our|their|some|new)\s+)+/iu, "").replace(/\s+(?:in|on|at|for)\s+.*$/iu, ""),
          ),
        )
        .filter((phrase) => STIMULUS_WORDS.test(phrase) && phrase.split(" ").length <= 5 && !/\d/u.test(phrase)),
    ),
  ].filter((phrase, _, all) => !all.some((other) => other !== phrase && other.includes(phrase)));
  const decisionMatch = sentences.map((sentence) => DECISION.exec(sentence)).find(Boolean);
  // "our frozen pizza range" is about frozen pizza; without "our …" or "a new …", a brief about
  // an app or a site names its product by it.
  const ranged = /\b(?:our|my)\s+((?:[\p{L}-]+\s+){1,3}?)(?:range|line|portfolio|family)\b/iu.exec(brief);
  const product =
    (ranged ? tidy(ranged[1]!) : null) ??
    terms.product ??
    stimuli.find((phrase) => /\b(?:app|website|site|service|platform)\b/iu.test(phrase)) ??
    null;
  return {
    language: languageOf(brief),
    product,
    brand: organisations[0] ?? proper[0] ?? null,
    ...audienceOf(brief, terms.audience),
    markets,
    audienceNamesMarket: terms.audienceNamesMarket,
    stimuli,
    prices: [...new Set([...brief.matchAll(PRICE)].map((match) => tidy(match[0])))],
    claims: [...brief.matchAll(CLAIM)].map((match) => tidy(match[1]!)),
    decision: decisionMatch ? tidy(decisionMatch[1]!) : null,
    worries: sentences.flatMap(worriesOf),
    sentences,
    proseSentences,
  };
}

/** The note a proposal from this brief carries: null for English, else what the engine could read of it. */
export function languageNote(facts: BriefFacts): string | null {
  return facts.language === "English" ? null : bloomProposalMessages.otherLanguage(facts.language);
}
