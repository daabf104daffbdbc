import { z } from "zod";
import { STIMULI_TYPES, STUDY_RECRUIT_METHODS, TASK_TYPES } from "../constants";
import { messages } from "../messages";
import { presignedUploadRequestSchema } from "./storage";

/** A study type of the template library (GET /api/marketplace/study-types). */
export const studyTypeSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    name: z.string(),
    description: z.string(),
    template_count: z.number().int(),
  })
  .meta({ id: "StudyType" });

/** A question of a template's design; choices and subtasks are plain text until a study copies them. */
export const templateTaskSchema = z
  .object({
    type: z.enum(TASK_TYPES),
    text: z.string(),
    explainer: z.boolean(),
    options: z.array(z.string()),
    scale_length: z.number().int().nullable(),
    subtasks: z.array(z.object({ type: z.enum(TASK_TYPES), text: z.string() })),
  })
  .meta({ id: "TemplateTask" });

/** A section of a template's design, tied to one of its business questions by index. */
export const templateSectionSchema = z
  .object({
    objective: z.number().int().meta({ description: "Index into the template's objectives" }),
    text: z.string(),
    tasks: z.array(templateTaskSchema),
  })
  .meta({ id: "TemplateSection" });

/**
 * A template in the library's list (001 §3 Study template). `stimuli_kind` says which study
 * materials it takes: FILE, LINK, or FILE_LINK (either; the template's stimuli_type ANY).
 */
export const studyTemplateSummarySchema = z
  .object({
    id: z.number().int(),
    template_id: z.string(),
    title: z.string(),
    purpose: z.string(),
    study_type: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    stimuli_type: z.enum(STIMULI_TYPES),
    stimuli_kind: z.enum(["FILE", "LINK", "FILE_LINK"]),
    min_stimuli_count: z.number().int(),
    max_stimuli_count: z.number().int(),
    recommended: z.boolean(),
    filters: z.record(z.string(), z.array(z.string())),
    recruit_method: z.enum(STUDY_RECRUIT_METHODS),
    quality_assurance: z.boolean(),
    counts: z.object({
      business_questions: z.number().int(),
      sections: z.number().int(),
      questions: z.number().int(),
    }),
  })
  .meta({ id: "StudyTemplateSummary" });

/** A template with its business questions, design and defaults (GET /api/marketplace/study-templates/{id}). */
export const studyTemplateSchema = studyTemplateSummarySchema
  .extend({
    objectives: z.array(z.string()),
    study_design: z.object({ sections: z.array(templateSectionSchema) }),
    custom_criteria: z.string().nullable(),
    brief: z.string().nullable(),
    country_languages: z.array(z.object({ country: z.string(), language_code: z.string() })),
  })
  .meta({ id: "StudyTemplate" });

const stimuliTypeList = z
  .string()
  .default("ANY")
  .transform((value) =>
    value
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(STIMULI_TYPES)).min(1));

/**
 * GET /api/marketplace/study-templates. `stimuli_types` (comma list, default ANY): ANY lists every
 * template; FILE or LINK lists the templates that take that kind (their own type, or ANY).
 * Recommended templates come first, then the library's order.
 */
export const studyTemplateListQuerySchema = z.object({
  stimuli_types: stimuliTypeList,
  type_id: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(200).optional(),
  recommended: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
});

/**
 * POST /api/marketplace/upload/order_object: the presigned upload's fields for an order object,
 * which always belongs to a draft (the upload type is implied).
 */
export const orderObjectUploadRequestSchema = presignedUploadRequestSchema
  .pick({ file_name: true, content_type: true, size: true })
  .extend({ study_id: z.number({ error: messages.required }).int().positive() })
  .meta({ id: "OrderObjectUploadRequest" });

export type StudyType = z.infer<typeof studyTypeSchema>;
export type TemplateTask = z.infer<typeof templateTaskSchema>;
export type TemplateSection = z.infer<typeof templateSectionSchema>;
export type StudyTemplateSummary = z.infer<typeof studyTemplateSummarySchema>;
export type StudyTemplate = z.infer<typeof studyTemplateSchema>;
export type StudyTemplateListQuery = z.infer<typeof studyTemplateListQuerySchema>;
export type OrderObjectUploadRequest = z.infer<typeof orderObjectUploadRequestSchema>;
