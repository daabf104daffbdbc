import { z } from "zod";
import {
  DATA_SOURCES,
  DISPLAY_STATUS_CODES,
  SHOWREEL_TYPES,
  STUDY_RECRUIT_METHODS,
  STUDY_STATUSES,
} from "../constants";
import { type CursorMeta, cursorQuerySchema } from "./common";

const html = z.object({ text: z.string(), html: z.string() });

/** The numbers shown on study cards and headers (001 §3 Study counts). */
export const studyCountsSchema = z
  .object({
    business_questions: z.number().int(),
    insights: z.number().int(),
    interviews: z.number().int(),
    segments: z.number().int(),
    quotes: z.number().int(),
    showreels: z.object({ curated: z.number().int(), custom: z.number().int() }),
  })
  .meta({ id: "StudyCounts" });

/** A study in lists: enough for a card, a row and the filters. */
export const studySummarySchema = z
  .object({
    id: z.number().int(),
    study_id: z.number().int(),
    title: z.string(),
    purpose: z.string(),
    status: z.enum(STUDY_STATUSES),
    display_status_code: z.enum(DISPLAY_STATUS_CODES),
    data_source: z.enum(DATA_SOURCES),
    recruit_method: z.enum(STUDY_RECRUIT_METHODS),
    created_at: z.iso.datetime({ offset: true }),
    completed_at: z.iso.datetime({ offset: true }).nullable(),
    thumbnail: z.string().nullable(),
    tags: z.array(z.string()),
    created_with_ai: z.boolean(),
    project: z.object({ id: z.number().int(), title: z.string() }),
    template: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    study_type: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    counts: studyCountsSchema,
  })
  .meta({ id: "StudySummary" });

/**
 * What a study card shows; the list page hands its island only this (the API's summaries are a
 * superset, so later pages fetched from the API fit too).
 */
export const studyCardSchema = studySummarySchema
  .pick({ id: true, title: true, status: true, display_status_code: true, created_at: true, project: true })
  .extend({ counts: studyCountsSchema.pick({ interviews: true, quotes: true, insights: true }) });

/** A study with every field of 001 §3. */
export const studySchema = studySummarySchema
  .extend({
    socrat_study_id: z.number().int().nullable(),
    study_purpose: z.string(),
    brief: z.string().nullable(),
    template_id: z.number().int().nullable(),
    key_takeaways: html.nullable(),
    showreel: z.object({ id: z.number().int(), type: z.enum(SHOWREEL_TYPES) }).nullable(),
    client: z.object({ name: z.string(), socrat_client_id: z.number().int().nullable() }),
    is_cross_segments_enabled: z.boolean(),
    socrat_project_id: z.number().int().nullable(),
    segments: z.array(z.object({ id: z.number().int(), socrat_study_id: z.number().int().nullable() })),
    client_created: z.boolean(),
    usertribe_producers: z.array(z.object({ email: z.string() })),
  })
  .meta({ id: "Study" });

/** Filters of the study list (001 §2: project_id, template_id, q, type_id, tag, ai) and its paging. */
export const studyListQuerySchema = cursorQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  project_id: z.coerce.number().int().positive().optional(),
  template_id: z.coerce.number().int().positive().optional(),
  type_id: z.coerce.number().int().positive().optional(),
  tag: z.string().trim().min(1).max(100).optional(),
  ai: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  status: z.enum(DISPLAY_STATUS_CODES).optional(),
});

export type StudyCounts = z.infer<typeof studyCountsSchema>;
export type StudySummary = z.infer<typeof studySummarySchema>;
export type StudyCard = z.infer<typeof studyCardSchema>;

export type Study = z.infer<typeof studySchema>;
export type StudyListQuery = z.infer<typeof studyListQuerySchema>;

/** A page of the study list as cards: from the server render (/studies) or GET /api/v3/studies. */
export interface StudyCardPage {
  data: StudyCard[];
  meta: CursorMeta;
}
