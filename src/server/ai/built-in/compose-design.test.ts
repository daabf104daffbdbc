import { describe, expect, it } from "vitest";
import {
  MAX_SECTIONS,
  QUESTIONS_PER_SECTION,
  SCORING_SCALE_LENGTHS,
  SUBTASK_LIMITS,
  TASK_OPTION_LIMITS,
} from "@/lib/constants";
import { bloomProposalMessages } from "@/lib/messages";
import { sectionInputSchema, type TaskInput, taskInputSchema } from "@/lib/schemas/study-draft";
import { db } from "@/server/db/client";
import type { Design, DesignInput, ProposedTask } from "../engine";
import { composeDesign, composeOutline } from "./compose";
import { TASKS_PER_SECTION } from "./compose-design";

const oatDrink =
  "We have a new pack design for our oat drink and want to find out whether Danish parents of young " +
  "children notice it on the shelf and understand what it says about the product. The results will help " +
  "us decide whether to launch the new pack in Denmark this spring or rework it first.";

async function design(input: Omit<DesignInput, "materials">) {
  const reported: number[] = [];
  const result = await composeDesign(db(), { materials: [], ...input }, (percent) => {
    reported.push(percent);
  });
  return { ...result, reported };
}

async function outlineOf(brief: string, count: number): Promise<string[]> {
  return (await composeOutline(db(), { brief, materials: [], count }, () => {})).business_questions;
}

const asTaskInput = (task: ProposedTask, section: number): TaskInput => ({ ...task, section });

/** Every rule of the draft's design that a proposed section must keep. */
function expectValid(result: Design) {
  expect(result.sections.length).toBeLessThanOrEqual(MAX_SECTIONS);
  const texts = new Set<string>();
  result.sections.forEach((section, index) => {
    const sectionInput = { objective_id: section.business_question + 1, text: section.text };
    expect(sectionInputSchema.safeParse(sectionInput).success).toBe(true);
    expect(section.tasks.length).toBeGreaterThanOrEqual(TASKS_PER_SECTION.min);
    expect(section.tasks.length).toBeLessThanOrEqual(Math.min(TASKS_PER_SECTION.max, QUESTIONS_PER_SECTION.max));
    expect(section.tasks.some((task) => !task.explainer)).toBe(true);
    for (const task of section.tasks) {
      const parsed = taskInputSchema.safeParse(asTaskInput(task, index));
      expect(parsed.success, `${task.type} "${task.text}"`).toBe(true);
      if (task.type === "RADIO" || task.type === "CHECKBOX") {
        expect(task.options.length).toBeGreaterThanOrEqual(TASK_OPTION_LIMITS.min);
        expect(task.options.length).toBeLessThanOrEqual(TASK_OPTION_LIMITS.max);
      } else {
        expect(task.options).toEqual([]);
      }
      if (task.type === "SCORING") expect(SCORING_SCALE_LENGTHS).toContain(task.scale_length);
      else expect(task.scale_length).toBeNull();
      if (task.type === "SUBTASKS") {
        expect(task.subtasks.length).toBeGreaterThanOrEqual(SUBTASK_LIMITS.min);
        expect(task.subtasks.length).toBeLessThanOrEqual(SUBTASK_LIMITS.max);
      } else {
        expect(task.subtasks).toEqual([]);
      }
      if (task.explainer) expect(task.type).toBe("TEXT_ONLY");
      // No question is asked twice in one design.
      const key = `${task.type}:${task.text.toLowerCase()}`;
      expect(texts.has(key), task.text).toBe(false);
      texts.add(key);
    }
  });
}

describe("proposing a study design", () => {
  it("gives one valid section per business question, in order, with progress at each step", async () => {
    const questions = await outlineOf(oatDrink, 6);
    const result = await design({ brief: oatDrink, business_questions: questions });
    expect(result.sections.map((section) => section.business_question)).toEqual([0, 1, 2, 3, 4, 5]);
    expectValid(result);
    // Read the brief, found the template sections, composed.
    expect(result.reported).toEqual([10, 30, 100]);
  });

  it("answers each business question from the template section written for it", async () => {
    const result = await design({
      brief: oatDrink,
      business_questions: ["Which pack design has the strongest appeal?", "What makes the pack stand out or blend in?"],
    });
    expect(result.sections.map((section) => section.text)).toEqual(["Appeal", "Standout"]);
    expect(result.sections[0]!.tasks.map((task) => task.type)).toContain("SCORING");
  });

  it("regenerates only the one section asked for", async () => {
    const questions = await outlineOf(oatDrink, 4);
    const result = await design({ brief: oatDrink, business_questions: questions, only_business_question: 2 });
    expect(result.sections).toHaveLength(1);
    expect(result.sections[0]!.business_question).toBe(2);
    expectValid(result);
    expect(result.reported).toEqual([10, 30, 100]);
    await expect(design({ brief: oatDrink, business_questions: questions, only_business_question: 4 })).rejects.toThrow(
      RangeError,
    );
  });

  it("designs for the researcher's own business questions and for a brief with no matching words", async () => {
    const own = await design({
      brief: "zxqv blorp",
      business_questions: ["Qwerty?", "How do people feel about the price of our subscription?", "Zzz"],
    });
    expect(own.sections).toHaveLength(3);
    expectValid(own);
    // The price question finds the price template's section.
    expect(own.sections[1]!.tasks.some((task) => /pric|cost/i.test(task.text))).toBe(true);
  });

  it("carries a note when the brief is in another language, none for an English one", async () => {
    const german = "Wir wollen wissen, ob Eltern in Berlin die neue Verpackung von Oatly im Regal bemerken.";
    const foreign = await design({ brief: german, business_questions: ["Do parents notice the new pack?"] });
    expect(foreign.note).toBe(bloomProposalMessages.otherLanguage("German"));
    expectValid(foreign);
    const english = await design({ brief: oatDrink, business_questions: ["Do parents notice the new pack?"] });
    expect(english.note).toBeNull();
  });

  it("names the brief's product in the participants' questions", async () => {
    const result = await design({
      brief: oatDrink,
      business_questions: ["How quickly do Danish parents find the oat drink pack on shelf?"],
    });
    const texts = result.sections.flatMap((section) => section.tasks.map((task) => task.text));
    expect(texts).toContain("Find the oat drink described on the card as quickly as you can and point at it.");
  });

  it("gives one valid section for each of the most business questions a study may have", async () => {
    const brief = "Test our banking app with young professionals in the UK before we decide whether to launch it.";
    const questions = await outlineOf(brief, 8);
    const result = await design({ brief, business_questions: questions });
    expect(result.sections).toHaveLength(8);
    expectValid(result);
  });
});
