import { describe, expect, it } from "vitest";
import { DEFAULT_SCORING_SCALE_LENGTH, SUBTASK_LIMITS, TASK_OPTION_LIMITS } from "@/lib/constants";
import { taskInputSchema } from "@/lib/schemas/study-draft";
import { type TemplateTask, toProposedTask } from "./proposed-task";

const same = (text: string) => text;
const valid = (task: TemplateTask) => {
  const proposed = toProposedTask(task, same);
  expect(proposed).not.toBeNull();
  expect(taskInputSchema.safeParse({ ...proposed, section: 0 }).success).toBe(true);
  return proposed!;
};

describe("a template task as a proposed question", () => {
  it("keeps a valid task as it is", () => {
    expect(valid({ type: "RADIO", text: "Which one?", options: ["A", "B", "C"] })).toEqual({
      type: "RADIO",
      text: "Which one?",
      explainer: false,
      options: [{ text: "A" }, { text: "B" }, { text: "C" }],
      scale_length: null,
      subtasks: [],
    });
    expect(valid({ type: "TEXT_ONLY", text: "Read this.", explainer: true }).explainer).toBe(true);
  });

  it("asks in words when a choice question has too few distinct choices", () => {
    const task = valid({ type: "CHECKBOX", text: "Pick", options: ["Yes", " yes ", ""] });
    expect(task.type).toBe("FREE_TEXT");
    expect(task.options).toEqual([]);
  });

  it("keeps at most the allowed number of choices and subtasks", () => {
    const options = Array.from({ length: 14 }, (_, i) => `Choice ${i}`);
    expect(valid({ type: "RADIO", text: "Pick", options }).options).toHaveLength(TASK_OPTION_LIMITS.max);
    const subtasks = Array.from({ length: 12 }, (_, i) => ({ type: "RADIO", text: `Step ${i}` }));
    const task = valid({ type: "SUBTASKS", text: "Steps", subtasks });
    expect(task.subtasks).toHaveLength(SUBTASK_LIMITS.max);
    expect(task.subtasks.every((subtask) => subtask.type === "FREE_TEXT")).toBe(true);
  });

  it("gives a scoring question a scale the product offers", () => {
    expect(valid({ type: "SCORING", text: "Rate", scale: 7 }).scale_length).toBe(7);
    expect(valid({ type: "SCORING", text: "Rate", scale: 4 }).scale_length).toBe(DEFAULT_SCORING_SCALE_LENGTH);
    expect(valid({ type: "SCORING", text: "Rate" }).scale_length).toBe(DEFAULT_SCORING_SCALE_LENGTH);
  });

  it("mends what the draft would refuse: unknown types, explainers that are not text, empty subtasks", () => {
    expect(valid({ type: "ESSAY", text: "Tell us" }).type).toBe("FREE_TEXT");
    expect(valid({ type: "FREE_TEXT", text: "Tell us", explainer: true }).explainer).toBe(false);
    expect(valid({ type: "SUBTASKS", text: "Steps", subtasks: [] }).type).toBe("FREE_TEXT");
    expect(valid({ type: "FREE_TEXT", text: "Tell us", options: ["A", "B"] }).options).toEqual([]);
    expect(toProposedTask({ type: "FREE_TEXT", text: "  " }, (text) => text.trim())).toBeNull();
  });
});
