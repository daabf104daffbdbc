import { z } from "zod";
import { ANALYSIS_KINDS } from "../constants";

/** Path of GET /client/{id}/analysis/{kind}. */
export const analysisParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  kind: z.enum(ANALYSIS_KINDS),
});

/** Query of the analysis calls: an optional study or project, and a limit up to the kind's (001 §7). */
export const analysisQuerySchema = z.object({
  study_id: z.coerce.number().int().positive().optional(),
  project_id: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).optional(),
});

/** One row of an analysis: what is counted (key and label), within which group, and how often. */
export const analysisRowSchema = z
  .object({
    key: z.string(),
    label: z.string(),
    group: z.string().nullable(),
    count: z.number().int(),
  })
  .meta({ id: "AnalysisRow" });

/** The headline numbers of a client's or a study's results (analyze_results). */
export const analyzeResultsSchema = z
  .object({
    studies: z.number().int(),
    completed_studies: z.number().int(),
    interviews: z.number().int(),
    participants: z.number().int(),
    interview_seconds: z.number(),
    quotes: z.number().int(),
    insights: z.number().int(),
    showreels: z.number().int(),
    languages: z.array(z.string()),
  })
  .meta({ id: "AnalyzeResults" });

export type AnalysisQuery = z.infer<typeof analysisQuerySchema>;
export type AnalysisRow = z.infer<typeof analysisRowSchema>;
export type AnalyzeResults = z.infer<typeof analyzeResultsSchema>;
