import { describe, expect, it } from "vitest";
import { BUSINESS_QUESTION_LIMITS } from "@/lib/constants";
import { messages } from "@/lib/messages";
import { objectivesUpdateSchema } from "@/lib/schemas/study-draft";
import {
  businessQuestionsFromSaved,
  linkedSectionCountsOf,
  toObjectivesUpdate,
  validateBusinessQuestions,
  type BusinessQuestionDraft,
} from "./business-questions";

const list = (...titles: string[]): BusinessQuestionDraft[] => titles.map((title, i) => ({ key: `k${i}`, title }));

describe("validateBusinessQuestions", () => {
  it("accepts distinct questions within the limits", () => {
    expect(validateBusinessQuestions(list("Why do people leave?", "What do they pay?"))).toEqual({});
  });

  it("asks for at least the minimum and at most the maximum, on the list's path", () => {
    expect(validateBusinessQuestions([])).toEqual({
      objectives: [messages.businessQuestionsTooFew(BUSINESS_QUESTION_LIMITS.min)],
    });
    const many = list(...Array.from({ length: BUSINESS_QUESTION_LIMITS.max + 1 }, (_, i) => `Question ${i}`));
    expect(validateBusinessQuestions(many)).toEqual({
      objectives: [messages.businessQuestionsTooMany(BUSINESS_QUESTION_LIMITS.max)],
    });
  });

  it("marks the later copy of a duplicate, whatever its case and spacing", () => {
    expect(validateBusinessQuestions(list("Why leave?", "Other", "  why   LEAVE? "))).toEqual({
      "objectives.2.title": [messages.businessQuestionDuplicate],
    });
  });

  it("requires a text, with the contract's path and words", () => {
    const value = list("Fine", "  ");
    const ours = validateBusinessQuestions(value);
    expect(ours).toEqual({ "objectives.1.title": [messages.required] });
    const parsed = objectivesUpdateSchema.safeParse(toObjectivesUpdate(value));
    expect(parsed.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["objectives.1.title", messages.required],
    ]);
  });
});

describe("toObjectivesUpdate", () => {
  it("sends the whole list in order, saved ones with their id, texts trimmed", () => {
    const value = [
      { key: "new", title: " New question " },
      { id: 7, key: "objective-7", title: "Saved question" },
    ];
    expect(toObjectivesUpdate(value)).toEqual({
      objectives: [{ title: "New question" }, { id: 7, title: "Saved question" }],
    });
  });
});

describe("saved business questions", () => {
  it("open in their saved order, and count the sections answering each", () => {
    const value = businessQuestionsFromSaved([
      { id: 2, title: "Second", position: 1 },
      { id: 1, title: "First", position: 0 },
    ]);
    expect(value.map((q) => q.title)).toEqual(["First", "Second"]);
    const counts = linkedSectionCountsOf(
      [...value, { key: "new", title: "Unsaved" }],
      [{ objective_id: 2 }, { objective_id: 2 }, { objective_id: null }],
    );
    expect(counts).toEqual({ [value[0]!.key]: 0, [value[1]!.key]: 2, new: 0 });
  });
});
