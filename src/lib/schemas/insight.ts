import { z } from "zod";
import { CHART_KINDS, SHOWREEL_TYPES } from "../constants";
import { cursorQuerySchema } from "./common";
import { idListSchema } from "./id-list";

/** One bar of a chart: its label, its share in percent and how many answers it holds. */
export const chartPointSchema = z.object({ title: z.string(), value: z.number(), count: z.number().int() });

/** A chart of an insight (001 §3 Chart): scoring 1–5, a choice distribution, observations or durations. */
export const chartSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(CHART_KINDS),
    points: z.array(chartPointSchema),
    task: z.object({ id: z.number().int(), text: z.string(), type: z.string() }).nullable(),
    average_value: z.number().nullable(),
    total_count: z.number().int(),
  })
  .meta({ id: "Chart" });

/** A quote as an insight cites it. */
export const insightQuoteSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  start: z.number(),
  end: z.number(),
  participant: z.object({
    id: z.number().int(),
    name: z.string(),
    age: z.number().int().nullable(),
    country: z.string().nullable(),
  }),
  interview: z.object({ id: z.number().int() }),
  segment: z.object({ id: z.number().int() }).nullable(),
});

/** An insight (001 §3): its sanitised HTML content, quotes, showreel, tasks and charts. */
export const insightSchema = z
  .object({
    id: z.number().int(),
    study_id: z.number().int(),
    objective: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    segment: z.object({ id: z.number().int() }).nullable(),
    title: z.string(),
    content: z.string(),
    language: z.string(),
    quotes: z.array(insightQuoteSchema),
    showreel: z.object({ id: z.number().int(), type: z.enum(SHOWREEL_TYPES) }).nullable(),
    tasks: z.array(z.object({ id: z.number().int() })),
    charts: z.array(chartSchema),
  })
  .meta({ id: "Insight" });

/** GET /v3/insights (001 §7); business_question_ids and objective_ids name the same thing. */
export const insightListQuerySchema = cursorQuerySchema.extend({
  study_id: z.coerce.number().int().positive().optional(),
  segment_ids: idListSchema.optional(),
  objective_ids: idListSchema.optional(),
  business_question_ids: idListSchema.optional(),
  client_id: z.coerce.number().int().positive().optional(),
});

export type ChartPoint = z.infer<typeof chartPointSchema>;
export type Chart = z.infer<typeof chartSchema>;
export type InsightQuote = z.infer<typeof insightQuoteSchema>;
export type Insight = z.infer<typeof insightSchema>;
export type InsightListQuery = z.infer<typeof insightListQuerySchema>;
