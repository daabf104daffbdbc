import type { z } from "zod";
import {
  BRIEF_CRITERIA,
  ratingOf,
  type BloomEngine,
  type BriefInput,
  type BriefRating,
  type Design,
  type DesignInput,
  type Outline,
  type OutlineInput,
  type Progress,
  type RefinedBrief,
  type TranslateInput,
  type Translation,
} from "../engine";
import {
  designPrompt,
  outlinePrompt,
  rateBriefPrompt,
  refineBriefPrompt,
  translatePrompt,
  type PromptPair,
} from "./prompts";
import {
  briefReplySchema,
  designReplySchema,
  outlineReplySchema,
  refinedBriefReplySchema,
  translationReplySchema,
} from "./schemas";

/**
 * One model call whose reply must be a JSON object valid against `schema` (its JSON Schema
 * constrains the generation; the zod schema, refinements included, checks the reply). It rejects
 * with an error an administrator can act on when the reply does not fit: there are no partial results.
 */
export type StructuredCall = <T>(name: string, schema: z.ZodType<T>, prompt: PromptPair) => Promise<T>;

/**
 * Bloom's engine on a generative model (AI_PROVIDER=openai or local, DESIGN §6): the same prompts,
 * reply schemas and post-processing whichever runtime answers; `structured` is what differs.
 */
export function structuredEngine(
  label: string,
  inProcess: boolean,
  structured: StructuredCall,
): Omit<BloomEngine, "answer"> {
  return {
    label,
    inProcess,

    async rateBrief(input: BriefInput): Promise<BriefRating> {
      const reply = await structured("brief_rating", briefReplySchema, rateBriefPrompt(input));
      // Scored as the built-in engine scores, so a brief meeting the same criteria scores the same.
      return ratingOf(
        BRIEF_CRITERIA.map((key) => ({
          key,
          met: reply[key].met,
          suggestion: reply[key].met ? null : reply[key].suggestion!.trim(),
        })),
      );
    },

    async refineBrief(input: BriefInput): Promise<RefinedBrief> {
      const reply = await structured("refined_brief", refinedBriefReplySchema, refineBriefPrompt(input));
      const brief = reply.brief.trim();
      return { brief, gaps: (brief.match(/\[[^\]]+\]/g) ?? []).length };
    },

    async outline(input: OutlineInput, progress: Progress): Promise<Outline> {
      await progress(10);
      const reply = await structured("outline", outlineReplySchema(input.count), outlinePrompt(input));
      await progress(100);
      return { business_questions: reply.business_questions.map((question) => question.trim()) };
    },

    async design(input: DesignInput, progress: Progress): Promise<Design> {
      const questions = input.business_questions.length;
      const only = input.only_business_question;
      if (questions === 0) throw new Error("A study design needs at least one business question.");
      if (only !== undefined && (!Number.isInteger(only) || only < 0 || only >= questions)) {
        throw new Error(`only_business_question ${only} is not one of the ${questions} business questions.`);
      }
      await progress(10);
      const reply = await structured("study_design", designReplySchema(questions, only), designPrompt(input));
      await progress(100);
      return {
        sections: reply.sections.map((section) => ({
          business_question: section.business_question,
          text: section.text.trim(),
          tasks: section.tasks.map((task) => ({
            type: task.type,
            text: task.text.trim(),
            explainer: task.explainer,
            options: task.options.map((option) => ({ text: option.text.trim() })),
            scale_length: task.scale_length,
            subtasks: task.subtasks.map((subtask) => ({ type: subtask.type, text: subtask.text.trim() })),
          })),
        })),
      };
    },

    async translate(input: TranslateInput): Promise<Translation> {
      if (input.texts.length === 0 || input.from === input.to) {
        return { texts: [...input.texts], translated: true, note: null };
      }
      const reply = await structured("translation", translationReplySchema(input.texts.length), translatePrompt(input));
      return { texts: reply.texts, translated: true, note: null };
    },
  };
}

/** The zod issues somewhere in an error's cause chain (the AI SDK wraps them twice), as "path: message". */
export function zodIssues(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const issues = (current as Partial<z.ZodError>).issues;
    if (Array.isArray(issues) && issues.length > 0) {
      const shown = issues.slice(0, 5).map((issue) => `${issue.path.join(".") || "(reply)"}: ${issue.message}`);
      return `${shown.join("; ")}${issues.length > shown.length ? ` (and ${issues.length - shown.length} more)` : ""}`;
    }
    current = current.cause;
  }
  return undefined;
}
