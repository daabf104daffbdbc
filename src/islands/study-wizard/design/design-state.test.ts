import { describe, expect, it } from "vitest";
import { tasksUpdateSchema, type StudyDesign, type TasksUpdate } from "@/lib/schemas/study-draft";
import { designStateFromSaved, taskOffsets, toTasksUpdate } from "./design-state";
import { savedDesign } from "@tests/fixtures/study-design";
import { insertTask } from "./design-operations";
import { newTask } from "./task-operations";

/** What the server would answer after saving a body: the same design with ids for new things. */
function saved(body: TasksUpdate): StudyDesign {
  let nextId = 1000;
  return {
    segment_id: body.segment_id ?? null,
    sections: body.sections.map((section, index) => ({
      id: section.id ?? nextId++,
      objective_id: section.objective_id,
      text: section.text,
      position: index,
      study_material_ids: section.study_material_ids ?? [],
      tasks: body.tasks
        .filter((task) => task.section === index)
        .map((task) => ({
          id: task.id ?? nextId++,
          type: task.type,
          text: task.text,
          explainer: task.explainer ?? false,
          options: (task.options ?? []).map((o, i) => ({ id: o.id ?? `o${i}`, text: o.text })),
          scale_length: task.scale_length ?? null,
          subtasks: (task.subtasks ?? []).map((s) => ({ id: s.id ?? nextId++, type: s.type, text: s.text })),
          object_assignment: task.object_assignment ?? {},
          notes: task.notes ?? null,
        })),
    })),
  };
}

describe("designStateFromSaved and toTasksUpdate", () => {
  it("puts sections in their saved order and lists every question flat with its section's index", () => {
    const body = toTasksUpdate(designStateFromSaved(savedDesign), []);
    expect(body.sections.map((s) => s.id)).toEqual([1, 2]);
    expect(body.tasks.map((t) => [t.id, t.section])).toEqual([
      [10, 0],
      [11, 0],
      [12, 0],
      [13, 0],
      [14, 0],
      [20, 1],
      [21, 1],
      [22, 1],
    ]);
    expect(tasksUpdateSchema.safeParse(body).success).toBe(true);
  });

  it("keeps every field a researcher set: explainer, choices with ids, scale, subtasks, materials, notes", () => {
    const body = toTasksUpdate(designStateFromSaved(savedDesign), []);
    const byId = new Map(body.tasks.map((t) => [t.id, t]));
    expect(byId.get(10)).toMatchObject({ type: "TEXT_ONLY", explainer: true });
    expect(byId.get(11)).toMatchObject({ explainer: false, object_assignment: { "0": true } });
    expect(byId.get(11)!.object_assignment).not.toHaveProperty("1");
    expect(byId.get(12)).toMatchObject({ notes: "Probe on price" });
    expect(byId.get(13)!.options).toEqual([
      { id: "a", text: "Price" },
      { id: "b", text: "Trial" },
    ]);
    expect(byId.get(20)).toMatchObject({ scale_length: 7 });
    expect(byId.get(21)!.subtasks).toEqual([
      { id: 210, type: "TEXT_ONLY", text: "Open the page" },
      { id: 211, type: "FREE_TEXT", text: "What did you expect?" },
    ]);
    expect(body.sections[1]).toEqual({ id: 2, objective_id: 12, text: "Now the sign-up", study_material_ids: [102] });
  });

  it("survives a save: the server's answer opens as the same design and sends the same body", () => {
    let state = designStateFromSaved(savedDesign);
    state = insertTask(state, state.sections[0]!.key, { ...newTask("CHECKBOX"), text: "New one" });
    const first = toTasksUpdate(state, []);
    const again = toTasksUpdate(designStateFromSaved(saved(first)), []);
    const withoutIds = (body: TasksUpdate) => JSON.parse(JSON.stringify(body, (k, v) => (k === "id" ? undefined : v)));
    expect(withoutIds(again)).toEqual(withoutIds(first));
    expect(again.tasks[5]).toMatchObject({ text: "New one", section: 0, type: "CHECKBOX" });
    expect(again.tasks[5]!.id).toBeGreaterThanOrEqual(1000);
  });

  it("sends new things without ids, trims texts, empty notes as null, and only the fields a type uses", () => {
    const state = designStateFromSaved(savedDesign);
    const task = { ...newTask("FREE_TEXT"), text: "  Why?  ", notes: "   ", scale_length: 7 };
    task.options = [{ key: "x", text: "left over from a choice question" }];
    const body = toTasksUpdate(insertTask(state, state.sections[1]!.key, task), []);
    const sent = body.tasks.at(-1)!;
    expect(sent).not.toHaveProperty("id");
    expect(sent).toMatchObject({
      text: "Why?",
      notes: null,
      options: [],
      scale_length: null,
      subtasks: [],
      section: 1,
    });
  });

  it("lists deleted saved questions once, from the state or from the argument", () => {
    const state = { ...designStateFromSaved(savedDesign), deletedTaskIds: [13, 13, 20] };
    expect(toTasksUpdate(state).tasks_to_delete_in_this_segment).toEqual([13, 20]);
    expect(toTasksUpdate(state, [99]).tasks_to_delete_in_this_segment).toEqual([99]);
  });

  it("counts where each section's questions start in the flat list", () => {
    expect(taskOffsets(designStateFromSaved(savedDesign))).toEqual([0, 5]);
  });
});
