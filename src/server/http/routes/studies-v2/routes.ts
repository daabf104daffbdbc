import { createRoute } from "@hono/zod-openapi";
import { analyzeResultsSchema } from "@/lib/schemas/analysis";
import { objectiveInsightsSchema } from "@/lib/schemas/business-question";
import { dataEnvelope, idParamsSchema } from "@/lib/schemas/common";
import { errorResponses, jsonContent } from "../../openapi/responses";

/** GET /api/v2/studies/{id}/objective_insights (001 §7). */
export const objectiveInsightsRoute = createRoute({
  method: "get",
  path: "/{id}/objective_insights",
  operationId: "getStudyObjectiveInsightsV2",
  tags: ["Insights"],
  summary: "Business questions with their insights",
  request: { params: idParamsSchema },
  responses: {
    200: jsonContent(dataEnvelope(objectiveInsightsSchema), "Business questions with their insights"),
    ...errorResponses(401, 404, 422),
  },
});

/** GET /api/v2/studies/{id}/analyze_results (001 §7). */
export const studyAnalyzeResultsRoute = createRoute({
  method: "get",
  path: "/{id}/analyze_results",
  operationId: "getStudyAnalyzeResultsV2",
  tags: ["Analysis"],
  summary: "The study's results in numbers",
  request: { params: idParamsSchema },
  responses: {
    200: jsonContent(dataEnvelope(analyzeResultsSchema), "The study's results in numbers"),
    ...errorResponses(401, 404, 422),
  },
});
