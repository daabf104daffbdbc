import { newKey, type DesignSection, type DesignState, type DesignTask } from "./design-state";
import { duplicateTask, moveItem } from "./task-operations";

/*
 * Pure edits of a design: sections and questions added, copied, deleted and moved. Each returns
 * a new state and leaves the old one alone; limits are the form's to show and validateDesign's
 * to report, so these never refuse silently.
 */

export interface TaskPlace {
  sectionIndex: number;
  taskIndex: number;
  section: DesignSection;
  task: DesignTask;
}

/** Where a question sits, or null when no question has the key. */
export function findTask(state: DesignState, taskKey: string): TaskPlace | null {
  for (const [sectionIndex, section] of state.sections.entries()) {
    const taskIndex = section.tasks.findIndex((task) => task.key === taskKey);
    if (taskIndex >= 0) return { sectionIndex, taskIndex, section, task: section.tasks[taskIndex]! };
  }
  return null;
}

const savedIds = (tasks: readonly DesignTask[]) => tasks.flatMap((task) => (task.id === undefined ? [] : [task.id]));

function mapSection(state: DesignState, key: string, edit: (s: DesignSection) => DesignSection): DesignState {
  return { ...state, sections: state.sections.map((section) => (section.key === key ? edit(section) : section)) };
}

/** A new empty section at the end, answering `objectiveId` (null: not chosen yet). */
export function addSection(state: DesignState, objectiveId: number | null): DesignState {
  const section: DesignSection = {
    key: newKey("section"),
    objective_id: objectiveId,
    text: "",
    study_material_ids: [],
    tasks: [],
  };
  return { ...state, sections: [...state.sections, section] };
}

export function updateSection(state: DesignState, key: string, patch: Partial<Omit<DesignSection, "key">>) {
  return mapSection(state, key, (section) => ({ ...section, ...patch }));
}

/** A copy of the section and its questions right after it; the copy saves as new. */
export function duplicateSection(state: DesignState, key: string): DesignState {
  const index = state.sections.findIndex((section) => section.key === key);
  const original = state.sections[index];
  if (!original) return state;
  const { id: _id, ...rest } = original;
  const copy: DesignSection = { ...rest, key: newKey("section"), tasks: original.tasks.map(duplicateTask) };
  return { ...state, sections: state.sections.toSpliced(index + 1, 0, copy) };
}

/** Deletes the section; its saved questions are remembered for tasks_to_delete_in_this_segment. */
export function deleteSection(state: DesignState, key: string): DesignState {
  const section = state.sections.find((s) => s.key === key);
  if (!section) return state;
  return {
    ...state,
    sections: state.sections.filter((s) => s.key !== key),
    deletedTaskIds: [...state.deletedTaskIds, ...savedIds(section.tasks)],
  };
}

/** Moves the section by `delta` places (-1 up, +1 down); no change past either end. */
export function moveSection(state: DesignState, key: string, delta: number): DesignState {
  const index = state.sections.findIndex((section) => section.key === key);
  return { ...state, sections: moveItem(state.sections, index, index + delta) };
}

/** Adds a question to the end of a section, or after the question `afterKey`. */
export function insertTask(state: DesignState, sectionKey: string, task: DesignTask, afterKey?: string) {
  return mapSection(state, sectionKey, (section) => {
    const after = afterKey === undefined ? -1 : section.tasks.findIndex((t) => t.key === afterKey);
    const at = after < 0 ? section.tasks.length : after + 1;
    return { ...section, tasks: section.tasks.toSpliced(at, 0, task) };
  });
}

export function updateTask(state: DesignState, taskKey: string, edit: (task: DesignTask) => DesignTask) {
  const place = findTask(state, taskKey);
  if (!place) return state;
  return mapSection(state, place.section.key, (section) => ({
    ...section,
    tasks: section.tasks.map((task) => (task.key === taskKey ? edit(task) : task)),
  }));
}

/** Deletes a question; a saved one is remembered for tasks_to_delete_in_this_segment. */
export function deleteTask(state: DesignState, taskKey: string): DesignState {
  const place = findTask(state, taskKey);
  if (!place) return state;
  const next = mapSection(state, place.section.key, (section) => ({
    ...section,
    tasks: section.tasks.filter((task) => task.key !== taskKey),
  }));
  return { ...next, deletedTaskIds: [...state.deletedTaskIds, ...savedIds([place.task])] };
}

/** Moves a question by `delta` places inside its section; no change past either end. */
export function moveTask(state: DesignState, taskKey: string, delta: number): DesignState {
  const place = findTask(state, taskKey);
  if (!place) return state;
  return mapSection(state, place.section.key, (section) => ({
    ...section,
    tasks: moveItem(section.tasks, place.taskIndex, place.taskIndex + delta),
  }));
}
