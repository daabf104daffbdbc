import { BUSINESS_QUESTION_LIMITS } from "@/lib/constants";
import { messages } from "@/lib/messages";
import type { DraftObjective, ObjectivesUpdate } from "@/lib/schemas/study-draft";

/** A business question being edited: `key` is stable in the browser, `id` is the saved one. */
export interface BusinessQuestionDraft {
  id?: number;
  key: string;
  title: string;
}

/** Field errors by path ("objectives.2.title", "objectives"), as the API answers a 422. */
export type BusinessQuestionErrors = Record<string, string[]>;

/** The editable list of saved business questions, in their order, keyed by id. */
export function businessQuestionsFromSaved(objectives: readonly DraftObjective[]): BusinessQuestionDraft[] {
  return [...objectives]
    .sort((a, b) => a.position - b.position)
    .map((objective) => ({ id: objective.id, key: `objective-${objective.id}`, title: objective.title }));
}

/** How many sections answer each business question, by the question's key (unsaved ones: none). */
export function linkedSectionCountsOf(
  value: readonly BusinessQuestionDraft[],
  sections: readonly { objective_id: number | null }[],
): Record<string, number> {
  return Object.fromEntries(
    value.map((question) => [
      question.key,
      sections.filter((s) => question.id !== undefined && s.objective_id === question.id).length,
    ]),
  );
}

/** Two questions are the same when they read the same, whatever the case and spacing. */
const sameness = (title: string) => title.trim().replace(/\s+/g, " ").toLocaleLowerCase();

/**
 * The rules of 001 §5 for business questions with the server's paths and words: the count
 * (on "objectives"), a title each, no duplicates (the later copy is the one marked).
 */
export function validateBusinessQuestions(value: readonly BusinessQuestionDraft[]): BusinessQuestionErrors {
  const errors: BusinessQuestionErrors = {};
  if (value.length < BUSINESS_QUESTION_LIMITS.min)
    errors.objectives = [messages.businessQuestionsTooFew(BUSINESS_QUESTION_LIMITS.min)];
  if (value.length > BUSINESS_QUESTION_LIMITS.max)
    errors.objectives = [messages.businessQuestionsTooMany(BUSINESS_QUESTION_LIMITS.max)];
  const seen = new Set<string>();
  value.forEach((question, i) => {
    const same = sameness(question.title);
    if (same === "") errors[`objectives.${i}.title`] = [messages.required];
    else if (seen.has(same)) errors[`objectives.${i}.title`] = [messages.businessQuestionDuplicate];
    seen.add(same);
  });
  return errors;
}

/** The body of PUT /api/studies/{id}/objectives: the whole list in order; saved ones keep their id. */
export function toObjectivesUpdate(value: readonly BusinessQuestionDraft[]): ObjectivesUpdate {
  return {
    objectives: value.map((question) => ({
      ...(question.id === undefined ? {} : { id: question.id }),
      title: question.title.trim(),
    })),
  };
}
