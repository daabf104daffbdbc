import { z } from "zod";
import {
  BUSINESS_QUESTION_LIMITS,
  DATA_SOURCES,
  DEVICES,
  GENDERS,
  LANGUAGES,
  MARKETS,
  RECORDING_DEVICES,
  RECRUITMENT_METHODS,
  REQUIRED_INTERVIEW_LIMITS,
  AGE_LIMITS,
  SCORING_SCALE_LENGTHS,
  STUDY_STATUSES,
  STUDY_TEXT_LIMITS as limits,
  AI_BRIEF_LIMITS,
  TARGET_AUDIENCE_TYPES,
  TASK_TYPES,
  WIZARD_STEPS,
} from "../constants";
import { messages } from "../messages";
import { studyTemplateSummarySchema } from "./marketplace";
import { audienceSettingSchema, requirementsStatusSchema, studyMaterialSchema } from "./study-parts";

/*
 * The contracts of study creation and draft editing (001 §2–§7): what the wizard sends, what the
 * server answers, and the draft the wizard opens with. Limits come from lib/constants, messages
 * from lib/messages, so the form and the server refuse the same input with the same words.
 */

const id = z.number().int().positive();
const requiredText = (max: number) => z.string({ error: messages.required }).trim().min(1, messages.required).max(max);
const optionalText = (max: number) => z.string().trim().max(max);

/** POST /api/studies: a draft from a template (the first save of the wizard). */
export const createStudySchema = z
  .strictObject({
    template_id: z
      .number({ error: messages.templateRequired })
      .int()
      .positive(messages.templateRequired)
      .optional()
      .meta({ description: "Required unless ai is true" }),
    ai: z.literal(true).optional().meta({ description: "The AI variant (001 §2): a draft from a brief, no template" }),
    brief: requiredText(AI_BRIEF_LIMITS.max)
      .optional()
      .meta({ description: "The AI variant's brief (required with ai)" }),
    project_id: id.optional().meta({ description: "Default: the first project the user may see" }),
    title: requiredText(limits.title).optional().meta({ description: "Default: the template's title" }),
    market: z.enum(MARKETS).optional().meta({ description: "The AI variant: where the interviews run" }),
    language: z.enum(LANGUAGES).optional().meta({ description: "The AI variant: the interviews' language" }),
  })
  .superRefine((value, ctx) => {
    if (value.ai && value.brief === undefined)
      ctx.addIssue({ code: "custom", path: ["brief"], message: messages.required });
    if (!value.ai && value.template_id === undefined) {
      ctx.addIssue({ code: "custom", path: ["template_id"], message: messages.templateRequired });
    }
  })
  .meta({ id: "CreateStudy" });

/**
 * PUT /api/studies/{id}: the details step, any subset of fields. A started study takes its title
 * only; UPDATE_STUDY_TITLE_ONLY takes the title only; `status` follows 001 §6.
 */
export const studyUpdateSchema = z
  .strictObject({
    title: requiredText(limits.title),
    purpose: optionalText(limits.purpose),
    introduction: optionalText(limits.introduction),
    brief: optionalText(AI_BRIEF_LIMITS.max).meta({ description: "The brief Bloom works from (the AI variant)" }),
    project_id: id,
    market: z.enum(MARKETS),
    language: z.enum(LANGUAGES),
    data_source: z
      .enum(DATA_SOURCES)
      .meta({ description: "Interview method: UPLOAD, CAPTURE (unmoderated), MODERATED" }),
    target_audience_type: z.enum(TARGET_AUDIENCE_TYPES),
    status: z.enum(STUDY_STATUSES),
  })
  .partial()
  .meta({ id: "StudyUpdate" });

/** PUT /api/studies/{id}/objectives: the whole list; ids keep a question, missing ids delete it. */
export const objectivesUpdateSchema = z
  .strictObject({
    objectives: z
      .array(z.strictObject({ id: id.optional(), title: requiredText(limits.businessQuestion) }))
      .min(BUSINESS_QUESTION_LIMITS.min, messages.businessQuestionsTooFew(BUSINESS_QUESTION_LIMITS.min))
      .max(BUSINESS_QUESTION_LIMITS.max, messages.businessQuestionsTooMany(BUSINESS_QUESTION_LIMITS.max)),
  })
  .meta({ id: "ObjectivesUpdate" });

/** A business question of a draft. */
export const draftObjectiveSchema = z.object({ id: z.number().int(), title: z.string(), position: z.number().int() });

