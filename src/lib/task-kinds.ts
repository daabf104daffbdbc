import type { TaskType } from "./constants";

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

/**
 * The words a participant reads with each kind of question: the design step's preview shows them
 * and the study design's Word export writes them, so a researcher reviews what participants get.
 */
export const participantWords = {
  thinkAloud: "Speak your thoughts aloud. We record your voice and screen.",
  observation: "Do the task while we watch. Say out loud what you are doing.",
  explainer: "Continue",
  freeText: "Your answer",
  choices: (type: TaskType) => (type === "CHECKBOX" ? "Choose all that apply" : "Choose one"),
  choice: (index: number) => `Choice ${index + 1}`,
  scale: (points: number) => `Rate from 1 to ${points}`,
  scaleLowest: "1 = lowest",
  scaleHighest: (points: number) => `${points} = highest`,
  subtask: (index: number) => `Subtask ${index + 1}`,
  subtaskAnswer: (type: TaskType) => (type === "FREE_TEXT" ? "typed answer" : "think aloud"),
} as const;
