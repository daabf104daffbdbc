import type { z } from "zod";
import { MAX_SECTIONS, QUESTIONS_PER_SECTION, SUBTASK_LIMITS, TASK_OPTION_LIMITS } from "@/lib/constants";
import { messages } from "@/lib/messages";
import type { FieldErrors } from "@/lib/schemas/common";
import type { tasksUpdateSchema } from "@/lib/schemas/study-draft";

export type TasksInput = z.infer<typeof tasksUpdateSchema>;
type TaskInput = TasksInput["tasks"][number];

/** What the request is checked against: this study's questions, materials and rows. */
export interface DesignFacts {
  objectiveIds: ReadonlySet<number>;
  /** Material ids in position order (object_assignment keys are indexes into it). */
  materialIds: readonly number[];
  /** Sections of the segment being saved. */
  sectionIds: ReadonlySet<number>;
  /** Top-level tasks of the study, and the subtasks of each. */
  subtasksOf: ReadonlyMap<number, ReadonlySet<number>>;
}

const choiceTypes = new Set(["CHECKBOX", "RADIO"]);

function checkTask(task: TaskInput, at: string, facts: DesignFacts, add: (field: string, m: string) => void) {
  if (task.id !== undefined && !facts.subtasksOf.has(task.id)) add(`${at}.id`, messages.notInStudy);
  if (choiceTypes.has(task.type)) {
    if (task.options.length < TASK_OPTION_LIMITS.min)
      add(`${at}.options`, messages.optionsTooFew(TASK_OPTION_LIMITS.min));
    if (task.options.length > TASK_OPTION_LIMITS.max)
      add(`${at}.options`, messages.optionsTooMany(TASK_OPTION_LIMITS.max));
    const ids = task.options.flatMap((o) => (o.id ? [o.id] : []));
    if (new Set(ids).size !== ids.length) add(`${at}.options`, messages.notInStudy);
  } else if (task.options.length) {
    add(`${at}.options`, messages.optionsNotAllowed);
  }
  if (task.type === "SUBTASKS") {
    if (task.subtasks.length < SUBTASK_LIMITS.min) add(`${at}.subtasks`, messages.subtasksTooFew(SUBTASK_LIMITS.min));
    if (task.subtasks.length > SUBTASK_LIMITS.max) add(`${at}.subtasks`, messages.subtasksTooMany(SUBTASK_LIMITS.max));
    const own = task.id === undefined ? undefined : facts.subtasksOf.get(task.id);
    task.subtasks.forEach((subtask, k) => {
      if (subtask.id !== undefined && !own?.has(subtask.id)) add(`${at}.subtasks.${k}.id`, messages.notInStudy);
    });
  } else if (task.subtasks.length) {
    add(`${at}.subtasks`, messages.subtasksNotAllowed);
  }
  if (task.explainer && task.type !== "TEXT_ONLY") add(`${at}.explainer`, messages.explainerTextOnly);
  for (const key of Object.keys(task.object_assignment)) {
    if (Number(key) >= facts.materialIds.length) add(`${at}.object_assignment`, messages.materialNotInStudy);
  }
}

/**
 * The rules of a study design (001 §5) as field errors (`tasks.3.options`, `sections.0`): sections
 * tied to this study's business questions and materials, each with 1 to QUESTIONS_PER_SECTION.max
 * questions, at most MAX_SECTIONS; choices, scales, subtasks and explainers as each type takes
 * them; ids of this study only, each once. Empty when the design may be saved.
 */
export function designErrors(input: TasksInput, facts: DesignFacts): FieldErrors {
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  const add = (field: string, message: string) => {
    if (!(errors[field] ??= []).includes(message)) errors[field].push(message);
  };
  if (input.sections.length > MAX_SECTIONS) add("sections", messages.tooManySections(MAX_SECTIONS));
  const sectionIds = new Set<number>();
  input.sections.forEach((section, i) => {
    if (section.id !== undefined && (!facts.sectionIds.has(section.id) || sectionIds.has(section.id))) {
      add(`sections.${i}.id`, messages.notInStudy);
    }
    if (section.id !== undefined) sectionIds.add(section.id);
    if (!facts.objectiveIds.has(section.objective_id)) {
      add(`sections.${i}.objective_id`, messages.sectionNeedsBusinessQuestion);
    }
    if (section.study_material_ids.some((m) => !facts.materialIds.includes(m))) {
      add(`sections.${i}.study_material_ids`, messages.notInStudy);
    }
    const questions = input.tasks.filter((task) => task.section === i).length;
    if (questions === 0) add(`sections.${i}`, messages.sectionWithoutQuestions);
    if (questions > QUESTIONS_PER_SECTION.max)
      add(`sections.${i}`, messages.tooManyQuestions(QUESTIONS_PER_SECTION.max));
  });
  const taskIds = new Set<number>();
  input.tasks.forEach((task, j) => {
    if (task.section >= input.sections.length) add(`tasks.${j}.section`, messages.sectionMissing);
    if (task.id !== undefined && taskIds.has(task.id)) add(`tasks.${j}.id`, messages.notInStudy);
    if (task.id !== undefined) taskIds.add(task.id);
    checkTask(task, `tasks.${j}`, facts, add);
  });
  if (input.tasks_to_delete_in_this_segment.some((id) => !facts.subtasksOf.has(id) || taskIds.has(id))) {
    add("tasks_to_delete_in_this_segment", messages.notInStudy);
  }
  return errors;
}
