/**
 * Short constructors for tasks and answers, so templates and studies read like a discussion guide
 * rather than a wall of object literals.
 */
import type { AnswerContent, LineInput, ObservationOutcome, SubtaskContent, TaskContent } from "./types";

type Extra = Pick<TaskContent, "key" | "answers" | "materials" | "notes" | "original">;

/** A TEXT_ONLY explainer: read, not answered. */
export function explain(text: string, extra: Extra = {}): TaskContent {
  return { type: "TEXT_ONLY", text, explainer: true, ...extra };
}

/** A TEXT_ONLY think-out-loud prompt: the participant talks, nothing is scored. */
export function think(text: string, extra: Extra = {}): TaskContent {
  return { type: "TEXT_ONLY", text, ...extra };
}

/** An open question answered in the participant's own words. */
export function free(text: string, extra: Extra = {}): TaskContent {
  return { type: "FREE_TEXT", text, ...extra };
}

/** A single-choice question. */
export function radio(text: string, options: readonly string[], extra: Extra = {}): TaskContent {
  return { type: "RADIO", text, options, ...extra };
}

/** A multiple-choice question. */
export function checkbox(text: string, options: readonly string[], extra: Extra = {}): TaskContent {
  return { type: "CHECKBOX", text, options, ...extra };
}

/** A 5-point scoring question (the spec's charts use a 1–5 scale). */
export function scoring(text: string, extra: Extra = {}): TaskContent {
  return { type: "SCORING", text, scale: 5, ...extra };
}

/** A behavioural task the moderator or the recording observes: time on task and success. */
export function observation(text: string, extra: Extra = {}): TaskContent {
  return { type: "OBSERVATION", text, ...extra };
}

/** A task broken into steps; each step is answered in words. */
export function subtasks(text: string, steps: readonly string[], extra: Extra = {}): TaskContent {
  const list: SubtaskContent[] = steps.map((step) => ({ type: "FREE_TEXT", text: step }));
  return { type: "SUBTASKS", text, subtasks: list, ...extra };
}

/** An answer in words only (FREE_TEXT, think-aloud, SUBTASKS: one line per step). */
export function say(...lines: LineInput[]): AnswerContent {
  return { say: lines };
}

/** A SCORING answer: the score and the reason the participant gives for it. */
export function scored(score: 1 | 2 | 3 | 4 | 5, ...lines: LineInput[]): AnswerContent {
  return { score, say: lines };
}

/** A CHECKBOX or RADIO answer: the chosen option indexes and what the participant says. */
export function chose(choices: readonly number[], ...lines: LineInput[]): AnswerContent {
  return { choices, say: lines };
}

/** An OBSERVATION answer: seconds on task, outcome and what the participant said while doing it. */
export function observed(seconds: number, outcome: ObservationOutcome, ...lines: LineInput[]): AnswerContent {
  return { seconds, outcome, say: lines };
}
