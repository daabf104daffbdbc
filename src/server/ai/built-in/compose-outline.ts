import { BUSINESS_QUESTION_LIMITS, STUDY_TEXT_LIMITS } from "@/lib/constants";
import { builtInEngineMessages } from "@/lib/messages";
import type { Outline, OutlineInput } from "../engine";
import { adaptQuestion } from "./adapt-text";
import { briefFacts, languageNote } from "./brief-facts";
import { briefTerms } from "./brief-terms";
import { factQuestions } from "./fact-questions";
import type { RankedTemplate } from "./template-search";

/** Business questions proposed when the caller does not say how many. */
export const DEFAULT_OUTLINE_COUNT = 4;
/**
 * Templates an outline draws from. Every template has at least two business questions, so six
 * give more than BUSINESS_QUESTION_LIMITS.max distinct questions even after duplicates are dropped.
 */
export const OUTLINE_TEMPLATE_POOL = 6;

/** `count` within BUSINESS_QUESTION_LIMITS; the default when it is missing or not a number. */
export function outlineCount(count: number | undefined): number {
  if (count === undefined || !Number.isFinite(count)) return DEFAULT_OUTLINE_COUNT;
  return Math.min(BUSINESS_QUESTION_LIMITS.max, Math.max(BUSINESS_QUESTION_LIMITS.min, Math.round(count)));
}

/** The key two business questions are the same by: case, spacing and end punctuation ignored. */
export function questionKey(question: string): string {
  return question
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[\s?.!]+$/u, "")
    .trim();
}

/**
 * Proposes business questions for a brief (AI_OUTLINE) from the templates closest to it
 * (`templates`, best first, found by template-search): first the questions its own facts ask
 * (one per worry, its decision, its prices and claims, its product and stimuli: fact-questions),
 * then the templates' business questions, best template first and each template's in its own
 * order, adapted to the brief's product, audience and market. Distinct, within the business
 * question length, `count` of them (more only to give every named worry and the decision its
 * question; fewer only when the whole library holds fewer). Says which templates it drew on.
 * CPU only (the brief is read with the NLP library): it runs in the worker-thread pool.
 */
export async function outlineFromTemplates(input: OutlineInput, templates: RankedTemplate[]): Promise<Outline> {
  const count = outlineCount(input.count);
  const facts = await briefFacts(input.brief);
  const terms = briefTerms(input.brief);
  const seen = new Set<string>();
  const questions: string[] = [];
  const used = new Set<string>();
  const add = (question: string) => {
    const key = questionKey(question);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    questions.push(question);
    return true;
  };
  const fromFacts = factQuestions(facts);
  // Every worry and the decision get their question, even past `count`.
  const required = fromFacts.filter(({ topic }) => topic.kind === "worry" || topic.kind === "decision").length;
  for (const { text } of fromFacts) {
    if (questions.length >= Math.max(count, Math.min(required, BUSINESS_QUESTION_LIMITS.max))) break;
    add(text);
  }
  for (const template of templates) {
    for (const objective of template.objectives) {
      if (questions.length >= count) break;
      if (add(adaptQuestion(objective, terms, STUDY_TEXT_LIMITS.businessQuestion))) used.add(template.title);
    }
  }
  // Without one question the outline is unusable (a study needs BUSINESS_QUESTION_LIMITS.min):
  // the generation fails with a reason rather than storing nothing.
  if (questions.length === 0) throw new Error(builtInEngineMessages.emptyLibrary);
  return { business_questions: questions, templates: [...used], note: languageNote(facts) };
}
