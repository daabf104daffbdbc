/** Resolving a study's objectives and design, and addressing its tasks by path. */
import { templateById } from "../content/templates";
import type { LineInput, ObjectiveContent, SectionContent, StudyContent, TaskContent } from "../content/types";
import type { TaskPath } from "./types";

/** Objectives and design of a study; drafts made from a template start with the template's. */
export function resolveDesign(study: StudyContent): {
  objectives: ObjectiveContent[];
  design: readonly SectionContent[];
} {
  if (study.objectives && study.design) return { objectives: [...study.objectives], design: study.design };
  if (!study.template) throw new Error(`Study ${study.key} has neither a design nor a template`);
  const template = templateById(study.template);
  return {
    objectives: study.objectives ? [...study.objectives] : template.objectives.map((title) => ({ title })),
    design: study.design ?? template.design,
  };
}

export interface AddressedTask {
  path: TaskPath;
  section: number;
  task: TaskContent;
}

/** Every task of a design in order, with its path. */
export function tasksOf(design: readonly SectionContent[]): AddressedTask[] {
  return design.flatMap((section, s) => section.tasks.map((task, t) => ({ path: `${s}.${t}`, section: s, task })));
}

/** The path of the task with `key`; a missing key is a content bug, so it throws. */
export function pathOfKey(design: readonly SectionContent[], key: string): TaskPath {
  const found = tasksOf(design).find((entry) => entry.task.key === key);
  if (!found) throw new Error(`No task with key ${key}`);
  return found.path;
}

/** The task a path points at (the parent task for a subtask path). */
export function taskAt(design: readonly SectionContent[], path: TaskPath): TaskContent {
  const [s, t] = path.split(".").map(Number);
  const task = design[s ?? -1]?.tasks[t ?? -1];
  if (!task) throw new Error(`No task at ${path}`);
  return task;
}

/** "1.2.0" → "1.2": the task a subtask belongs to. */
export function parentPath(path: TaskPath): TaskPath {
  return path.split(".").slice(0, 2).join(".");
}

/** English text and the original wording of a line. */
export function lineParts(line: LineInput): { en: string; original?: string } {
  return typeof line === "string" ? { en: line } : { en: line[0], original: line[1] };
}

/** Answered by participants: everything but explainers, and only when the study has a bank or it is the intro. */
export function isAnswered(task: TaskContent): boolean {
  return !task.explainer && (task.key === "intro" || (task.answers?.length ?? 0) > 0);
}
