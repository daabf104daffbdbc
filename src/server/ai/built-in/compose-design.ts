import { MAX_SECTIONS, QUESTIONS_PER_SECTION, STUDY_TEXT_LIMITS } from "@/lib/constants";
import { builtInEngineMessages } from "@/lib/messages";
import type { Design, DesignInput, ProposedSection, ProposedTask } from "../engine";
import { adaptQuestion, adaptTask } from "./adapt-text";
import { type BriefFacts, briefFacts, languageNote } from "./brief-facts";
import { type BriefTerms, briefTerms } from "./brief-terms";
import type { FactTopic } from "./fact-questions";
import { factTasks, topicOf } from "./fact-tasks";
import { fillPlaceholders } from "./placeholders";
import { taskKey, toProposedTask } from "./proposed-task";
import type { SectionCandidate } from "./template-search";

/** Templates a design draws its sections from: the closest to the brief and the business questions. */
export const DESIGN_TEMPLATE_POOL = 8;
/** Template sections considered per business question. */
export const CANDIDATES_PER_QUESTION = 12;
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

/** What a design's template search needs, read from the brief (designSearch). */
export interface DesignSearch {
  facts: BriefFacts;
  /** The brief and the business questions: which templates are close. */
  context: string;
  /** Each business question to design for, with the words its template sections are found by. */
  asked: { index: number; text: string }[];
}

/**
 * The first step of a study design: the brief's facts and what to search the template library
 * for. A question made from a fact is searched by the fact: its frame ("how real is the worry…")
 * would rank templates by words the brief never used. CPU only (the NLP library reads the brief).
 */
export async function designSearch(input: DesignInput): Promise<DesignSearch> {
  const indexes = questionIndexes(input);
  const facts = await briefFacts(input.brief);
  const context = [input.brief, ...input.business_questions].join("\n");
  const asked = indexes.map((index) => {
    const text = input.business_questions[index] ?? "";
    return { index, text: searchTextOf(topicOf(text, facts), facts) ?? text };
  });
  return { facts, context, asked };
}

/**
 * Proposes a study design (AI_STUDY_DESIGN) from the template sections closest to each business
 * question (`candidates`, from rankSections over designSearch's words): one section per business
 * question (or only `only_business_question`), each built from the template sections whose
 * objective, heading and questions are closest to that business question (a question made from a
 * brief's fact: to the fact), among the templates closest to the brief, and opened by the brief's
 * own questions for that fact. Texts name the brief's product, stimulus and brand; placeholders
 * are filled; every task keeps to the draft's rules; the templates drawn on are named. CPU only:
 * it runs in the worker-thread pool.
 */
export function designFromCandidates(input: DesignInput, facts: BriefFacts, candidates: SectionCandidate[]): Design {
  const indexes = questionIndexes(input);
  const terms = { ...briefTerms(input.brief), brand: facts.brand };
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
  for (const index of indexes) {
    const primary = primaries.get(index);
    if (!primary) throw new Error(builtInEngineMessages.emptyLibrary);
    const others = candidates.filter(
      (candidate) => candidate.question === index && !primaryKeys.has(sectionKey(candidate)),
    );
    const section = composeSection(primary, others, taken, terms);
    if (section.tasks.length < TASKS_PER_SECTION.min) throw new Error(builtInEngineMessages.emptyLibrary);
    const topic = topicOf(input.business_questions[index] ?? "", facts);
    sections.push(withFacts(section, topic ? factTasks(topic, facts) : [], facts));
  }
  // Whatever the business questions, a whole design shows what the brief names: without a
  // section about the product and its stimuli, the first opens with them.
  const first = sections[0];
  const reaction = factTasks({ kind: "reaction" }, facts);
  const shown = (text: string) => sections.some((section) => section.tasks.some((task) => task.text === text));
  const whole = input.only_business_question === undefined;
  if (whole && first && (facts.product || facts.stimuli.length) && !reaction.every((task) => shown(task.text))) {
    sections[0] = withFacts(first, reaction, facts);
  }
  const templates = [...new Set([...primaries.values()].map((primary) => primary.templateTitle))];
  return { sections, templates, note: languageNote(facts) };
}

/** The words a fact-made business question is about, for finding template sections; null: the question's own. */
function searchTextOf(topic: FactTopic | null, facts: BriefFacts): string | null {
  switch (topic?.kind) {
    case "worry":
      return `${topic.worry} ${facts.product ?? ""} ${facts.stimuli.join(" ")}`;
    case "decision":
      return `${facts.decision} ${facts.product ?? ""}`;
    case "price":
      return `price value ${facts.product ?? ""}`;
    case "claims":
      return `claims believe ${facts.product ?? ""}`;
    case "reaction":
      return `${facts.product ?? ""} ${facts.stimuli.join(" ")} first impression`;
    default:
      return null;
  }
}

/**
 * A section with the brief's own questions first and the template's after, every placeholder
 * filled; within TASKS_PER_SECTION.max, the template's questions give way.
 */
function withFacts(section: ProposedSection, own: ProposedTask[], facts: BriefFacts): ProposedSection {
  const seen = new Set<string>();
  const tasks = [...own, ...section.tasks.map((task) => fillPlaceholders(task, facts))].filter((task) => {
    const key = taskKey(task);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { ...section, tasks: tasks.slice(0, TASKS_PER_SECTION.max) };
}
