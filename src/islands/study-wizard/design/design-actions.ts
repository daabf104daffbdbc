import type { DesignState } from "./design-state";
import {
  addSection,
  deleteSection,
  deleteTask,
  duplicateSection,
  findTask,
  insertTask,
  moveSection,
  moveTask,
} from "./design-operations";
import { duplicateTask, newTask } from "./task-operations";
import type { TaskKind } from "@/lib/task-kinds";
import { byKey } from "./use-focus-after-render";

interface Context {
  value: DesignState;
  onChange(next: DesignState): void;
  focusLater(selector: string): void;
  announce(message: string): void;
  select(taskKey: string | null): void;
  idPrefix: string;
}

/** The button that keeps focus after a move: the one pressed, or the other one at an end. */
function moveButton(delta: number, to: number, length: number): string {
  if (delta < 0) return to === 0 ? '[data-action="down"]' : '[data-action="up"]';
  return to === length - 1 ? '[data-action="up"]' : '[data-action="down"]';
}

/**
 * The editor's structural actions: each applies a pure operation, then says where focus goes
 * and what a screen reader hears.
 */
export function designActions({ value, onChange, focusLater, announce, select, idPrefix }: Context) {
  return {
    addSection(objectiveId: number | null) {
      const next = addSection(value, objectiveId);
      onChange(next);
      focusLater(byKey(next.sections.at(-1)!.key, "select"));
      announce(`Section ${next.sections.length} added.`);
    },
    duplicateSection(key: string) {
      const index = value.sections.findIndex((s) => s.key === key);
      const next = duplicateSection(value, key);
      onChange(next);
      focusLater(byKey(next.sections[index + 1]!.key, "select"));
      announce(`Section ${index + 1} copied as section ${index + 2}.`);
    },
    deleteSection(key: string) {
      const index = value.sections.findIndex((s) => s.key === key);
      onChange(deleteSection(value, key));
      const neighbour = value.sections[index + 1] ?? value.sections[index - 1];
      focusLater(neighbour ? byKey(neighbour.key, "select") : `#${idPrefix}-add-section`);
      announce(`Section ${index + 1} deleted.`);
    },
    moveSection(key: string, delta: -1 | 1) {
      const to = value.sections.findIndex((s) => s.key === key) + delta;
      onChange(moveSection(value, key, delta));
      focusLater(byKey(key, `[data-section-actions] ${moveButton(delta, to, value.sections.length)}`));
      announce(`Section moved to position ${to + 1} of ${value.sections.length}.`);
    },
    addTask(sectionKey: string, kind: TaskKind) {
      const task = newTask(kind);
      onChange(insertTask(value, sectionKey, task));
      select(task.key);
      focusLater(byKey(task.key, "textarea"));
      announce("Question added.");
    },
    duplicateTask(taskKey: string) {
      const place = findTask(value, taskKey);
      if (!place) return;
      const copy = duplicateTask(place.task);
      onChange(insertTask(value, place.section.key, copy, taskKey));
      select(copy.key);
      focusLater(byKey(copy.key));
      announce(`Question ${place.taskIndex + 1} copied as question ${place.taskIndex + 2}.`);
    },
    deleteTask(taskKey: string) {
      const place = findTask(value, taskKey);
      if (!place) return;
      onChange(deleteTask(value, taskKey));
      const neighbour = place.section.tasks[place.taskIndex + 1] ?? place.section.tasks[place.taskIndex - 1];
      select(neighbour?.key ?? null);
      focusLater(neighbour ? byKey(neighbour.key) : byKey(place.section.key, "[data-add-question]"));
      announce(`Question ${place.taskIndex + 1} of section ${place.sectionIndex + 1} deleted.`);
    },
    /** `from`: "card" when the move came from the keyboard on the card, else the button pressed. */
    moveTask(taskKey: string, delta: -1 | 1, from: "card" | "button") {
      const place = findTask(value, taskKey);
      if (!place) return;
      const to = place.taskIndex + delta;
      const length = place.section.tasks.length;
      if (to < 0 || to >= length) return;
      onChange(moveTask(value, taskKey, delta));
      focusLater(
        from === "card" ? byKey(taskKey) : byKey(taskKey, `[data-task-actions] ${moveButton(delta, to, length)}`),
      );
      announce(`Question moved to position ${to + 1} of ${length} in section ${place.sectionIndex + 1}.`);
    },
  };
}

export type DesignActions = ReturnType<typeof designActions>;
