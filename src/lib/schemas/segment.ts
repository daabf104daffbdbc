import { z } from "zod";
import { GENDERS, OPTIONS_TYPES, RECRUITMENT_METHODS, TASK_TYPES } from "../constants";
import { businessQuestionFields } from "./business-question";
import { cursorQuerySchema } from "./common";
import { idListSchema } from "./id-list";

const ageRange = z.object({ min: z.number().int().nullable(), max: z.number().int().nullable() });

/** Recruitment of a segment (001 §3 Recruitment). */
export const segmentRecruitmentSchema = z
  .object({
    method: z.enum(RECRUITMENT_METHODS),
    age_range: ageRange,
    countries: z.array(z.string()),
    custom_criteria: z.string().nullable(),
    devices: z.array(z.string()),
    gender: z.enum(GENDERS),
    language: z.string(),
    required_interviews: z.number().int(),
  })
  .meta({ id: "SegmentRecruitment" });

/** A segment (an audience slice of a study) with its criteria and counts. */
export const segmentSchema = z
  .object({
    id: z.number().int(),
    study_id: z.number().int(),
    socrat_study_id: z.number().int().nullable(),
    title: z.string(),
    segment_group: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    market: z.string().nullable(),
    language: z.string().nullable(),
    gender: z.enum(GENDERS).nullable(),
    age_range: ageRange,
    recruitment: segmentRecruitmentSchema.nullable(),
    counts: z.object({ interviews: z.number().int(), quotes: z.number().int(), showreels: z.number().int() }),
  })
  .meta({ id: "Segment" });
export type Segment = z.infer<typeof segmentSchema>;

/** A business question / objective (001 §3). */
export const objectiveSchema = businessQuestionFields
  .extend({
    /** Insights and quotes of this objective, within the segments asked for when any. */
    counts: z.object({ insights: z.number().int(), quotes: z.number().int() }),
  })
  .meta({ id: "Objective" });
export type Objective = z.infer<typeof objectiveSchema>;

/** Query of GET /v3/objectives and /v3/business-questions. */
export const objectiveListQuerySchema = cursorQuerySchema.extend({
  study_id: z.coerce.number().int().positive().optional(),
  segment_ids: idListSchema,
  client_id: z.coerce.number().int().positive().optional(),
});
export type ObjectiveListQuery = z.infer<typeof objectiveListQuerySchema>;

const taskBase = z.object({
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
});

/** A task of the design with its subtasks. */
export const designTaskSchema = taskBase.extend({ subtasks: z.array(taskBase) }).meta({ id: "DesignTask" });
export type DesignTask = z.infer<typeof designTaskSchema>;

/** The study design as one segment sees it (001 §3 Segment task design). */
export const taskDesignSchema = z
  .object({
    language: z.string(),
    study_id: z.number().int(),
    sections: z.array(
      z.object({
        id: z.number().int(),
        objective: z.object({ id: z.number().int() }).nullable(),
        business_question: z.object({ id: z.number().int() }).nullable(),
        text: z.string(),
        html: z.string(),
        study_materials: z.array(z.object({ id: z.number().int() })),
        tasks: z.array(designTaskSchema),
      }),
    ),
  })
  .meta({ id: "TaskDesign" });
export type TaskDesign = z.infer<typeof taskDesignSchema>;

/** Query of GET /v3/segments/{id}/task-design. */
export const taskDesignQuerySchema = z.object({ translation: z.enum(["en"]).optional() });

/** Where a segment lives (GET /v3/segments/resolve/{id}). */
export const segmentLocationSchema = z
  .object({
    id: z.number().int(),
    study_id: z.number().int(),
    segment_group_id: z.number().int().nullable(),
    client_id: z.number().int(),
  })
  .meta({ id: "SegmentLocation" });
