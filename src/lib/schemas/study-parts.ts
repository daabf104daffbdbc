import { z } from "zod";
import { GENDERS, MATERIAL_KINDS, OPTIONS_TYPES, RECRUITMENT_METHODS, TASK_TYPES } from "../constants";

/** An audience slice of a study (001 §3 Segment criteria: market, language, gender, age). */
export const studySegmentSchema = z
  .object({
    id: z.number().int(),
    study_id: z.number().int(),
    socrat_study_id: z.number().int().nullable(),
    title: z.string(),
    market: z.string().nullable(),
    language: z.string().nullable(),
    gender: z.enum(GENDERS).nullable(),
    age_range: z.object({ min: z.number().int().nullable(), max: z.number().int().nullable() }),
    segment_group: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    counts: z.object({ interviews: z.number().int() }),
  })
  .meta({ id: "StudySegment" });

/** A stimulus of a study (001 §3 Study material). */
export const studyMaterialSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(MATERIAL_KINDS),
    title: z.string(),
    name: z.string().nullable(),
    mime_type: z.string().nullable(),
    url: z.string().nullable(),
    thumbnail: z.string().nullable(),
    link: z.string().nullable(),
    android_link: z.string().nullable(),
    ios_link: z.string().nullable(),
    file_name: z.string().nullable(),
    file_mime_type: z.string().nullable(),
    file_path: z.string().nullable(),
    position: z.number().int(),
  })
  .meta({ id: "StudyMaterial" });

/** Recruitment and audience of a study, or of one of its segments (001 §3 Recruitment). */
export const audienceSettingSchema = z
  .object({
    segment_id: z.number().int().nullable(),
    method: z.enum(RECRUITMENT_METHODS),
    age_range: z.object({ min: z.number().int(), max: z.number().int() }),
    countries: z.array(z.string()),
    custom_criteria: z.string().nullable(),
    devices: z.array(z.string()),
    gender: z.enum(GENDERS),
    language: z.string(),
    required_interviews: z.number().int(),
    participants_per_segment: z.number().int().nullable(),
  })
  .meta({ id: "AudienceSetting" });

/** A task's fields as a segment's task design shows them (001 §3 Task / subtask). */
export const designTaskFields = {
  id: z.number().int(),
  text: z.string(),
  html: z.string(),
  type: z.enum(TASK_TYPES),
  position: z.number().int(),
  position_name: z.string().nullable(),
  options_type: z.enum(OPTIONS_TYPES),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
  scale_length: z.number().int().nullable(),
  parent_id: z.number().int().nullable(),
};

// The study's own task list adds the researcher's notes and the dates.
const taskFields = {
  ...designTaskFields,
  notes: z.string().nullable(),
  has_ceb_score: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
};

/** A question or task of the study design (001 §3 Task / subtask), its subtasks nested. */
export const studyTaskSchema = z
  .object({
    ...taskFields,
    section_id: z.number().int().nullable(),
    explainer: z.boolean().meta({ description: "A TEXT_ONLY task participants read, not answer" }),
    objective: z.object({ id: z.number().int() }).nullable(),
    object_assignment: z.record(z.string(), z.boolean()),
    used_in_segments: z.array(z.number().int()),
    used_in_multiple_segments: z.boolean(),
    subtasks: z.array(z.object(taskFields)),
  })
  .meta({ id: "StudyTask" });

/** What still stands between a draft and its start (GET /studies/{id}/requirements_status). */
export const requirementsStatusSchema = z
  .object({
    ready: z.boolean(),
    business_questions: z.object({ count: z.number().int(), ok: z.boolean() }),
    sections: z.object({ count: z.number().int(), without_questions: z.array(z.number().int()), ok: z.boolean() }),
    fill_in: z
      .object({ count: z.number().int(), ok: z.boolean() })
      .meta({ description: "Questions whose text, options or steps still hold a “[Fill in: …]” instruction" }),
    study_materials: z.object({
      count: z.number().int(),
      min: z.number().int(),
      max: z.number().int(),
      ok: z.boolean(),
    }),
    recruitment: z.object({ ok: z.boolean() }),
    terms_accepted: z.boolean(),
  })
  .meta({ id: "RequirementsStatus" });

/** Where an id leads (GET /v3/studies/resolve/{id}): a study id, or a socrat study id of a study or segment. */
export const studyResolutionSchema = z
  .object({
    study_id: z.number().int(),
    segment_id: z.number().int().nullable(),
    project_id: z.number().int(),
    client_id: z.number().int(),
    path: z.string(),
  })
  .meta({ id: "StudyResolution" });

export type StudySegment = z.infer<typeof studySegmentSchema>;
export type StudyMaterial = z.infer<typeof studyMaterialSchema>;
export type AudienceSetting = z.infer<typeof audienceSettingSchema>;
export type StudyTask = z.infer<typeof studyTaskSchema>;
export type RequirementsStatus = z.infer<typeof requirementsStatusSchema>;
export type StudyResolution = z.infer<typeof studyResolutionSchema>;
