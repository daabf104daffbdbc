import {
  DEFAULT_SCORING_SCALE_LENGTH,
  SCORING_SCALE_LENGTHS,
  STUDY_TEXT_LIMITS,
  SUBTASK_LIMITS,
  TASK_OPTION_LIMITS,
  TASK_TYPES,
} from "@/lib/constants";
import type { TemplateDesign } from "../../db/schema";
import type { ProposedTask } from "../engine";

/*
 * A template's task as a question the wizard accepts (taskInputSchema of lib/schemas/study-draft
 * and the design rules of services/studies). The library is expert-written and valid today, but
 * it is data: whatever a task holds, the result keeps to the rules, or the task becomes the
 * nearest valid one (a choice question without enough choices asks in words instead).
 */

/** A task of a template section, as stored in study_templates.study_design. */
export type TemplateTask = TemplateDesign["sections"][number]["tasks"][number];

const isTaskType = (type: string): type is ProposedTask["type"] => (TASK_TYPES as readonly string[]).includes(type);
const normalized = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/** Distinct non-empty texts, in order (two equal choices cannot be told apart by a participant). */
function distinct(texts: readonly string[]): string[] {
  const seen = new Set<string>();
  return texts.filter((text) => {
    const key = normalized(text);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The proposed question for a template task, its texts passed through `adapt` (which keeps them
 * within the given length); null when the task has no text to ask.
 */
export function toProposedTask(task: TemplateTask, adapt: (text: string, max: number) => string): ProposedTask | null {
  const text = adapt(task.text ?? "", STUDY_TEXT_LIMITS.taskText);
  if (!text) return null;
  let type: ProposedTask["type"] = isTaskType(task.type) ? task.type : "FREE_TEXT";
  const options = distinct((task.options ?? []).map((option) => adapt(option, STUDY_TEXT_LIMITS.optionText))).slice(
    0,
    TASK_OPTION_LIMITS.max,
  );
  const subtasks = (task.subtasks ?? [])
    .map((subtask) => ({
      type: subtask.type === "TEXT_ONLY" ? ("TEXT_ONLY" as const) : ("FREE_TEXT" as const),
      text: adapt(subtask.text ?? "", STUDY_TEXT_LIMITS.taskText),
    }))
    .filter((subtask) => subtask.text)
    .slice(0, SUBTASK_LIMITS.max);
  const isChoice = type === "RADIO" || type === "CHECKBOX";
  if ((isChoice && options.length < TASK_OPTION_LIMITS.min) || (type === "SUBTASKS" && subtasks.length === 0)) {
    type = "FREE_TEXT";
  }
  const scale = task.scale ?? DEFAULT_SCORING_SCALE_LENGTH;
  return {
    type,
    text,
    explainer: type === "TEXT_ONLY" && task.explainer === true,
    options: type === "RADIO" || type === "CHECKBOX" ? options.map((option) => ({ text: option })) : [],
    scale_length:
      type === "SCORING"
        ? (SCORING_SCALE_LENGTHS as readonly number[]).includes(scale)
          ? scale
          : DEFAULT_SCORING_SCALE_LENGTH
        : null,
    subtasks: type === "SUBTASKS" ? subtasks : [],
  };
}

/** The key two questions are the same by: their type and text, ignoring case and spacing. */
export function taskKey(task: ProposedTask): string {
  return `${task.type}:${normalized(task.text)}`;
}
