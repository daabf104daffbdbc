import type { BriefTerms } from "./brief-terms";
import { STIMULUS_KINDS, type StimulusKind } from "./brief-vocabulary";

/*
 * Template wording made the brief's own: the library speaks of "the product", "the pack" and
 * "customers"; a study about an oat drink for Danish parents should say so. Each rule replaces
 * one generic phrase, once per text, and only where the brief named the term: an unknown term
 * leaves the template's wording, which is always a correct question.
 */

/**
 * The templates' generic names of stimuli that read well with a product name in front: "the oat
 * drink pack", "the oat drink concept" (but not "the oat drink app": an app is not its product).
 */
const PRODUCT_PREFIXABLE: Partial<Record<StimulusKind, RegExp>> = {
  pack: /\b(the|this) (pack|packaging)\b/i,
  concept: /\b(the|this) (concept)\b/i,
  prototype: /\b(the|this) (prototype)\b/i,
};
const PRODUCT = /\b(the|this|your) product\b/i;
const CATEGORY = /\bthe category\b/i;
// "loyal customers" and "new users" are a kind of audience the template asks about on purpose.
const GROUP =
  /\b(the target audience|the audience|people|customers|consumers|users|shoppers|viewers|visitors)\b(?!['’])/i;
const GROUP_QUALIFIED = /\b(?:new|loyal|existing|current|lapsed|potential|former|other)\s+$/i;

/** `replacement` in the case of the text it replaces: a sentence starts with a capital still. */
function inCase(original: string, replacement: string): string {
  const first = original[0] ?? "";
  return first === first.toUpperCase() && first !== first.toLowerCase()
    ? replacement[0]!.toUpperCase() + replacement.slice(1)
    : replacement;
}

function replaceOnce(text: string, pattern: RegExp, make: (match: RegExpExecArray) => string | null): string {
  const match = pattern.exec(text);
  if (!match) return text;
  const replacement = make(match);
  if (replacement === null) return text;
  return text.slice(0, match.index) + inCase(match[0], replacement) + text.slice(match.index + match[0].length);
}

/** The product and the stimulus of the brief in place of the template's generic ones. */
function adaptSubject(text: string, terms: BriefTerms): string {
  const { product, stimulus } = terms;
  let adapted = product ? replaceOnce(text, PRODUCT, (m) => `${m[1]!.toLowerCase()} ${product}`) : text;
  const mentions = (words: string) => adapted.toLowerCase().includes(words.toLowerCase());
  if (product && !mentions(product)) adapted = replaceOnce(adapted, CATEGORY, () => `the ${product} category`);
  for (const [kind, pattern] of Object.entries(PRODUCT_PREFIXABLE)) {
    // A brief about a pack keeps a template's "the concept" as it is: only its own stimulus is named.
    if (!product || mentions(product) || (stimulus && stimulus.kind !== kind)) continue;
    adapted = replaceOnce(adapted, pattern, (m) => `${m[1]} ${product} ${m[2]}`);
  }
  // The brief's own words where the template names their last word: "which design" becomes
  // "which pack design", "the app" "the banking app", "the service" "the meal kit service".
  for (const phrase of [stimulus?.phrase, product]) {
    if (!phrase?.includes(" ") || mentions(phrase)) continue;
    const noun = phrase
      .split(" ")
      .at(-1)!
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    adapted = replaceOnce(
      adapted,
      new RegExp(`\\b(the|this|which|each) (${noun})\\b`, "i"),
      (m) => `${m[1]} ${phrase}`,
    );
  }
  return adapted;
}

/** The audience (and market) of the brief in place of the template's "customers" or "people". */
function adaptAudience(text: string, terms: BriefTerms): string {
  const { audience, market } = terms;
  if (!audience && !market) return text;
  const group = audience && market && !terms.audienceNamesMarket ? `${audience} in ${market}` : audience;
  return replaceOnce(text, GROUP, (m) => {
    if (GROUP_QUALIFIED.test(text.slice(0, m.index))) return null;
    return group ?? `${m[1]!.toLowerCase()} in ${market}`;
  });
}

/** `adapted` when it fits `max` characters, else the template's own text (cut only if that is too long too). */
export function fitText(adapted: string, original: string, max: number): string {
  const tidy = (text: string) => text.replace(/\s+/g, " ").trim();
  if (tidy(adapted).length <= max) return tidy(adapted);
  return tidy(original).slice(0, max).trim();
}

/** A business question or section heading in the brief's terms: subject, audience and market. */
export function adaptQuestion(text: string, terms: BriefTerms, max: number): string {
  return fitText(adaptAudience(adaptSubject(text, terms), terms), text, max);
}

/** Every template word for a stimulus, by kind: "the app" in a template about an app. */
const STIMULUS_NAMED = new RegExp(
  `\\b(the|our|this|your) (${Object.values(STIMULUS_KINDS)
    .flat()
    .filter((word) => !word.includes(" "))
    .join("|")})\\b`,
  "gi",
);
const KIND_OF_WORD = new Map<string, StimulusKind>(
  Object.entries(STIMULUS_KINDS).flatMap(([kind, words]) =>
    words.map((word): [string, StimulusKind] => [word, kind as StimulusKind]),
  ),
);

/** Stimuli used on a screen: one stands for another; a pack or an ad does not stand for an app. */
const SCREENS = new Set<StimulusKind>(["app", "website", "prototype"]);

/**
 * The brief's stimulus where the template names another kind: a template written for an app says
 * "download the app", a brief about a prototype gets "the clickable prototype". Where the brief
 * names no stimulus, the template's words stay.
 */
function adaptStimulus(text: string, terms: BriefTerms): string {
  const { stimulus } = terms;
  if (!stimulus) return text;
  return text.replace(STIMULUS_NAMED, (whole, article: string, word: string) => {
    const kind = KIND_OF_WORD.get(word.toLowerCase());
    // Only a screen for a screen: "open the pack and look around the front page" makes no sense.
    const screens = (k: StimulusKind) => SCREENS.has(k);
    return kind && kind !== stimulus.kind && screens(kind) === screens(stimulus.kind)
      ? `${article} ${stimulus.phrase}`
      : whole;
  });
}

/**
 * A participant's question in the brief's terms: its product, its stimulus and its brand.
 * Participants are addressed as "you", so the audience never needs naming.
 */
export function adaptTask(text: string, terms: BriefTerms, max: number): string {
  const { product, brand } = terms;
  let adapted = product ? replaceOnce(text, PRODUCT, (m) => `${m[1]!.toLowerCase()} ${product}`) : text;
  adapted = adaptStimulus(adapted, terms);
  // "the brand" of a template is the brief's brand where it names one.
  if (brand) adapted = adapted.replace(/\bthe (?:advertised )?brand\b/giu, brand);
  return fitText(adapted, text, max);
}
