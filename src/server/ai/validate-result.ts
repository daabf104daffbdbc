import { z } from "zod";
import { BUSINESS_QUESTION_LIMITS, MAX_SECTIONS, QUESTIONS_PER_SECTION } from "@/lib/constants";
import { objectivesUpdateSchema, taskInputSchema } from "@/lib/schemas/study-draft";
import type { Design, Outline } from "./engine";

/** Issues of a zod result, one readable line ("sections.0.tasks.2.options: …"). */
const reasonOf = (error: z.ZodError) =>
  error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "result"}: ${issue.message}`)
    .join("; ");

/**
 * An engine's outline, checked as the wizard's own save would check it (objectivesUpdateSchema:
 * count, lengths) and for duplicates; returns the reason it is not a valid outline, or null.
 */
export function outlineRefusal(outline: Outline): string | null {
  const questions = Array.isArray(outline?.business_questions) ? outline.business_questions : null;
  if (!questions) return "business_questions: not a list";
  const parsed = objectivesUpdateSchema.safeParse({ objectives: questions.map((title) => ({ title })) });
  if (!parsed.success) return reasonOf(parsed.error);
  const seen = new Set(questions.map((q) => q.trim().replace(/\s+/g, " ").toLowerCase()));
  if (seen.size !== questions.length) return "business_questions: duplicates";
  if (questions.length > BUSINESS_QUESTION_LIMITS.max) return "business_questions: too many";
  return null;
}

const sectionShape = z.object({
  business_question: z.number().int().min(0),
  text: z.string(),
  tasks: z.array(z.unknown()).min(QUESTIONS_PER_SECTION.min).max(QUESTIONS_PER_SECTION.max),
});

/**
 * An engine's design, each question checked by taskInputSchema, the schema of a hand-written
 * save (types, option and subtask counts, scales, lengths), within the section limits and tied to
 * one of the `businessQuestions` given; returns the reason it is not valid, or null.
 */
export function designRefusal(design: Design, businessQuestions: number): string | null {
  const sections = Array.isArray(design?.sections) ? design.sections : null;
  if (!sections) return "sections: not a list";
  if (sections.length === 0 || sections.length > MAX_SECTIONS) return `sections: ${sections.length} sections`;
  for (const [index, section] of sections.entries()) {
    const shape = sectionShape.safeParse(section);
    if (!shape.success) return reasonOf(shape.error).replace(/^/, `sections.${index}.`);
    if (shape.data.business_question >= businessQuestions) return `sections.${index}.business_question: unknown`;
    for (const [at, task] of shape.data.tasks.entries()) {
      const parsed = taskInputSchema.safeParse({ ...(task as object), section: index });
      if (!parsed.success) return `sections.${index}.tasks.${at}.${reasonOf(parsed.error)}`;
    }
  }
  return null;
}
