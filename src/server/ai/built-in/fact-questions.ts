import { STUDY_TEXT_LIMITS } from "@/lib/constants";
import { factQuestionText as say } from "@/lib/messages";
import type { BriefFacts } from "./brief-facts";

/*
 * Business questions about what the brief itself says: one for each worry it names, one for its
 * decision, one for its prices and claims, one for its product and stimuli. Each is the brief's
 * own words in a question frame, so nothing is invented; a question too long for the field loses
 * its audience first, then is left out.
 */

/** Who, in the brief's words, with its market: "parents aged 25–40 who shop organic in Copenhagen and Aarhus". */
export function audienceWords(facts: BriefFacts): string {
  const who = facts.audience ?? say.defaultAudience;
  return facts.markets.length && !facts.audienceNamesMarket ? `${who} in ${listOf(facts.markets)}` : who;
}

/** "a, b and c". */
export function listOf(items: readonly string[], last = "and"): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} ${last} ${items.at(-1)}` : (items[0] ?? "");
}

const fits = (text: string) => text.length <= STUDY_TEXT_LIMITS.businessQuestion;

/** The first of the phrasings that fits the business question field, or null. */
function firstFitting(...texts: string[]): string | null {
  return texts.find(fits) ?? null;
}

/** What a fact-made question is about, so the design can give its section the fact's own tasks. */
export type FactTopic =
  | { kind: "worry"; worry: string }
  | { kind: "decision" }
  | { kind: "price" }
  | { kind: "claims" }
  | { kind: "reaction" };

/** The business questions the brief's facts ask, with what each is about, most specific first. */
export function factQuestions(facts: BriefFacts): { text: string; topic: FactTopic }[] {
  const who = audienceWords(facts);
  const short = facts.audience ?? say.defaultAudience;
  const product = facts.product ?? facts.brand ?? say.defaultProduct;
  const made: { text: string | null; topic: FactTopic }[] = [
    ...facts.worries.map((worry) => ({
      text: firstFitting(say.worry(worry, who), say.worry(worry, short), say.worryAlone(worry)),
      topic: { kind: "worry", worry } as const,
    })),
    ...(facts.decision
      ? [
          {
            text: firstFitting(say.decision(facts.decision, who), say.decision(facts.decision, short)),
            topic: { kind: "decision" } as const,
          },
        ]
      : []),
    ...(facts.prices.length
      ? [
          {
            text: firstFitting(
              say.price(product, listOf(facts.prices, "or"), short),
              say.price(product, listOf(facts.prices, "or"), ""),
            ),
            topic: { kind: "price" } as const,
          },
        ]
      : []),
    ...(facts.claims.length >= 2
      ? [
          {
            text: firstFitting(say.claims(product, short), say.claims(product, "")),
            topic: { kind: "claims" } as const,
          },
        ]
      : []),
    ...(facts.product || facts.stimuli.length
      ? [
          {
            text: firstFitting(
              say.reaction(who, product, listOf(facts.stimuli)),
              say.reaction(short, product, listOf(facts.stimuli)),
              say.reaction(short, product, ""),
            ),
            topic: { kind: "reaction" } as const,
          },
        ]
      : []),
  ];
  return made.filter((item): item is { text: string; topic: FactTopic } => item.text !== null);
}
