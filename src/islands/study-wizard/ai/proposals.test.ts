import { describe, expect, it } from "vitest";
import type { DraftObjective } from "@/lib/schemas/study-draft";
import { designStateFromSaved } from "../design/design-state";
import { designWithProposal, fillInCount, type ProposedSection, questionsFromProposal, templatesOf } from "./proposals";

const objectives: DraftObjective[] = [
  { id: 11, title: "Is it noticed?", position: 0 },
  { id: 12, title: "Is it understood?", position: 1 },
];
const proposed = (business_question: number, text: string): ProposedSection => ({
  business_question,
  text,
  tasks: [
    { type: "FREE_TEXT", text: `${text}: why?`, explainer: false, options: [], scale_length: null, subtasks: [] },
    {
      type: "RADIO",
      text: `${text}: which?`,
      explainer: false,
      options: [{ text: "A" }, { text: "B" }],
      scale_length: null,
      subtasks: [],
    },
  ],
});
const saved = designStateFromSaved({
  segment_id: null,
  sections: [
    { id: 1, objective_id: 11, text: "Old A", position: 0, study_material_ids: [], tasks: [] },
    { id: 2, objective_id: 12, text: "Old B", position: 1, study_material_ids: [], tasks: [] },
  ],
});

describe("Bloom's proposals in the wizard's editors", () => {
  it("proposed business questions are new, unsaved rows", () => {
    const rows = questionsFromProposal(["One?", "Two?"]);
    expect(rows.map((row) => [row.id, row.title])).toEqual([
      [undefined, "One?"],
      [undefined, "Two?"],
    ]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(2);
  });

  it("a whole design replaces every section, each tied to the saved business question it answers", () => {
    const next = designWithProposal(saved, [proposed(0, "A"), proposed(1, "B")], objectives);
    expect(next.sections.map((s) => [s.id, s.objective_id, s.text])).toEqual([
      [undefined, 11, "A"],
      [undefined, 12, "B"],
    ]);
    expect(next.sections[1]!.tasks[1]!.options.map((o) => o.text)).toEqual(["A", "B"]);
  });

  it("one business question's section is replaced where it stood; the others are kept", () => {
    const next = designWithProposal(saved, [proposed(0, "New A")], objectives, 0);
    expect(next.sections.map((s) => [s.id, s.text])).toEqual([
      [undefined, "New A"],
      [2, "Old B"],
    ]);
  });
});

describe("what the wizard says of a built-in proposal", () => {
  it("counts the questions that still hold a fill-in instruction, in their text or an option", () => {
    const withFillIn: ProposedSection = {
      business_question: 0,
      text: "Claims",
      tasks: [
        {
          type: "RADIO",
          text: "Which claim do you believe most?",
          explainer: false,
          options: [{ text: "Vet approved" }, { text: "[Fill in: claim 2 from your brief]" }],
          scale_length: null,
          subtasks: [],
        },
        { type: "FREE_TEXT", text: "Why?", explainer: false, options: [], scale_length: null, subtasks: [] },
      ],
    };
    const state = designWithProposal(saved, [withFillIn, proposed(1, "Clear")], objectives);
    expect(fillInCount(state)).toBe(1);
    expect(fillInCount(designWithProposal(saved, [proposed(0, "Seen")], objectives))).toBe(0);
  });

  it("reads the templates a proposal drew on, and nothing from an engine that does not say", () => {
    expect(templatesOf({ sections: [], templates: ["Pack design evaluation"] })).toEqual(["Pack design evaluation"]);
    expect(templatesOf({ sections: [] })).toBeNull();
    expect(templatesOf(null)).toBeNull();
  });
});
