import { parseId } from "@/lib/paths";
import type { BusinessQuestion } from "@/lib/schemas/business-question";
import type { Insight } from "@/lib/schemas/insight";
import { db } from "@/server/db/client";
import { NotFoundError } from "@/server/errors";
import type { AccessContext } from "@/server/access/access-context";
import { listBusinessQuestions } from "@/server/services/business-questions";
import { getInsight, listStudyInsights } from "@/server/services/insights/insights";

export type InsightsScreen =
  | {
      kind: "list";
      insights: Insight[];
      objectives: BusinessQuestion[];
      objectiveId: number | null;
      q: string;
      clientId: string | null;
    }
  | { kind: "detail"; insight: Insight };

/**
 * What an insights screen of studies shows (a study page: its own; a project page: its visible
 * studies'): the filtered list (objective_id, q), or one insight. null when the insight is not
 * one of these studies' (the page answers 404). The studies are already scoped by the caller.
 */
export async function loadInsightsScreen(
  context: AccessContext,
  url: URL,
  studyIds: number[],
  insightId: number | null,
): Promise<InsightsScreen | null> {
  if (insightId !== null) {
    try {
      return { kind: "detail", insight: await getInsight(db(), context, insightId, studyIds) };
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  }
  const objectiveId = parseId(url.searchParams.get("objective_id") ?? undefined);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const [insights, objectives] = await Promise.all([
    listStudyInsights(db(), context, studyIds, { objectiveId, q }),
    listBusinessQuestions(db(), studyIds),
  ]);
  return { kind: "list", insights, objectives, objectiveId, q, clientId: url.searchParams.get("client_id") };
}
