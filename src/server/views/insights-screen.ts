/**
 * What an insights screen shows (a study page: the study's insights; a project page: those of its
 * visible studies): the filtered list (objective_id, q), or one insight.
 */
import { parseId } from "@/lib/paths";
import type { BusinessQuestion } from "@/lib/schemas/business-question";
import type { Insight } from "@/lib/schemas/insight";
import type { Study } from "@/lib/schemas/study";
import type { AccessContext } from "../access/access-context";
import { db } from "../db/client";
import { listBusinessQuestions } from "../services/business-questions";
import { getInsight, listStudyInsights } from "../services/insights/insights";
import { studyOfPage } from "./study-page";

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
 * The screen for these (already scoped) studies. An insight that is not one of theirs throws
 * NotFoundError (the page answers 404).
 */
export async function insightsScreen(
  context: AccessContext,
  url: URL,
  studyIds: number[],
  insightId: number | null,
): Promise<InsightsScreen> {
  if (insightId !== null) return { kind: "detail", insight: await getInsight(db(), context, insightId, studyIds) };
  const objectiveId = parseId(url.searchParams.get("objective_id") ?? undefined);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const [insights, objectives] = await Promise.all([
    listStudyInsights(db(), context, studyIds, { objectiveId, q }),
    listBusinessQuestions(db(), context, studyIds),
  ]);
  return { kind: "list", insights, objectives, objectiveId, q, clientId: url.searchParams.get("client_id") };
}

/** /studies/{study}/insights/{insight?}: the study and its screen; null for a malformed id. */
export async function studyInsightsPage(
  context: AccessContext,
  url: URL,
  studyId: number | null,
  insightId: number | null,
): Promise<{ study: Study; screen: InsightsScreen } | null> {
  const study = await studyOfPage(context, studyId);
  return study && { study, screen: await insightsScreen(context, url, [study.id], insightId) };
}
