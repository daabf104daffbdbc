import { factTaskText as say, factQuestionText } from "@/lib/messages";
import type { ProposedTask } from "../engine";
import type { BriefFacts } from "./brief-facts";
import { type FactTopic, factQuestions } from "./fact-questions";
import { questionKey } from "./compose-outline";

/*
 * A section's own questions for a business question made from the brief's facts: the worry put
 * to participants, the prices and claims it lists as choices, the stimuli it names to look at.
 * They come before the template's questions, which cover the rest of the section.
 */

const task = (type: ProposedTask["type"], text: string, options: readonly string[] = []): ProposedTask => ({
  type,
  text,
  explainer: type === "TEXT_ONLY",
  options: options.map((option) => ({ text: option })),
  scale_length: type === "SCORING" ? 5 : null,
  subtasks: [],
});

/** What a business question is about among the brief's facts: its own fact question, or a worry it quotes. */
export function topicOf(question: string, facts: BriefFacts): FactTopic | null {
  const key = questionKey(question);
  const made = factQuestions(facts).find((item) => questionKey(item.text) === key);
  if (made) return made.topic;
  const worry = facts.worries.find((item) => key.includes(questionKey(item)));
  return worry ? { kind: "worry", worry } : null;
}

/** The section's questions from the facts of its topic. */
export function factTasks(topic: FactTopic, facts: BriefFacts): ProposedTask[] {
  const product = facts.product ?? facts.brand ?? factQuestionText.defaultProduct;
  switch (topic.kind) {
    case "worry":
      return [task("FREE_TEXT", say.worry(topic.worry))];
    case "decision":
      return [task("SCORING", say.likely(product)), task("FREE_TEXT", say.clearChoice(product))];
    case "price":
      return facts.prices.slice(0, 3).map((price) => task("RADIO", say.price(price, product), say.priceOptions));
    case "claims":
      return [task("RADIO", say.claims(product), facts.claims.slice(0, 10))];
    case "reaction":
      return [
        ...facts.stimuli.slice(0, 2).map((stimulus) => task("TEXT_ONLY", say.look(stimulus))),
        task("FREE_TEXT", say.firstImpression(product)),
      ];
  }
}