const subtaskInput = z.strictObject({
  id: id.optional(),
  type: z.enum(["FREE_TEXT", "TEXT_ONLY"]),
  text: requiredText(limits.taskText),
});

/** A question as the wizard sends it; `section` is the index of its section in the same request. */
export const taskInputSchema = z
  .strictObject({
    id: id.optional(),
    section: z.number().int().min(0),
    type: z.enum(TASK_TYPES),
    text: requiredText(limits.taskText),
    explainer: z.boolean().default(false).meta({ description: "A TEXT_ONLY task read, not answered" }),
    options: z
      .array(z.strictObject({ id: z.string().max(20).optional(), text: requiredText(limits.optionText) }))
      .default([]),
    scale_length: z
      .number()
      .int()
      .refine((n) => (SCORING_SCALE_LENGTHS as readonly number[]).includes(n))
      .nullable()
      .default(null),
    subtasks: z.array(subtaskInput).default([]),
    object_assignment: z.record(z.string().regex(/^\d+$/), z.boolean()).default({}),
    notes: optionalText(limits.notes).nullable().default(null),
  })
  .meta({ id: "TaskInput" });

/** A section as the wizard sends it. */
export const sectionInputSchema = z
  .strictObject({
    id: id.optional(),
    objective_id: z.number({ error: messages.sectionNeedsBusinessQuestion }).int().positive(),
    text: optionalText(limits.sectionText),
    study_material_ids: z.array(id).default([]),
  })
  .meta({ id: "SectionInput" });

/**
 * PUT /api/studies/{id}/tasks (001 §7): the design of the whole study (segment_id null) or of one
 * segment. Sections not listed are deleted with their questions; listed tasks are created or
 * updated in the order given; tasks_to_delete_in_this_segment leave this segment (and go when no
 * segment uses them any more).
 */
export const tasksUpdateSchema = z
  .strictObject({
    segment_id: id.nullable().default(null),
    sections: z.array(sectionInputSchema),
    tasks: z.array(taskInputSchema),
    tasks_to_delete_in_this_segment: z.array(id).default([]),
  })
  .meta({ id: "TasksUpdate" });

/** A question of a saved design. */
export const draftTaskSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(TASK_TYPES),
    text: z.string(),
    explainer: z.boolean(),
    options: z.array(z.object({ id: z.string(), text: z.string() })),
    scale_length: z.number().int().nullable(),
    subtasks: z.array(z.object({ id: z.number().int(), type: z.enum(TASK_TYPES), text: z.string() })),
    object_assignment: z.record(z.string(), z.boolean()),
    notes: z.string().nullable(),
  })
  .meta({ id: "DraftTask" });

/** A section of a saved design, its questions in order. */
export const draftSectionSchema = z
  .object({
    id: z.number().int(),
    objective_id: z.number().int().nullable(),
    text: z.string(),
    position: z.number().int(),
    study_material_ids: z.array(z.number().int()),
    tasks: z.array(draftTaskSchema),
  })
  .meta({ id: "DraftSection" });

/** The answer of PUT /studies/{id}/tasks: the saved design of that segment (or of the study). */
export const studyDesignSchema = z
  .object({ segment_id: z.number().int().nullable(), sections: z.array(draftSectionSchema) })
  .meta({ id: "StudyDesign" });

/** The audience of the whole study (segment null) or of one segment, as the wizard sends it. */
export const audienceInputSchema = z.strictObject({
  segment: z.strictObject({ id: id.optional(), title: requiredText(100) }).nullable(),
  age_range: z.strictObject({
    min: z.number().int().min(AGE_LIMITS.min).max(AGE_LIMITS.max),
    max: z.number().int().min(AGE_LIMITS.min).max(AGE_LIMITS.max),
  }),
  countries: z.array(z.enum(MARKETS)).min(1, messages.required),
  custom_criteria: optionalText(limits.customCriteria).nullable().default(null),
  devices: z.array(z.enum(["DESKTOP", "MOBILE"])).min(1, messages.required),
  gender: z.enum(GENDERS),
  language: z.enum(LANGUAGES),
  required_interviews: z.number().int().min(REQUIRED_INTERVIEW_LIMITS.min).max(REQUIRED_INTERVIEW_LIMITS.max),
});

/**
 * PUT /api/studies/{id}/audience_settings: how participants are recruited, what they record, the
 * optional provider review, and the audience: one entry for the study (segment null) or one per
 * segment (segments not listed are deleted).
 */
