import { briefRefinement, briefSuggestions } from "@/lib/messages";
import { BRIEF_CRITERIA, type BriefCriterion, type BriefInput, type BriefRating, ratingOf } from "../engine";
import { type BriefFacts, briefFacts, isProse } from "./brief-facts";
import { briefTerms, anyWord } from "./brief-terms";
import { AUDIENCE_NOUNS, MARKET_HINTS, MARKET_WORDS, OTHER_STIMULUS_WORDS, STIMULUS_KINDS } from "./brief-vocabulary";

/*
 * The checks a research lead runs on a brief, as word patterns over its sentences. Deterministic:
 * the same brief always gets the same score and the same suggestions, so a researcher who edits
 * the brief sees exactly what their edit changed.
 */

/** Words a brief needs: fewer leave nothing to design from, more bury the point. */
export const BRIEF_WORD_LIMITS = { min: 40, max: 600 } as const;

const OBJECTIVE = anyWord([
  "understand(?:ing)?",
  "find out",
  "learn",
  "test",
  "explore",
  "evaluate",
  "assess",
  "measure",
  "validate",
  "identify",
  "discover",
  "whether",
  "why",
  "how",
  "which",
]);
const AUDIENCE = [
  anyWord(AUDIENCE_NOUNS),
  // Age ranges ("25-40", "aged 30", "18+", "over 60") and "people who…" describe someone too.
  /(?<!\d)\d{2}\s*(?:-|–|—|to)\s*\d{2}(?!\d)/u,
  /\b(?:aged?|over|under)\s+\d{2}\b|\b\d{2}\+/iu,
  /\b(?:people|those|anyone|someone)\s+(?:who|that|with|aged)\b/iu,
];
const MARKET = [
  ...MARKET_WORDS.flatMap((market) => [
    anyWord(market.words),
    ...(market.exactWords ? [anyWord(market.exactWords, "u")] : []),
  ]),
  anyWord(MARKET_HINTS),
];
const DECISION = anyWord([
  "decide",
  "decides",
  "decision",
  "choose",
  "choosing",
  "choice between",
  "prioriti[sz]e",
  "prioriti[sz]ing",
  "go\\s*/\\s*no[ -]go",
  "go or no[ -]go",
  "launch",
  "launching",
  "whether to",
  "pick between",
  "sign off",
  "roll out",
  "invest",
  "select",
]);
const STIMULUS = anyWord([...Object.values(STIMULUS_KINDS).flat(), ...OTHER_STIMULUS_WORDS]);

/** Whether a text meets each criterion that can be read off a sentence (refine-brief sorts sentences by them). */
export const briefChecks = {
  objective: (text: string) => text.includes("?") || OBJECTIVE.test(text),
  audience: (text: string) => AUDIENCE.some((pattern) => pattern.test(text)),
  market: (text: string) => MARKET.some((pattern) => pattern.test(text)),
  decision: (text: string) => DECISION.test(text),
  stimulus: (text: string) => STIMULUS.test(text),
};

/** How many words a text has (anything between spaces that holds a letter or a digit). */
export function countWords(text: string): number {
  return text.split(/\s+/u).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** What the brief is about, in words a suggestion can use ("the oat drink pack"). */
function subjectOf(brief: string): string {
  const { product, stimulus } = briefTerms(brief);
  if (product && stimulus?.kind === "pack" && !product.includes(stimulus.phrase)) return `the ${product} pack`;
  if (product) return `the ${product}`;
  if (stimulus) return `the ${stimulus.phrase}`;
  return briefSuggestions.defaultSubject;
}

/** Evidence is quoted up to this many characters: enough to recognise the sentence. */
const EVIDENCE_LENGTH = 140;
const quote = (text: string) =>
  text.length > EVIDENCE_LENGTH ? `${text.slice(0, EVIDENCE_LENGTH - 1).trim()}…` : text;

/**
 * Rates a brief against the criteria of BRIEF_CRITERIA: which are met, each with the brief's own
 * words that meet it, a score from 0 to 100 (the weighted share met), and one concrete suggestion
 * per unmet criterion, heaviest first. Only sentences count: a list of keywords meets nothing
 * but its length, and is told to write sentences. A city or region is a market.
 */
export async function rateBrief(input: BriefInput): Promise<BriefRating> {
  const brief = input.brief.trim();
  const facts = await briefFacts(brief);
  const english = facts.language === "English";
  // Sentences with a verb and the small words of prose; a brief in another language is read for
  // its names, places and numbers only.
  const prose = english ? proseSentencesOf(facts) : [];
  const words = countWords(brief);
  const subject = subjectOf(brief);
  const evidenceOf = (test: (sentence: string) => boolean) => {
    const found = prose.find(test);
    return found ? quote(found) : null;
  };
  const markets = facts.markets.length ? facts.markets.join(", ") : null;
  const material = input.materials.find((name) => name.trim() !== "");
  const evidence: Record<BriefCriterion, string | null> = {
    objective: evidenceOf(briefChecks.objective),
    audience: evidenceOf(briefChecks.audience) ?? (prose.length ? facts.audience : null),
    market: evidenceOf(briefChecks.market) ?? (prose.length || !english ? markets : null),
    decision: evidenceOf(briefChecks.decision),
    stimulus: evidenceOf(briefChecks.stimulus) ?? (material ? briefRefinement.materials([material]) : null),
    length: prose.length && words >= BRIEF_WORD_LIMITS.min && words <= BRIEF_WORD_LIMITS.max ? `${words} words` : null,
  };
  const suggestion: Record<BriefCriterion, string> = {
    objective: briefSuggestions.objective(subject),
    audience: briefSuggestions.audience,
    market: briefSuggestions.market,
    decision: briefSuggestions.decision(subject),
    stimulus: briefSuggestions.stimulus,
    length:
      words > BRIEF_WORD_LIMITS.max
        ? briefSuggestions.tooLong(words, BRIEF_WORD_LIMITS.max)
        : words < BRIEF_WORD_LIMITS.min
          ? briefSuggestions.tooShort(words, BRIEF_WORD_LIMITS.min)
          : briefSuggestions.sentences,
  };
  const rating = ratingOf(
    BRIEF_CRITERIA.map((key) => ({
      key,
      met: evidence[key] !== null,
      suggestion: evidence[key] !== null ? null : suggestion[key],
      evidence: evidence[key],
    })),
  );
  const first = !english
    ? briefSuggestions.otherLanguage(facts.language)
    : prose.length === 0 && brief
      ? briefSuggestions.sentences
      : null;
  return first ? { ...rating, suggestions: [first, ...rating.suggestions.filter((s) => s !== first)] } : rating;
}

/** The brief's sentences that read as prose (brief-facts counts them; this picks them). */
function proseSentencesOf(facts: BriefFacts): string[] {
  return facts.sentences.filter((sentence) => isProse(sentence));
}
