import { briefSuggestions } from "@/lib/messages";
import { BRIEF_CRITERIA, type BriefCriterion, type BriefInput, type BriefRating, ratingOf } from "../engine";
import { briefTerms, anyWord } from "./brief-terms";
import { AUDIENCE_NOUNS, MARKET_HINTS, MARKET_WORDS, OTHER_STIMULUS_WORDS, STIMULUS_KINDS } from "./brief-vocabulary";

/*
 * The checks a research lead runs on a brief (issue 16), as word patterns. Pure and deterministic:
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

/**
 * Rates a brief against the criteria of BRIEF_CRITERIA: which are met, a score from 0 to 100 (the
 * weighted share met), and one concrete suggestion per unmet criterion, heaviest first.
 */
export function rateBrief(input: BriefInput): BriefRating {
  const brief = input.brief.trim();
  const words = countWords(brief);
  const subject = subjectOf(brief);
  const checks: Record<BriefCriterion, { met: boolean; suggestion: string }> = {
    objective: { met: briefChecks.objective(brief), suggestion: briefSuggestions.objective(subject) },
    audience: { met: briefChecks.audience(brief), suggestion: briefSuggestions.audience },
    market: { met: briefChecks.market(brief), suggestion: briefSuggestions.market },
    decision: { met: briefChecks.decision(brief), suggestion: briefSuggestions.decision(subject) },
    stimulus: {
      met: input.materials.some((name) => name.trim() !== "") || briefChecks.stimulus(brief),
      suggestion: briefSuggestions.stimulus,
    },
    length: {
      met: words >= BRIEF_WORD_LIMITS.min && words <= BRIEF_WORD_LIMITS.max,
      suggestion:
        words < BRIEF_WORD_LIMITS.min
          ? briefSuggestions.tooShort(words, BRIEF_WORD_LIMITS.min)
          : briefSuggestions.tooLong(words, BRIEF_WORD_LIMITS.max),
    },
  };
  return ratingOf(
    BRIEF_CRITERIA.map((key) => ({
      key,
      met: checks[key].met,
      suggestion: checks[key].met ? null : checks[key].suggestion,
    })),
  );
}
