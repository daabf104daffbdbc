import { DEFAULT_SCORING_SCALE_LENGTH, SUBTASK_LIMITS, TASK_OPTION_LIMITS } from "@/lib/constants";
import { newKey, type DesignOption, type DesignSubtask, type DesignTask } from "./design-state";
import { TASK_KIND_INFO, hasChoices, type TaskKind } from "@/lib/task-kinds";

/* Pure edits of one question: new, change of type, duplicate, and the lists inside it. */

const emptyOption = (): DesignOption => ({ key: newKey("option"), text: "" });
const emptySubtask = (): DesignSubtask => ({ key: newKey("subtask"), type: "TEXT_ONLY", text: "" });

/** Fills in what a type needs and the task lacks: the minimum of choices or subtasks, a scale length. */
function withTypeDefaults(task: DesignTask): DesignTask {
  let next = task;
  if (hasChoices(task.type) && task.options.length < TASK_OPTION_LIMITS.min) {
    const missing = TASK_OPTION_LIMITS.min - task.options.length;
    next = { ...next, options: [...task.options, ...Array.from({ length: missing }, emptyOption)] };
  }
  if (task.type === "SCORING" && task.scale_length === null) {
    next = { ...next, scale_length: DEFAULT_SCORING_SCALE_LENGTH };
  }
  if (task.type === "SUBTASKS" && task.subtasks.length < SUBTASK_LIMITS.min) {
    const missing = SUBTASK_LIMITS.min - task.subtasks.length;
    next = { ...next, subtasks: [...task.subtasks, ...Array.from({ length: missing }, emptySubtask)] };
  }
  return next;
}

/** A new, empty question of a kind, ready to fill in. */
export function newTask(kind: TaskKind): DesignTask {
  const { type, explainer } = TASK_KIND_INFO[kind];
  return withTypeDefaults({
    key: newKey("task"),
    type,
    explainer,
    text: "",
    options: [],
    scale_length: null,
    subtasks: [],
    object_assignment: {},
    notes: "",
  });
}

/**
 * The question as another kind, keeping what fits: text, notes and materials always; choices
 * between multiple and single choice; the scale and subtasks stay in case the type comes back.
 */
export function changeTaskKind(task: DesignTask, kind: TaskKind): DesignTask {
  const { type, explainer } = TASK_KIND_INFO[kind];
  return withTypeDefaults({ ...task, type, explainer });
}

/** A copy that saves as a new question: new keys, no saved ids (choices and subtasks too). */
export function duplicateTask(task: DesignTask): DesignTask {
  const { id: _id, ...rest } = task;
  return {
    ...rest,
    key: newKey("task"),
    options: task.options.map((option) => ({ key: newKey("option"), text: option.text })),
    subtasks: task.subtasks.map((subtask) => ({ key: newKey("subtask"), type: subtask.type, text: subtask.text })),
    object_assignment: { ...task.object_assignment },
  };
}

/** The list with the item at `from` moved to `to` (unchanged when `to` is outside the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export const addOption = (task: DesignTask): DesignTask => ({ ...task, options: [...task.options, emptyOption()] });
export const addSubtask = (task: DesignTask): DesignTask => ({
  ...task,
  subtasks: [...task.subtasks, emptySubtask()],
});

/** Turns a study material (by its index in the study) on or off for the question. */
export function assignMaterial(task: DesignTask, index: number, on: boolean): DesignTask {
  const object_assignment = { ...task.object_assignment };
  if (on) object_assignment[String(index)] = true;
  else delete object_assignment[String(index)];
  return { ...task, object_assignment };
}
