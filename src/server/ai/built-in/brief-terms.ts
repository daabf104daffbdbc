import {
  AUDIENCE_MODIFIERS,
  AUDIENCE_NOUNS,
  AUDIENCE_OF,
  LEADING_ADJECTIVES,
  MARKET_WORDS,
  STIMULUS_KINDS,
  type StimulusKind,
} from "./brief-vocabulary";

/*
 * What a brief is about, read with simple heuristics that fail safe: a term that is not found is
 * null, and a null term leaves the template's own generic wording in place. The heuristics:
 * - product: the first noun phrase after "our", "my" or "(a/the) new", cut at the
 *   first small word or verb and at three words, leading adjectives ("new", "current") dropped, and
 *   skipped when its last word is a generic noun (brand, team) or an audience ("our customers");
 * - stimulus: such a phrase that contains a stimulus word (pack, app, concept…), else the first
 *   stimulus word of the brief; words before "pack" or "label" name the product ("oat drink pack");
 * - audience: the first audience noun with up to two modifiers ("Danish parents") and an optional
 *   "of young children";
 * - market: the market named earliest in the brief.
 */

/** What the brief says it is about; null where it does not say. */
export interface BriefTerms {
  /** What is sold or studied: "oat drink". */
  product: string | null;
  /** What participants see or use: its kind (as the templates name it) and the brief's words. */
  stimulus: { kind: StimulusKind; phrase: string } | null;
  /** Who takes part: "Danish parents of young children". */
  audience: string | null;
  /** Where: "Denmark", "the UK". */
  market: string | null;
  /** Whether the audience already names the market ("Danish parents"): no "in Denmark" then. */
  audienceNamesMarket: boolean;
  /** The brand, where the brief's facts name one (brief-facts). */
  brand?: string | null;
}

