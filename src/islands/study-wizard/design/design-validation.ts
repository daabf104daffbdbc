import {
  MAX_SECTIONS,
  QUESTIONS_PER_SECTION,
  SCORING_SCALE_LENGTHS,
  SUBTASK_LIMITS,
  TASK_OPTION_LIMITS,
} from "@/lib/constants";
import { messages } from "@/lib/messages";
import type { StudyMaterial } from "@/lib/schemas/study-parts";
import type { DesignSection, DesignState, DesignTask } from "./design-state";
import { addError, type FieldErrors } from "./field-errors";
import { hasChoices } from "@/lib/task-kinds";

/*
 * The rules of 001 §5 for a design, with the paths of the PUT /tasks body ("sections.1.objective_id",
 * "tasks.4.options": tasks count in the flat list) and the words of lib/messages, so the form
 * shows what the server would answer before it is asked.
 */

const blank = (text: string) => text.trim() === "";

function checkSection(section: DesignSection, i: number, objectiveIds: Set<number>, materialIds: Set<number>) {
  const errors: FieldErrors = {};
  if (section.objective_id === null || !objectiveIds.has(section.objective_id))
    addError(errors, `sections.${i}.objective_id`, messages.sectionNeedsBusinessQuestion);
  if (section.tasks.length < QUESTIONS_PER_SECTION.min)
    addError(errors, `sections.${i}.tasks`, messages.sectionWithoutQuestions);
  if (section.tasks.length > QUESTIONS_PER_SECTION.max)
    addError(errors, `sections.${i}.tasks`, messages.tooManyQuestions(QUESTIONS_PER_SECTION.max));
  if (section.study_material_ids.some((id) => !materialIds.has(id)))
    addError(errors, `sections.${i}.study_material_ids`, messages.materialNotInStudy);
  return errors;
}

function checkTask(task: DesignTask, k: number, materialCount: number, errors: FieldErrors) {
  const at = `tasks.${k}`;
  if (blank(task.text)) addError(errors, `${at}.text`, messages.required);
  if (hasChoices(task.type)) {
    if (task.options.length < TASK_OPTION_LIMITS.min)
      addError(errors, `${at}.options`, messages.optionsTooFew(TASK_OPTION_LIMITS.min));
    if (task.options.length > TASK_OPTION_LIMITS.max)
      addError(errors, `${at}.options`, messages.optionsTooMany(TASK_OPTION_LIMITS.max));
    task.options.forEach((option, j) => {
      if (blank(option.text)) addError(errors, `${at}.options.${j}.text`, messages.required);
    });
  }
  if (task.type === "SCORING" && !(SCORING_SCALE_LENGTHS as readonly (number | null)[]).includes(task.scale_length))
    addError(errors, `${at}.scale_length`, messages.required);
  if (task.type === "SUBTASKS") {
    if (task.subtasks.length < SUBTASK_LIMITS.min)
      addError(errors, `${at}.subtasks`, messages.subtasksTooFew(SUBTASK_LIMITS.min));
    if (task.subtasks.length > SUBTASK_LIMITS.max)
      addError(errors, `${at}.subtasks`, messages.subtasksTooMany(SUBTASK_LIMITS.max));
    task.subtasks.forEach((subtask, j) => {
      if (blank(subtask.text)) addError(errors, `${at}.subtasks.${j}.text`, messages.required);
    });
  }
  const assigned = Object.entries(task.object_assignment).filter(([, on]) => on);
  if (assigned.some(([index]) => Number(index) >= materialCount))
    addError(errors, `${at}.object_assignment`, messages.materialNotInStudy);
}

/** Every rule the design breaks, as field errors; empty when it may be saved. */
export function validateDesign(
  state: DesignState,
  objectives: readonly { id: number }[],
  materials: readonly Pick<StudyMaterial, "id">[],
): FieldErrors {
  const errors: FieldErrors = {};
  if (state.sections.length > MAX_SECTIONS) addError(errors, "sections", messages.tooManySections(MAX_SECTIONS));
  const objectiveIds = new Set(objectives.map((objective) => objective.id));
  const materialIds = new Set(materials.map((material) => material.id));
  let k = 0;
  state.sections.forEach((section, i) => {
    Object.assign(errors, checkSection(section, i, objectiveIds, materialIds));
    for (const task of section.tasks) checkTask(task, k++, materials.length, errors);
  });
  return errors;
}
