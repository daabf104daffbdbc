import type { TaskType } from "@/lib/constants";
import type { DraftTask, StudyDesign, TaskInput, TasksUpdate } from "@/lib/schemas/study-draft";
import { hasChoices } from "@/lib/task-kinds";

/*
 * What the STUDY_DESIGN step edits: the sections of one design (the study's, or one segment's) with
 * their questions, each with a stable client `key` (React keys, focus after moves) and the saved
 * `id` when it has one. Fields a type does not use (choices of an open question, say) are kept
 * while editing, so changing the type back loses nothing; toTasksUpdate sends only what fits.
 */

export interface DesignOption {
  key: string;
  id?: string;
  text: string;
}

export type SubtaskType = "FREE_TEXT" | "TEXT_ONLY";

export interface DesignSubtask {
  key: string;
  id?: number;
  type: SubtaskType;
  text: string;
}

export interface DesignTask {
  key: string;
  id?: number;
  type: TaskType;
  explainer: boolean;
  text: string;
  options: DesignOption[];
  scale_length: number | null;
  subtasks: DesignSubtask[];
  /** Study materials shown with this question, by their index in the study's materials. */
  object_assignment: Record<string, boolean>;
  notes: string;
}

export interface DesignSection {
  key: string;
  id?: number;
  objective_id: number | null;
  text: string;
  study_material_ids: number[];
  tasks: DesignTask[];
}

export interface DesignState {
  segment_id: number | null;
  sections: DesignSection[];
  /** Saved questions deleted since the last save: tasks_to_delete_in_this_segment. */
  deletedTaskIds: number[];
}

let counter = 0;
/** A key for something made in the browser; saved things are keyed by their id instead. */
export function newKey(prefix: string): string {
  counter += 1;
  return `${prefix}-new-${counter}`;
}

function taskFromSaved(task: DraftTask): DesignTask {
  return {
    key: `task-${task.id}`,
    id: task.id,
    type: task.type,
    explainer: task.type === "TEXT_ONLY" && task.explainer,
    text: task.text,
    options: task.options.map((option) => ({ key: `option-${option.id}`, id: option.id, text: option.text })),
    scale_length: task.scale_length,
    subtasks: task.subtasks.map((subtask) => ({
      key: `subtask-${subtask.id}`,
      id: subtask.id,
      type: subtask.type === "FREE_TEXT" ? "FREE_TEXT" : "TEXT_ONLY",
      text: subtask.text,
    })),
    object_assignment: Object.fromEntries(Object.entries(task.object_assignment).filter(([, on]) => on)),
    notes: task.notes ?? "",
  };
}

/** The editable state of a saved design (the draft's, or the answer of PUT /tasks). */
export function designStateFromSaved(design: StudyDesign): DesignState {
  const sections = [...design.sections].sort((a, b) => a.position - b.position);
  return {
    segment_id: design.segment_id,
    deletedTaskIds: [],
    sections: sections.map((section) => ({
      key: `section-${section.id}`,
      id: section.id,
      objective_id: section.objective_id,
      text: section.text,
      study_material_ids: [...section.study_material_ids],
      tasks: section.tasks.map(taskFromSaved),
    })),
  };
}

function taskInput(task: DesignTask, section: number): TaskInput {
  const notes = task.notes.trim();
  return {
    ...(task.id === undefined ? {} : { id: task.id }),
    section,
    type: task.type,
    text: task.text.trim(),
    explainer: task.type === "TEXT_ONLY" && task.explainer,
    options: hasChoices(task.type)
      ? task.options.map((o) => ({ ...(o.id === undefined ? {} : { id: o.id }), text: o.text.trim() }))
      : [],
    scale_length: task.type === "SCORING" ? task.scale_length : null,
    subtasks:
      task.type === "SUBTASKS"
        ? task.subtasks.map((s) => ({ ...(s.id === undefined ? {} : { id: s.id }), type: s.type, text: s.text.trim() }))
        : [],
    object_assignment: Object.fromEntries(Object.entries(task.object_assignment).filter(([, on]) => on)),
    notes: notes === "" ? null : notes,
  };
}

/**
 * The body of PUT /api/studies/{id}/tasks: sections in order, then every question flat in order,
 * each naming its section by index; deleted saved questions leave this segment.
 */
export function toTasksUpdate(
  state: DesignState,
  deletedTaskIds: readonly number[] = state.deletedTaskIds,
): TasksUpdate {
  return {
    segment_id: state.segment_id,
    sections: state.sections.map((section) => ({
      ...(section.id === undefined ? {} : { id: section.id }),
      // A section without a business question goes as null: the server answers with the rule's words.
      objective_id: section.objective_id as number,
      text: section.text.trim(),
      study_material_ids: [...section.study_material_ids],
    })),
    tasks: state.sections.flatMap((section, index) => section.tasks.map((task) => taskInput(task, index))),
    tasks_to_delete_in_this_segment: [...new Set(deletedTaskIds)],
  };
}

/** Where a section's questions start in the flat `tasks` list (the server's error paths count there). */
export function taskOffsets(state: DesignState): number[] {
  let offset = 0;
  return state.sections.map((section) => {
    const start = offset;
    offset += section.tasks.length;
    return start;
  });
}
