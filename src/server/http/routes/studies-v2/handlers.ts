import type { RouteHandler } from "@hono/zod-openapi";
import { db } from "@/server/db/client";
import { analyzeResults } from "@/server/services/analysis/analysis";
import { objectiveInsights } from "@/server/services/objective-insights";
import { visibleStudy } from "@/server/services/studies/scope";
import { requireContext } from "../../access";
import type { AppEnv } from "../../app-env";
import type { objectiveInsightsRoute, studyAnalyzeResultsRoute } from "./routes";

export const handleObjectiveInsights: RouteHandler<typeof objectiveInsightsRoute, AppEnv> = async (c) => {
  const context = requireContext(c);
  const study = await visibleStudy(db(), context, c.req.valid("param").id);
  return c.json({ data: await objectiveInsights(db(), context, study.id) }, 200);
};

export const handleStudyAnalyzeResults: RouteHandler<typeof studyAnalyzeResultsRoute, AppEnv> = async (c) => {
  const context = requireContext(c);
  const study = await visibleStudy(db(), context, c.req.valid("param").id);
  return c.json({ data: await analyzeResults(db(), context, { study_id: study.id }) }, 200);
};
