import {
  BUSINESS_QUESTION_LIMITS,
  MAX_SECTIONS,
  QUESTIONS_PER_SECTION,
  SCORING_SCALE_LENGTHS,
  STUDY_TEXT_LIMITS,
  SUBTASK_LIMITS,
  TASK_OPTION_LIMITS,
} from "@/lib/constants";
import type { BriefInput, DesignInput, OutlineInput, TranslateInput } from "../engine";

/*
 * What Bloom asks an OpenAI-compatible model. Short on purpose: the JSON Schema sent with each
 * request carries the shape; these say what the task is and the limits the schema cannot. Only the
 * caller's own text goes in (the brief, the materials' names, the business questions).
 */

export interface PromptPair {
  system: string;
  prompt: string;
}

const ROLE =
  "You are Bloom, the research assistant of a video-interview user-research platform. Participants answer a study's questions on video, at home, without a moderator.";

const limits = STUDY_TEXT_LIMITS;

function briefBlock({ brief, materials }: BriefInput): string {
  const named = materials.filter((name) => name.trim() !== "");
  return [
    `Brief:\n"""\n${brief.trim()}\n"""`,
    `Study materials already added: ${named.length > 0 ? named.join("; ") : "none"}.`,
  ].join("\n\n");
}

export function rateBriefPrompt(input: BriefInput): PromptPair {
  return {
    system: [
      ROLE,
      "Check a researcher's brief against six criteria and say for each whether it is met:",
      "objective: it says what they want to learn; audience: who the participants are; market: the country or market (and language);",
      "decision: which business decision the results will support; stimulus: what participants will see or try (met too when a study material is added);",
      "length: it has enough detail to design from (about 40 to 600 words).",
      "For each unmet criterion give one concrete suggestion the researcher can act on, in their own terms, with a short example; for met ones, null.",
      "Write in the language of the brief.",
    ].join("\n"),
    prompt: briefBlock(input),
  };
}

export function refineBriefPrompt(input: BriefInput): PromptPair {
  return {
    system: [
      ROLE,
      "Rewrite a researcher's brief so that it states the objective, the participants and market, what participants see, the decision the results support, and the background.",
      "Keep every fact of the brief and add none: where the brief does not say something, write a short question in [square brackets] for the researcher to answer.",
      "Write in the language of the brief, in plain paragraphs with those headings.",
    ].join("\n"),
    prompt: briefBlock(input),
  };
}

export function outlinePrompt(input: OutlineInput): PromptPair {
  const wanted =
    input.count === undefined
      ? `${BUSINESS_QUESTION_LIMITS.min} to ${BUSINESS_QUESTION_LIMITS.max} (3 to 5 is usual)`
      : `exactly ${input.count}`;
  return {
    system: [
      ROLE,
      "From a brief, propose the study's business questions: what the client needs to learn to make their decision.",
      `Each is one clear question or goal of at most ${limits.businessQuestion} characters, distinct from the others, answerable from participants' videos.`,
      "Write in the language of the brief.",
    ].join("\n"),
    prompt: `${briefBlock(input)}\n\nPropose ${wanted} business questions.`,
  };
}

const TASK_TYPES_EXPLAINED = [
  "Task types:",
  "- TEXT_ONLY: a think-aloud task; the participant does something and talks about it on video. With explainer=true it is text the participant reads (an introduction or instruction), not answered.",
  "- FREE_TEXT: an open question answered on video.",
  `- CHECKBOX: choose any of the options (${TASK_OPTION_LIMITS.min} to ${TASK_OPTION_LIMITS.max} options).`,
  `- RADIO: choose one of the options (${TASK_OPTION_LIMITS.min} to ${TASK_OPTION_LIMITS.max} options).`,
  "- OBSERVATION: the participant does a task with the stimulus (find, compare, buy, sign up…) and says out loud what they do; time on task and whether they succeed are recorded.",
  `- SCORING: a rating on a scale; scale_length is ${SCORING_SCALE_LENGTHS.join(", ")} (5 is usual); the text names both ends.`,
  `- SUBTASKS: one question in ${SUBTASK_LIMITS.min} to ${SUBTASK_LIMITS.max} parts (subtasks, each FREE_TEXT or TEXT_ONLY).`,
  "Fields a type does not use are empty: options [] unless CHECKBOX or RADIO, scale_length null unless SCORING, subtasks [] unless SUBTASKS, explainer false unless TEXT_ONLY.",
].join("\n");

export function designPrompt(input: DesignInput): PromptPair {
  const questions = input.business_questions.map((question, index) => `${index}. ${question}`).join("\n");
  const scope =
    input.only_business_question === undefined
      ? `Propose the study design: one section per business question, in their order (at most ${MAX_SECTIONS} sections).`
      : `Propose one section for business question ${input.only_business_question} only (its business_question is ${input.only_business_question}).`;
  return {
    system: [
      ROLE,
      "Design the questions of a study. A section answers one business question (business_question is its index, from 0) and has a short heading",
      `(at most ${limits.sectionText} characters) and ${QUESTIONS_PER_SECTION.min} to ${QUESTIONS_PER_SECTION.max} tasks (usually 3 to 6).`,
      `Task texts are at most ${limits.taskText} characters, options at most ${limits.optionText}; speak to the participant, one thing per task, neutral and not leading.`,
      "Refer to the study materials where participants should look at them. Write in the language of the brief.",
      TASK_TYPES_EXPLAINED,
    ].join("\n"),
    prompt: `${briefBlock(input)}\n\nBusiness questions:\n${questions}\n\n${scope}`,
  };
}

export function translatePrompt(input: TranslateInput): PromptPair {
  return {
    system: [
      ROLE,
      `Translate the texts of a study design from the language "${input.from}" to "${input.to}" (language codes).`,
      "Translate each text on its own, keep its meaning, tone and any placeholders or line breaks, and return exactly one translation per text, in the same order.",
    ].join("\n"),
    prompt: JSON.stringify({ texts: input.texts }),
  };
}
