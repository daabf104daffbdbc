import { describe, expect, it } from "vitest";
import {
  addSection,
  deleteSection,
  deleteTask,
  duplicateSection,
  findTask,
  insertTask,
  moveSection,
  moveTask,
  updateTask,
} from "./design-operations";
import { designStateFromSaved, toTasksUpdate } from "./design-state";
import { savedDesign } from "@tests/fixtures/study-design";
import { addOption, assignMaterial, changeTaskKind, duplicateTask, newTask } from "./task-operations";

const start = () => designStateFromSaved(savedDesign);
const texts = (state: ReturnType<typeof start>, section: number) =>
  state.sections[section]!.tasks.map((t) => t.id ?? t.text);

describe("question moves", () => {
  it("moves a question up and down inside its section and stops at the ends", () => {
    const state = start();
    expect(texts(moveTask(state, "task-12", -1), 0)).toEqual([10, 12, 11, 13, 14]);
    expect(texts(moveTask(state, "task-12", 1), 0)).toEqual([10, 11, 13, 12, 14]);
    expect(texts(moveTask(state, "task-10", -1), 0)).toEqual([10, 11, 12, 13, 14]);
    expect(texts(moveTask(state, "task-14", 1), 0)).toEqual([10, 11, 12, 13, 14]);
  });

  it("sends the new order to the server", () => {
    const body = toTasksUpdate(moveTask(start(), "task-22", -1));
    expect(body.tasks.slice(5).map((t) => t.id)).toEqual([20, 22, 21]);
  });
});

describe("sections", () => {
  it("adds an empty section at the end answering the given business question", () => {
    const state = addSection(start(), 11);
    expect(state.sections).toHaveLength(3);
    expect(state.sections[2]).toMatchObject({ objective_id: 11, tasks: [], text: "" });
    expect(state.sections[2]!.id).toBeUndefined();
  });

  it("moves sections, and the questions' section indexes follow", () => {
    const body = toTasksUpdate(moveSection(start(), "section-2", -1));
    expect(body.sections.map((s) => s.id)).toEqual([2, 1]);
    expect(body.tasks.filter((t) => t.section === 0).map((t) => t.id)).toEqual([20, 21, 22]);
  });

  it("duplicates a section right after it as new, with copies of its questions", () => {
    const state = duplicateSection(start(), "section-1");
    const copy = state.sections[1]!;
    expect(state.sections.map((s) => s.id)).toEqual([1, undefined, 2]);
    expect(copy.tasks.map((t) => t.text)).toEqual(state.sections[0]!.tasks.map((t) => t.text));
    expect(copy.tasks.every((t) => t.id === undefined && t.options.every((o) => o.id === undefined))).toBe(true);
    expect(new Set(state.sections.flatMap((s) => s.tasks.map((t) => t.key))).size).toBe(13);
  });

  it("deletes a section and remembers its saved questions for deletion", () => {
    const state = deleteSection(start(), "section-2");
    expect(state.sections.map((s) => s.id)).toEqual([1]);
    expect(toTasksUpdate(state).tasks_to_delete_in_this_segment).toEqual([20, 21, 22]);
  });
});

describe("questions", () => {
  it("duplicates a question after the original, as new, with its choices and materials", () => {
    const state = start();
    const original = findTask(state, "task-13")!.task;
    const next = insertTask(state, "section-1", duplicateTask(original), "task-13");
    const copy = next.sections[0]!.tasks[4]!;
    expect(texts(next, 0)).toEqual([10, 11, 12, 13, "Which parts did you notice?", 14]);
    expect(copy.options.map((o) => o.text)).toEqual(["Price", "Trial"]);
    expect(copy.options.map((o) => o.id)).toEqual([undefined, undefined]);
    expect(copy.key).not.toBe(original.key);
  });

  it("deletes a question: a saved one is remembered, a new one is just gone", () => {
    let state = insertTask(start(), "section-1", { ...newTask("FREE_TEXT"), text: "new" });
    const added = state.sections[0]!.tasks.at(-1)!.key;
    state = deleteTask(deleteTask(state, "task-11"), added);
    expect(texts(state, 0)).toEqual([10, 12, 13, 14]);
    expect(state.deletedTaskIds).toEqual([11]);
  });

  it("edits one question and leaves the others alone", () => {
    const state = updateTask(start(), "task-12", (t) => ({ ...t, text: "Changed" }));
    expect(findTask(state, "task-12")!.task.text).toBe("Changed");
    expect(findTask(state, "task-11")!.task.text).toBe("Look at the page and think aloud");
  });

  it("starts each kind with what it needs: two empty choices, a 5-point scale, one subtask", () => {
    expect(newTask("CHECKBOX").options).toHaveLength(2);
    expect(newTask("RADIO").options).toHaveLength(2);
    expect(newTask("SCORING").scale_length).toBe(5);
    expect(newTask("SUBTASKS").subtasks).toHaveLength(1);
    expect(newTask("EXPLAINER")).toMatchObject({ type: "TEXT_ONLY", explainer: true });
    expect(newTask("THINK_ALOUD")).toMatchObject({ type: "TEXT_ONLY", explainer: false });
  });

  it("changes the type keeping what fits: choices from multiple to single choice, text and notes always", () => {
    const checkbox = findTask(start(), "task-13")!.task;
    const radio = changeTaskKind({ ...checkbox, notes: "n" }, "RADIO");
    expect(radio).toMatchObject({ type: "RADIO", text: checkbox.text, notes: "n", options: checkbox.options });
    const open = changeTaskKind(radio, "FREE_TEXT");
    expect(open.type).toBe("FREE_TEXT");
    expect(changeTaskKind(open, "CHECKBOX").options.map((o) => o.text)).toEqual(["Price", "Trial"]);
    expect(changeTaskKind(checkbox, "EXPLAINER")).toMatchObject({ type: "TEXT_ONLY", explainer: true });
    expect(changeTaskKind(changeTaskKind(checkbox, "EXPLAINER"), "OBSERVATION").explainer).toBe(false);
  });

  it("adds choices and assigns materials by index", () => {
    const task = assignMaterial(assignMaterial(addOption(newTask("RADIO")), 1, true), 0, true);
    expect(task.options).toHaveLength(3);
    expect(assignMaterial(task, 1, false).object_assignment).toEqual({ "0": true });
  });
});
