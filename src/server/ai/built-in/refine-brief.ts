import { briefRefinement } from "@/lib/messages";
import type { BriefInput, RefinedBrief } from "../engine";
import { briefFacts } from "./brief-facts";
import { listOf } from "./fact-questions";
import { briefChecks } from "./rate-brief";

/** A brief's sentences (ends of sentences and line breaks). */
const sentencesOf = (brief: string) =>
  brief
    .split(/(?<=[.!?])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/**
 * The built-in "refine with Bloom": the brief's own sentences arranged under the headings a
 * research lead reads a brief by (objective, participants and market, what they see, decision,
 * background), with a [bracketed] prompt where the brief says nothing yet. It rewrites no fact and
 * invents none: every sentence is the researcher's, every gap is marked as a gap.
 */
export async function refineBrief(input: BriefInput): Promise<RefinedBrief> {
  const sentences = sentencesOf(input.brief);
  const used = new Set<string>();
  const take = (test: (sentence: string) => boolean) => {
    const found = sentences.filter((sentence) => !used.has(sentence) && test(sentence));
    for (const sentence of found) used.add(sentence);
    return found.join(" ");
  };
  const checks = briefChecks;
  // The decision first: its words are the narrower ("whether to launch" also reads as an objective).
  const decision = take(checks.decision);
  const objective = take(checks.objective);
  const facts = await briefFacts(input.brief);
  const who = take((sentence) => checks.audience(sentence) || checks.market(sentence));
  const stimulus = take(checks.stimulus) || (input.materials.length ? briefRefinement.materials(input.materials) : "");
  const background = sentences.filter((sentence) => !used.has(sentence)).join(" ");
  // The audience's facts (its ages, traits, cities) stay under its heading even when their
  // sentence went to another heading (an objective naming "parents aged 25–40 who shop organic").
  const stated = [
    facts.audience,
    facts.markets.length && !facts.audienceNamesMarket ? `in ${listOf(facts.markets)}` : null,
  ]
    .filter(Boolean)
    .join(" ");
  const missing = stated && [facts.audience, ...facts.markets].some((fact) => fact && !who.includes(fact));
  const participants = who ? (missing ? `${who} (${stated})` : who) : stated;
  const parts: [string, string, string][] = [
    [briefRefinement.objective, objective, briefRefinement.objectiveGap],
    [briefRefinement.participants, participants, briefRefinement.participantsGap],
    [briefRefinement.stimulus, stimulus, briefRefinement.stimulusGap],
    [briefRefinement.decision, decision, briefRefinement.decisionGap],
  ];
  const gaps = parts.filter(([, text]) => !text).length;
  const lines = parts.map(([heading, text, gap]) => `${heading}: ${text || `[${gap}]`}`);
  if (background) lines.push(`${briefRefinement.background}: ${background}`);
  return { brief: lines.join("\n\n"), gaps };
}
