/**
 * What the product asks of Bloom's engine (DESIGN §6): rate a brief, propose business questions
 * (AI_OUTLINE), propose a study design (AI_STUDY_DESIGN) and translate a design's texts. Callers
 * never know which engine runs; every result is validated against the same schemas as a
 * hand-written draft before it is stored (services/ai), so an engine that returns nonsense makes
 * a generation ERROR, never a broken draft.
 *
 * Tenancy: an engine receives only the caller's own text (the brief, the study's materials'
 * names, the business questions) and the shared expert template library; never another client's
 * content.
 */
import type { Answer } from "./engine-answer";

/** A criterion a research lead checks a brief against. */
export const BRIEF_CRITERIA = ["objective", "audience", "market", "decision", "stimulus", "length"] as const;
export type BriefCriterion = (typeof BRIEF_CRITERIA)[number];

/**
 * How much each criterion weighs in a brief's score (they add up to 100), whichever engine checked
 * it. The objective matters most: without it no study can be designed; the length least: it only
 * hints at missing detail.
 */
const CRITERION_WEIGHTS: Record<BriefCriterion, number> = {
  objective: 25,
  audience: 20,
  market: 15,
  decision: 15,
  stimulus: 15,
  length: 10,
};

/** A rating from its checked criteria: the weighted score and the unmet criteria's suggestions, heaviest first. */
export function ratingOf(criteria: BriefRating["criteria"]): BriefRating {
  const score = criteria.reduce((sum, criterion) => sum + (criterion.met ? CRITERION_WEIGHTS[criterion.key] : 0), 0);
  const suggestions = criteria
    .filter((criterion) => !criterion.met && criterion.suggestion)
    .sort((a, b) => CRITERION_WEIGHTS[b.key] - CRITERION_WEIGHTS[a.key])
    .map((criterion) => criterion.suggestion!);
  return { score, criteria, suggestions };
}

export interface BriefInput {
  /** The researcher's brief, in their own words. */
  brief: string;
  /** Names of the study materials already added (a stimulus counts as stated when there is one). */
  materials: string[];
}

export interface BriefRating {
  /** 0 to 100: the share of the criteria met, weighted. */
  score: number;
  /** Each criterion, with the brief's own words that meet it where the engine quotes them. */
  criteria: { key: BriefCriterion; met: boolean; suggestion: string | null; evidence?: string | null }[];
  /** The concrete suggestions, most useful first (the unmet criteria's, in the researcher's terms). */
  suggestions: string[];
}

/** A brief rewritten by Bloom, for the researcher to accept or not. */
export interface RefinedBrief {
  brief: string;
  /** How many parts are still to be written (marked [in brackets] in the brief). */
  gaps: number;
}

export interface OutlineInput extends BriefInput {
  /** How many business questions to propose (within BUSINESS_QUESTION_LIMITS). */
  count?: number;
}

export interface Outline {
  business_questions: string[];
  /** The library templates it drew on, by title (an engine with a model may leave it out). */
  templates?: string[];
  /** What the researcher should know about how it was made (a brief the engine cannot read in full). */
  note?: string | null;
}

/** A proposed question: the shape of a TaskInput of lib/schemas/study-draft, without ids or section index. */
export interface ProposedTask {
  type: "TEXT_ONLY" | "FREE_TEXT" | "CHECKBOX" | "RADIO" | "OBSERVATION" | "SCORING" | "SUBTASKS";
  text: string;
  explainer: boolean;
  options: { text: string }[];
  scale_length: number | null;
  subtasks: { type: "FREE_TEXT" | "TEXT_ONLY"; text: string }[];
}

export interface ProposedSection {
  /** Index into DesignInput.business_questions: the question this section answers. */
  business_question: number;
  text: string;
  tasks: ProposedTask[];
}

export interface DesignInput extends BriefInput {
  business_questions: string[];
  /** Regenerate one section only: its business question's index (the others are kept by the caller). */
  only_business_question?: number;
}

export interface Design {
  sections: ProposedSection[];
  /** The library templates it drew on, by title (an engine with a model may leave it out). */
  templates?: string[];
  /** What the researcher should know about how it was made (a brief the engine cannot read in full). */
  note?: string | null;
}

export interface TranslateInput {
  /** Texts of a design (section texts, questions, options, subtasks), in order. */
  texts: string[];
  from: string;
  to: string;
}

export interface Translation {
  texts: string[];
  /** False when the engine could not translate honestly and returned the texts unchanged. */
  translated: boolean;
  note: string | null;
}

/** Reports progress (0 to 100) while a generation runs; the job stores it for the polling client. */
export type Progress = (percent: number) => Promise<void> | void;

export interface BloomEngine {
  /** Shown in the UI and the README: what answered ("Bloom — built-in engine", or the model's name). */
  readonly label: string;
  /**
   * Whether it computes on this process's CPU (built-in, local) rather than waiting on a server
   * (openai): the worker runs such generations one after another, since side by side they only
   * make bursts of work that delay the pages served meanwhile.
   */
  readonly inProcess: boolean;
  /**
   * Gets ready in the background for a person about to use it (the wizard's AI variant opened),
   * so their first rating does not wait for what the engine loads once; answers at once.
   */
  prepare?(): void;
  rateBrief(input: BriefInput): Promise<BriefRating>;
  /** "Refine with Bloom": the brief rewritten so that it says what a research lead looks for. */
  refineBrief(input: BriefInput): Promise<RefinedBrief>;
  outline(input: OutlineInput, progress: Progress): Promise<Outline>;
  design(input: DesignInput, progress: Progress): Promise<Design>;
  translate(input: TranslateInput): Promise<Translation>;
  /** A researcher's question answered from the passages retrieved for it (engine-answer.ts). */
  answer: Answer;
}