/** A regular expression matching any of `words` (regular expression sources) as whole words. */
export function anyWord(words: readonly string[], flags = "iu"): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join("|")})(?![\\p{L}\\p{N}])`, flags);
}

// Not "their": in a brief it is the audience's ("customers cancel their subscription").
const TRIGGER = /(?<![\p{L}\p{N}])(?:our|my|(?:an?|the)\s+new|new)\s+/giu;
const WORD = /^[\p{L}\p{N}][\p{L}\p{N}'’-]*/u;
const PHRASE_STOPS = new Set(
  (
    "a an the and or but for with to in on at of among from by as than so because if whether how why what " +
    "when where who which that this these those it they we you our their my your is are was were be been " +
    "has have had will would should could can may might must do does did need needs get gets look looks " +
    "seem seems sell sells work works launch launches go goes come comes make makes help helps show shows " +
    "perform performs lose loses grow grows compete competes want wants stand stands still also just now " +
    "like likes love loves buy buys use uses think thinks feel feels prefer prefers notice notices " +
    "too very really here there then today tomorrow last year month week spring summer autumn winter"
  )
    .split(" ")
    .filter(Boolean),
);
const GENERIC_HEADS = new Set(
  (
    "brand brands company business team agency market markets research study studies goal goals aim aims " +
    "objective objectives plan plans decision decisions question questions budget sales strategy results " +
    "findings way time range portfolio category categories customer client partner partners data audience " +
    "concern concerns worry worries aim fear risk"
  )
    .split(" ")
    .filter(Boolean),
);
const AUDIENCE_SET = new Set(AUDIENCE_NOUNS);
const LEADING = new Set(LEADING_ADJECTIVES);
const KIND_OF = new Map<string, StimulusKind>(
  Object.entries(STIMULUS_KINDS).flatMap(([kind, words]) =>
    words.filter((word) => !word.includes(" ")).map((word) => [word, kind as StimulusKind]),
  ),
);
const STIMULUS_ANYWHERE = Object.entries(STIMULUS_KINDS).map(
  ([kind, words]) => [kind as StimulusKind, anyWord(words)] as const,
);

/** Up to three words after `from`, stopped by a small word, a verb or punctuation. */
function phraseAt(text: string, from: number): string[] {
  const words: string[] = [];
  let rest = text.slice(from);
  while (words.length < 3) {
    const match = WORD.exec(rest);
    if (!match) break;
    const word = match[0];
    const lower = word.toLowerCase();
    if (PHRASE_STOPS.has(lower)) break;
    // A possessive names the owner, not the thing: "our brand's new pack" is about a pack.
    if (/['’]s$/u.test(lower)) words.length = 0;
    else if (!(words.length === 0 && LEADING.has(lower))) words.push(word);
    // "our customers like…": the phrase names people or a generic thing, and the caller skips it.
    if (AUDIENCE_SET.has(lower) || GENERIC_HEADS.has(lower)) break;
    rest = rest.slice(word.length);
    // Only spaces continue a phrase: a comma or a full stop ends it.
    const gap = /^[ \t]+/.exec(rest);
    if (!gap) break;
    rest = rest.slice(gap[0].length);
  }
  return words;
}

/** The product and the stimulus the brief names (see the module comment). */
function subjectOf(brief: string): Pick<BriefTerms, "product" | "stimulus"> {
  let product: string | null = null;
  let stimulus: BriefTerms["stimulus"] = null;
  for (const match of brief.matchAll(TRIGGER)) {
    const words = phraseAt(brief, match.index + match[0].length);
    const head = words.at(-1)?.toLowerCase();
    if (!head || GENERIC_HEADS.has(head) || AUDIENCE_SET.has(head)) continue;
    const at = words.findIndex((word) => KIND_OF.has(word.toLowerCase()));
    if (at < 0) {
      product ??= words.join(" ");
    } else {
      const kind = KIND_OF.get(words[at]!.toLowerCase())!;
      stimulus ??= { kind, phrase: words.join(" ") };
      if (kind === "pack" && at > 0) product ??= words.slice(0, at).join(" ");
    }
    if (product && stimulus) break;
  }
  if (!stimulus) {
    let first = Infinity;
    for (const [kind, pattern] of STIMULUS_ANYWHERE) {
      const found = pattern.exec(brief);
      if (found && found.index < first) {
        first = found.index;
        stimulus = { kind, phrase: found[0].toLowerCase() };
      }
    }
  }
  return { product, stimulus };
}

const NATIONALITIES = MARKET_WORDS.flatMap((market) => market.adjectives);
const AUDIENCE = new RegExp(
  `(?<![\\p{L}\\p{N}])((?:(?:${[...AUDIENCE_MODIFIERS, ...NATIONALITIES].join("|")})\\s+){0,2})` +
    `(?:${AUDIENCE_NOUNS.join("|")})` +
    `(?:\\s+of\\s+(?:(?:young|small|school-age|teenage|older)\\s+)?(?:${AUDIENCE_OF.join("|")}))?(?![\\p{L}\\p{N}])`,
  "iu",
);
const NAMES_MARKET = anyWord(NATIONALITIES);

/** The market named earliest in the text, or null. */
export function marketOf(text: string): string | null {
  let found: string | null = null;
  let first = Infinity;
  for (const market of MARKET_WORDS) {
    const patterns = [anyWord(market.words), ...(market.exactWords ? [anyWord(market.exactWords, "u")] : [])];
    for (const pattern of patterns) {
      const index = pattern.exec(text)?.index ?? Infinity;
      if (index < first) [first, found] = [index, market.name];
    }
  }
  return found;
}

/** The product, stimulus, audience and market a brief names. Pure and deterministic. */
export function briefTerms(brief: string): BriefTerms {
  const audienceMatch = AUDIENCE.exec(brief);
  const audience = audienceMatch ? audienceMatch[0].replace(/\s+/g, " ") : null;
  return {
    ...subjectOf(brief),
    audience,
    market: marketOf(brief),
    audienceNamesMarket: audience !== null && NAMES_MARKET.test(audience),
  };
}
