import { describe, expect, it } from "vitest";
import { MAX_SECTIONS, QUESTIONS_PER_SECTION, SUBTASK_LIMITS, TASK_OPTION_LIMITS } from "@/lib/constants";
import { messages } from "@/lib/messages";
import { tasksUpdateSchema } from "@/lib/schemas/study-draft";
import { addSection, insertTask, updateSection, updateTask } from "./design-operations";
import { designStateFromSaved, toTasksUpdate, type DesignState, type DesignTask } from "./design-state";
import { materials, objectives, savedDesign } from "@tests/fixtures/study-design";
import { validateDesign } from "./design-validation";
import { addSubtask, newTask } from "./task-operations";

const start = () => designStateFromSaved(savedDesign);
const check = (state: DesignState) => validateDesign(state, objectives, materials);
const edit = (key: string, change: Partial<DesignTask>) => updateTask(start(), key, (t) => ({ ...t, ...change }));
const repeat = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));

describe("validateDesign", () => {
  it("accepts the saved design", () => {
    expect(check(start())).toEqual({});
  });

  it("asks each section for a business question that the study has", () => {
    expect(check(updateSection(start(), "section-2", { objective_id: null }))).toEqual({
      "sections.1.objective_id": [messages.sectionNeedsBusinessQuestion],
    });
    expect(check(updateSection(start(), "section-1", { objective_id: 999 }))).toEqual({
      "sections.0.objective_id": [messages.sectionNeedsBusinessQuestion],
    });
  });

  it("asks each section for 1 to the limit of questions", () => {
    expect(check(addSection(start(), 11))).toEqual({ "sections.2.tasks": [messages.sectionWithoutQuestions] });
    let state = start();
    for (let i = 5; i <= QUESTIONS_PER_SECTION.max; i++)
      state = insertTask(state, "section-1", { ...newTask("FREE_TEXT"), text: `Q${i}` });
    expect(check(state)).toEqual({ "sections.0.tasks": [messages.tooManyQuestions(QUESTIONS_PER_SECTION.max)] });
  });

  it("limits the sections of a study", () => {
    let state = start();
    while (state.sections.length <= MAX_SECTIONS) {
      state = addSection(state, 11);
      const key = state.sections.at(-1)!.key;
      state = insertTask(state, key, { ...newTask("OBSERVATION"), text: "Try it" });
    }
    expect(check(state)).toEqual({ sections: [messages.tooManySections(MAX_SECTIONS)] });
  });

  it("requires the text of a question, counted in the flat task list", () => {
    expect(check(edit("task-21", { text: "   " }))).toEqual({ "tasks.6.text": [messages.required] });
  });

  it("asks choice questions for their number of choices, each with a text", () => {
    const one = edit("task-13", { options: [{ key: "a", text: "Only" }] });
    expect(check(one)).toEqual({ "tasks.3.options": [messages.optionsTooFew(TASK_OPTION_LIMITS.min)] });
    const many = edit("task-14", {
      options: repeat(TASK_OPTION_LIMITS.max + 1, (i) => ({ key: `o${i}`, text: `Choice ${i}` })),
    });
    expect(check(many)).toEqual({ "tasks.4.options": [messages.optionsTooMany(TASK_OPTION_LIMITS.max)] });
    const blank = edit("task-14", {
      options: [
        { key: "y", text: "Yes" },
        { key: "n", text: " " },
      ],
    });
    expect(check(blank)).toEqual({ "tasks.4.options.1.text": [messages.required] });
  });

  it("asks a rating scale for one of the offered lengths", () => {
    expect(check(edit("task-20", { scale_length: null }))).toEqual({ "tasks.5.scale_length": [messages.required] });
    expect(check(edit("task-20", { scale_length: 4 }))).toEqual({ "tasks.5.scale_length": [messages.required] });
  });

  it("asks subtask questions for their number of subtasks, each with a text", () => {
    expect(check(edit("task-21", { subtasks: [] }))).toEqual({
      "tasks.6.subtasks": [messages.subtasksTooFew(SUBTASK_LIMITS.min)],
    });
    const full = edit("task-21", {
      subtasks: repeat(SUBTASK_LIMITS.max + 1, (i) => ({ key: `s${i}`, type: "TEXT_ONLY" as const, text: "do" })),
    });
    expect(check(full)).toEqual({ "tasks.6.subtasks": [messages.subtasksTooMany(SUBTASK_LIMITS.max)] });
    const blank = updateTask(start(), "task-21", addSubtask);
    expect(check(blank)).toEqual({ "tasks.6.subtasks.2.text": [messages.required] });
  });

  it("checks only the fields a type uses", () => {
    expect(check(edit("task-12", { options: [], scale_length: 4, subtasks: [] }))).toEqual({});
  });

  it("refuses study materials that are not in the study", () => {
    expect(check(updateSection(start(), "section-1", { study_material_ids: [101, 555] }))).toEqual({
      "sections.0.study_material_ids": [messages.materialNotInStudy],
    });
    expect(check(edit("task-11", { object_assignment: { "2": true } }))).toEqual({
      "tasks.1.object_assignment": [messages.materialNotInStudy],
    });
  });

  it("uses the contract's own paths and words where the contract has the rule", () => {
    const state = updateSection(edit("task-13", { text: "" }), "section-2", { objective_id: null });
    const parsed = tasksUpdateSchema.safeParse(toTasksUpdate(state));
    expect(parsed.success).toBe(false);
    const fromSchema = Object.fromEntries(parsed.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    const ours = check(state);
    expect(fromSchema).toEqual({
      "tasks.3.text": ours["tasks.3.text"]![0],
      "sections.1.objective_id": ours["sections.1.objective_id"]![0],
    });
  });
});
