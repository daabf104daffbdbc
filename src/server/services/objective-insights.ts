import type { BusinessQuestion } from "@/lib/schemas/business-question";
import type { Insight } from "@/lib/schemas/insight";
import type { Database } from "../db/client";
import type { AccessContext } from "../access/access-context";
import { listBusinessQuestions } from "./business-questions";
import { listStudyInsights } from "./insights/insights";

/** A business question with its full insights (charts, quotes, showreel). */
export type ObjectiveInsights = Omit<BusinessQuestion, "insights"> & { insights: Insight[] };

/**
 * GET /v2/studies/{id}/objective_insights: each business question of a scoped study with its
 * insights in full; insights without a business question come last, under none.
 */
export async function objectiveInsights(
  database: Database,
  context: AccessContext,
  studyId: number,
): Promise<{ objectives: ObjectiveInsights[]; unassigned: Insight[] }> {
  const [questions, insights] = await Promise.all([
    listBusinessQuestions(database, context, [studyId]),
    listStudyInsights(database, context, [studyId]),
  ]);
  const byObjective = Map.groupBy(insights, (insight) => insight.objective?.id ?? null);
  return {
    objectives: questions.map((q) => ({ ...q, insights: byObjective.get(q.id) ?? [] })),
    unassigned: byObjective.get(null) ?? [],
  };
}
