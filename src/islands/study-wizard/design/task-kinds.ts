import type { TaskType } from "@/lib/constants";

/**
 * The question types a researcher picks from (001 §3 Task / subtask), in plain words. Eight kinds
 * on seven task types: an explainer is a TEXT_ONLY task the participant reads and does not answer.
 */
export const TASK_KINDS = [
  "THINK_ALOUD",
  "EXPLAINER",
  "FREE_TEXT",
  "CHECKBOX",
  "RADIO",
  "OBSERVATION",
  "SCORING",
  "SUBTASKS",
] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

interface KindInfo {
  type: TaskType;
  explainer: boolean;
  label: string;
  /** One line for the type picker: what the participant does. */
  hint: string;
}

export const TASK_KIND_INFO: Record<TaskKind, KindInfo> = {
  THINK_ALOUD: {
    type: "TEXT_ONLY",
    explainer: false,
    label: "Think aloud",
    hint: "The participant talks through their thoughts on camera.",
  },
  EXPLAINER: {
    type: "TEXT_ONLY",
    explainer: true,
    label: "Explainer",
    hint: "Text the participant reads before going on; no answer.",
  },
  FREE_TEXT: { type: "FREE_TEXT", explainer: false, label: "Open question", hint: "The participant types an answer." },
  CHECKBOX: {
    type: "CHECKBOX",
    explainer: false,
    label: "Multiple choice",
    hint: "The participant ticks any number of choices.",
  },
  RADIO: { type: "RADIO", explainer: false, label: "Single choice", hint: "The participant picks one choice." },
  OBSERVATION: {
    type: "OBSERVATION",
    explainer: false,
    label: "Observation",
    hint: "The participant does a task while we record the screen.",
  },
  SCORING: { type: "SCORING", explainer: false, label: "Rating scale", hint: "The participant rates on a scale." },
  SUBTASKS: {
    type: "SUBTASKS",
    explainer: false,
    label: "Subtasks",
    hint: "The participant works through numbered steps.",
  },
};

/** The kind of a task from its stored type and explainer flag. */
export function kindOf(task: { type: TaskType; explainer: boolean }): TaskKind {
  if (task.type === "TEXT_ONLY") return task.explainer ? "EXPLAINER" : "THINK_ALOUD";
  return task.type;
}

/** Kinds whose questions carry a list of choices. */
export const hasChoices = (type: TaskType) => type === "CHECKBOX" || type === "RADIO";
