import { BUSINESS_QUESTION_LIMITS } from "@/lib/constants";
import { bloomProposalMessages, messages } from "@/lib/messages";
import type { FieldErrors } from "@/lib/schemas/common";
import type { RequirementsStatus } from "@/lib/schemas/study-parts";

/**
 * What keeps a draft from starting, per field, in the wizard's words (the terms are the order's
 * own field and checked by its schema). Empty when the study may start.
 */
export function missingRequirements(status: RequirementsStatus): FieldErrors {
  const errors: FieldErrors = {};
  const { business_questions: questions, sections, study_materials: materials } = status;
  if (!questions.ok || questions.count < BUSINESS_QUESTION_LIMITS.min) {
    errors.business_questions = [messages.businessQuestionsTooFew(BUSINESS_QUESTION_LIMITS.min)];
  } else if (questions.count > BUSINESS_QUESTION_LIMITS.max) {
    errors.business_questions = [messages.businessQuestionsTooMany(BUSINESS_QUESTION_LIMITS.max)];
  }
  if (sections.count === 0) errors.sections = [messages.sectionsRequired];
  else if (!sections.ok) errors.sections = [messages.sectionWithoutQuestions];
  if (!status.fill_in.ok) errors.study_design = [bloomProposalMessages.needsEdit(status.fill_in.count)];
  if (materials.count < materials.min) errors.study_materials = [messages.tooFewMaterials(materials.min)];
  else if (materials.count > materials.max) errors.study_materials = [messages.tooManyMaterials(materials.max)];
  if (!status.recruitment.ok) errors.recruitment = [messages.recruitmentRequired];
  return errors;
}
