import { z } from "zod";
import { insightSchema } from "./insight";

const html = z.object({ text: z.string(), html: z.string() });

/** The fields every answer about a business question carries (001 §3 Business question / objective). */
export const businessQuestionFields = z.object({
  id: z.number().int(),
  study_id: z.number().int(),
  title: z.string(),
  position: z.number().int(),
  key_takeaways: html.nullable(),
  thumbnail: z.string().nullable(),
  showreel: z.object({ id: z.number().int(), type: z.literal("CURATED") }).nullable(),
});
export type BusinessQuestionFields = z.infer<typeof businessQuestionFields>;

/**
 * A business question of a study (001 §3; the spec calls it an objective too): its key takeaways
 * (sanitised HTML), its insights by title, and its curated showreel.
 */
export const businessQuestionSchema = businessQuestionFields
  .extend({ insights: z.array(z.object({ id: z.number().int(), title: z.string() })) })
  .meta({ id: "BusinessQuestion" });

export type BusinessQuestion = z.infer<typeof businessQuestionSchema>;

/** GET /v2/studies/{id}/objective_insights: each business question with its insights in full. */
export const objectiveInsightsSchema = z
  .object({
    objectives: z.array(businessQuestionSchema.extend({ insights: z.array(insightSchema) })),
    unassigned: z.array(insightSchema),
  })
  .meta({ id: "ObjectiveInsights" });
