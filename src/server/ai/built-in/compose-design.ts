import { MAX_SECTIONS, QUESTIONS_PER_SECTION, STUDY_TEXT_LIMITS } from "@/lib/constants";
import { builtInEngineMessages } from "@/lib/messages";
import type { Database } from "../../db/client";
import type { Design, DesignInput, ProposedSection, ProposedTask, Progress } from "../engine";
import { adaptQuestion, adaptTask } from "./adapt-text";
import { type BriefTerms, briefTerms } from "./brief-terms";
import { taskKey, toProposedTask } from "./proposed-task";
import { rankSections, type SectionCandidate } from "./template-search";

/** Templates a design draws its sections from: the closest to the brief and the business questions. */
export const DESIGN_TEMPLATE_POOL = 8;
const CANDIDATES_PER_QUESTION = 12;
/**
 * Questions per proposed section: a template section has two to four; one short of three borrows
 * from its template's other sections that match the question too, and none gets more than six
 * (a section a participant finishes in about five minutes), far inside QUESTIONS_PER_SECTION.
 */
export const TASKS_PER_SECTION = { min: 2, target: 3, max: Math.min(6, QUESTIONS_PER_SECTION.max) } as const;

// A task borrowed from another section must stand on its own: "Now do the same on the second
// website" only makes sense after the task it continues.
const REFERS_BACK = /^(?:now|then|and)\b|\bthe same\b|\bagain\b/i;

/** The business questions to design for: all of them, or the one being regenerated. */
function questionIndexes(input: DesignInput): number[] {
  const only = input.only_business_question;
  if (only === undefined) return input.business_questions.map((_, index) => index).slice(0, MAX_SECTIONS);
  if (!Number.isInteger(only) || only < 0 || only >= input.business_questions.length) {
    throw new RangeError(`only_business_question ${only} is not the index of a business question.`);
  }
  return [only];
}

const sectionKey = (candidate: SectionCandidate) => `${candidate.templateId}:${candidate.sectionIndex}`;

/**
 * The closest template section for each business question, each used once while there are
 * enough (two questions should not get the same questions); with more questions than sections
 * the closest is used again.
 */
function primarySections(indexes: number[], candidates: SectionCandidate[]): Map<number, SectionCandidate> {
  const chosen = new Map<number, SectionCandidate>();
  const used = new Set<string>();
  for (const index of indexes) {
    const mine = candidates.filter((candidate) => candidate.question === index);
    const primary = mine.find((candidate) => !used.has(sectionKey(candidate))) ?? mine[0];
    if (!primary) continue;
    chosen.set(index, primary);
    used.add(sectionKey(primary));
  }
  return chosen;
}

/**
 * One section for a business question: the tasks of its closest template section, topped up to
 * the target from the same template's other sections that also match the question (they share
 * the study's set-up and materials), and, only to reach the minimum, from any close section.
 * `candidates` hold no chosen section, and `taken` every task already placed or placed by a chosen
 * section, so no question is asked twice in a design.
 */
function composeSection(
  primary: SectionCandidate,
  candidates: SectionCandidate[],
  taken: Set<string>,
  terms: BriefTerms,
): ProposedSection {
  const adapt = (text: string, max: number) => adaptTask(text, terms, max);
  const tasks: ProposedTask[] = [];
  const add = (task: ProposedTask) => {
    if (tasks.length >= TASKS_PER_SECTION.max || tasks.some((t) => taskKey(t) === taskKey(task))) return;
    tasks.push(task);
    taken.add(taskKey(task));
  };
  for (const template of primary.section.tasks) {
    const task = toProposedTask(template, adapt);
    if (task) add(task);
  }
  const topUp = (from: SectionCandidate[], enough: () => boolean) => {
    for (const candidate of from) {
      for (const template of candidate.section.tasks) {
        if (enough()) return;
        const task = toProposedTask(template, adapt);
        if (!task || task.explainer || REFERS_BACK.test(task.text) || taken.has(taskKey(task))) continue;
        add(task);
      }
    }
  };
  const answerable = () => tasks.some((task) => !task.explainer);
  topUp(
    candidates.filter((candidate) => candidate.templateId === primary.templateId && candidate.rank > 0),
    () => tasks.length >= TASKS_PER_SECTION.target && answerable(),
  );
  topUp(candidates, () => tasks.length >= TASKS_PER_SECTION.min && answerable());
  return {
    business_question: primary.question,
    text: adaptQuestion(primary.section.text ?? "", terms, STUDY_TEXT_LIMITS.sectionText),
    tasks,
  };
}

/**
 * Proposes a study design (AI_STUDY_DESIGN): one section per business question (or only
 * `only_business_question`), each built from the template sections whose objective, heading and
 * questions are closest to that business question, among the templates closest to the brief.
 * Texts are adapted to the brief's product; every task keeps to the draft's rules. One query.
 */
export async function composeDesign(database: Database, input: DesignInput, progress: Progress): Promise<Design> {
  const indexes = questionIndexes(input);
  await progress(10);
  const context = [input.brief, ...input.business_questions].join("\n");
  const asked = indexes.map((index) => ({ index, text: input.business_questions[index] ?? "" }));
  const candidates = await rankSections(database, context, asked, DESIGN_TEMPLATE_POOL, CANDIDATES_PER_QUESTION);
  await progress(30);
  const terms = briefTerms(input.brief);
  const primaries = primarySections(indexes, candidates);
  // Every chosen section's own tasks are spoken for before any section borrows.
  const primaryKeys = new Set([...primaries.values()].map(sectionKey));
  const taken = new Set<string>();
  const adapt = (text: string, max: number) => adaptTask(text, terms, max);
  for (const primary of primaries.values()) {
    for (const template of primary.section.tasks) {
      const task = toProposedTask(template, adapt);
      if (task) taken.add(taskKey(task));
    }
  }
  const sections: ProposedSection[] = [];
  for (const [done, index] of indexes.entries()) {
    const primary = primaries.get(index);
    if (!primary) throw new Error(builtInEngineMessages.emptyLibrary);
    const others = candidates.filter(
      (candidate) => candidate.question === index && !primaryKeys.has(sectionKey(candidate)),
    );
    const section = composeSection(primary, others, taken, terms);
    if (section.tasks.length < TASKS_PER_SECTION.min) throw new Error(builtInEngineMessages.emptyLibrary);
    sections.push(section);
    await progress(30 + Math.round((70 * (done + 1)) / indexes.length));
  }
  return { sections };
}
