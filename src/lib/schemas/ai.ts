import { z } from "zod";
import {
  AI_BRIEF_LIMITS,
  AI_GENERATION_KINDS,
  AI_GENERATION_STATUSES,
  AI_TRANSLATION_LANGUAGES,
  BUSINESS_QUESTION_LIMITS,
  STUDY_TEXT_LIMITS,
} from "../constants";
import { aiMessages, messages } from "../messages";

/*
 * Bloom's calls of 001 §7 (/api/v1/ai/*): brief rating, AI outline and AI study design
 * generations (polled until COMPLETED or ERROR), translation.
 */

const studyId = z.number({ error: messages.required }).int().positive();
const brief = z
  .string({ error: messages.required })
  .trim()
  .min(AI_BRIEF_LIMITS.min, messages.required)
  .max(AI_BRIEF_LIMITS.max, aiMessages.briefTooLong(AI_BRIEF_LIMITS.max))
  // Symbols alone state nothing to rate or design from.
  .refine((text) => text === "" || /[\p{L}\p{N}]/u.test(text), messages.required);

/** POST /api/v1/ai/study-briefs/rating. */
export const briefRatingRequestSchema = z
  .strictObject({ brief, study_id: studyId.optional().meta({ description: "Counts its study materials as stimulus" }) })
  .meta({ id: "BriefRatingRequest" });

/** Bloom's rating of a brief: a score and what would make it better. */
export const briefRatingSchema = z
  .object({
    score: z.number().int().min(0).max(100),
    criteria: z.array(
      z.object({
        key: z.string(),
        met: z.boolean(),
        suggestion: z.string().nullable(),
        evidence: z
          .string()
          .nullable()
          .optional()
          .meta({ description: "The brief's own words that meet the criterion (built-in engine)" }),
      }),
    ),
    suggestions: z.array(z.string()),
    engine: z.string().meta({ description: "What answered, as the UI shows it" }),
  })
  .meta({ id: "BriefRating" });

/** POST /api/v1/ai/study-briefs/refine: the brief rewritten by Bloom, for the researcher to take or leave. */
export const refinedBriefSchema = z
  .object({
    brief: z.string(),
    gaps: z.number().int().min(0).meta({ description: "Parts still to write, marked [in brackets]" }),
    engine: z.string(),
  })
  .meta({ id: "RefinedBrief" });

/** POST /api/v1/ai/study-outlines: propose the business questions of a draft from its brief. */
export const outlineCreateSchema = z
  .strictObject({
    study_id: studyId,
    brief,
    count: z.number().int().min(BUSINESS_QUESTION_LIMITS.min).max(BUSINESS_QUESTION_LIMITS.max).optional(),
  })
  .meta({ id: "StudyOutlineCreate" });

/** POST /api/v1/ai/study-designs: propose sections and questions for business questions. */
export const designCreateSchema = z
  .strictObject({
    study_id: studyId,
    brief,
    business_questions: z
      .array(z.string().trim().min(1).max(STUDY_TEXT_LIMITS.businessQuestion))
      .min(BUSINESS_QUESTION_LIMITS.min, messages.businessQuestionsTooFew(BUSINESS_QUESTION_LIMITS.min))
      .max(BUSINESS_QUESTION_LIMITS.max, messages.businessQuestionsTooMany(BUSINESS_QUESTION_LIMITS.max)),
    only_business_question: z
      .number()
      .int()
      .min(0)
      .optional()
      .meta({ description: "Regenerate the section of this business question (its index) only" }),
  })
  .meta({ id: "StudyDesignCreate" });

/** A generation as polled: COMPLETED carries the result, ERROR the reason. */
export const aiGenerationSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(AI_GENERATION_KINDS),
    study_id: z.number().int().nullable(),
    status: z.enum(AI_GENERATION_STATUSES),
    progress: z.number().int().min(0).max(100),
    result: z.record(z.string(), z.unknown()).nullable(),
    error: z.string().nullable(),
    engine: z.string(),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "AiGeneration" });

/** POST /api/v1/ai/translate: a draft's design texts into another language. */
export const translateRequestSchema = z
  .strictObject({
    study_id: studyId,
    to: z.enum(AI_TRANSLATION_LANGUAGES, { error: aiMessages.languageUnknown }),
  })
  .meta({ id: "TranslateRequest" });

export const translationSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    texts: z.array(z.object({ source: z.string(), text: z.string() })),
    translated: z.boolean(),
    note: z.string().nullable(),
    engine: z.string(),
  })
  .meta({ id: "Translation" });

export type BriefRatingResponse = z.infer<typeof briefRatingSchema>;
export type AiGeneration = z.infer<typeof aiGenerationSchema>;
export type RefinedBriefResponse = z.infer<typeof refinedBriefSchema>;
export type TranslationResponse = z.infer<typeof translationSchema>;
