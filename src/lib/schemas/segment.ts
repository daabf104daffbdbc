import { z } from "zod";
import { businessQuestionFields } from "./business-question";
import { cursorQuerySchema } from "./common";
import { idListSchema } from "./id-list";
import { audienceSettingSchema, designTaskFields, studySegmentSchema } from "./study-parts";

/** Recruitment of a segment (001 §3 Recruitment): the audience setting that applies to it. */
export const segmentRecruitmentSchema = audienceSettingSchema
  .omit({ segment_id: true, participants_per_segment: true })
  .meta({ id: "SegmentRecruitment" });

/** A segment (an audience slice of a study) with its criteria, its recruitment and counts. */
export const segmentSchema = studySegmentSchema
  .extend({
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

const taskBase = z.object(designTaskFields);

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