export const audienceSettingsUpdateSchema = z
  .strictObject({
    method: z.enum(RECRUITMENT_METHODS, { error: messages.recruitmentRequired }),
    recording_devices: z.array(z.enum(RECORDING_DEVICES)).min(1, messages.required),
    quality_assurance: z.boolean().default(false),
    device: z.enum(DEVICES).optional(),
    audiences: z.array(audienceInputSchema).min(1, messages.required).max(10),
  })
  .meta({ id: "AudienceSettingsUpdate" });

/**
 * POST /api/studies/{id}/objects: a study material from a completed upload (FILE), or a link
 * with optional app-store links (LINK: a material is LINK when any of its objects has a link).
 */
export const studyMaterialCreateSchema = z
  .strictObject({
    upload_id: id.optional(),
    title: optionalText(200).optional(),
    link: z.string().trim().max(2000).optional(),
    android_link: z.string().trim().max(2000).optional(),
    ios_link: z.string().trim().max(2000).optional(),
  })
  .meta({ id: "StudyMaterialCreate" });

/** What the wizard may no longer change once the draft was saved (001 §4). */
export const draftLocksSchema = z.object({ materials: z.boolean(), country_language: z.boolean() });

/**
 * Everything the wizard opens a draft with (rendered by the page, then kept by the island):
 * the study's fields, its template, business questions, study-wide design, materials, audience
 * and what it still needs.
 */
export const studyDraftSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    purpose: z.string(),
    introduction: z.string(),
    brief: z.string(),
    created_with_ai: z.boolean().meta({ description: "Created in the AI variant of the wizard (001 §2)" }),
    status: z.enum(STUDY_STATUSES),
    project: z.object({ id: z.number().int(), title: z.string() }),
    market: z.enum(MARKETS).nullable(),
    language: z.string(),
    data_source: z.enum(DATA_SOURCES),
    target_audience_type: z.enum(TARGET_AUDIENCE_TYPES),
    recording_devices: z.array(z.enum(RECORDING_DEVICES)),
    quality_assurance: z.boolean(),
    template: studyTemplateSummarySchema.nullable(),
    objectives: z.array(draftObjectiveSchema),
    design: studyDesignSchema,
    materials: z.array(studyMaterialSchema),
    audience: z.array(audienceSettingSchema.extend({ segment_title: z.string().nullable() })),
    requirements: requirementsStatusSchema,
    locks: draftLocksSchema,
    participant_link: z.string().nullable().meta({ description: "Self-recruit: the public page participants open" }),
  })
  .meta({ id: "StudyDraft" });

/**
 * POST /api/studies's answer: the new draft's identity. The wizard opens the draft's page next,
 * which reads it whole (GET /api/studies/{id}/draft), so the write does not read it back.
 */
export const studyCreatedSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    status: z.enum(STUDY_STATUSES),
    created_with_ai: z.boolean(),
    project_id: z.number().int(),
    template_id: z.number().int().nullable(),
  })
  .meta({ id: "StudyCreated" });

/** PUT /api/studies/{id}/publish: open (true) or pause (false) a started study's participant page. */
export const publishStudySchema = z.strictObject({ published: z.boolean() }).meta({ id: "PublishStudy" });

/** POST /api/studies/{id}/builder_steps: the wizard step shown (the builder-step event of 001 §4). */
export const builderStepSchema = z.strictObject({ step: z.enum(WIZARD_STEPS) }).meta({ id: "BuilderStep" });

export type CreateStudy = z.infer<typeof createStudySchema>;
export type StudyCreated = z.infer<typeof studyCreatedSchema>;
export type StudyUpdate = z.infer<typeof studyUpdateSchema>;
export type ObjectivesUpdate = z.infer<typeof objectivesUpdateSchema>;
export type DraftObjective = z.infer<typeof draftObjectiveSchema>;
export type TaskInput = z.input<typeof taskInputSchema>;
export type SectionInput = z.input<typeof sectionInputSchema>;
export type TasksUpdate = z.input<typeof tasksUpdateSchema>;
export type DraftTask = z.infer<typeof draftTaskSchema>;
export type DraftSection = z.infer<typeof draftSectionSchema>;
export type StudyDesign = z.infer<typeof studyDesignSchema>;
export type AudienceInput = z.input<typeof audienceInputSchema>;
export type AudienceSettingsUpdate = z.input<typeof audienceSettingsUpdateSchema>;
export type StudyMaterialCreate = z.infer<typeof studyMaterialCreateSchema>;
export type StudyDraft = z.infer<typeof studyDraftSchema>;
export type PublishStudy = z.infer<typeof publishStudySchema>;
export type BuilderStep = z.infer<typeof builderStepSchema>;
