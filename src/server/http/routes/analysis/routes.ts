import { createRoute, z } from "@hono/zod-openapi";
import {
  analysisParamsSchema,
  analysisQuerySchema,
  analysisRowSchema,
  analyzeResultsSchema,
} from "@/lib/schemas/analysis";
import { dataEnvelope, idParamsSchema } from "@/lib/schemas/common";
import { errorResponses, jsonContent } from "../../openapi/responses";

const scope =
  "`{id}` must be the caller's current client (another one answers 404); study_id and project_id narrow it to one the caller sees.";

/** GET /api/client/{id}/analyze_results (001 §7 Analysis). */
export const clientAnalyzeResultsRoute = createRoute({
  method: "get",
  path: "/{id}/analyze_results",
  operationId: "getClientAnalyzeResults",
  tags: ["Analysis"],
  summary: "The client's results in numbers",
  description: scope,
  request: { params: idParamsSchema, query: analysisQuerySchema.omit({ limit: true }) },
  responses: {
    200: jsonContent(dataEnvelope(analyzeResultsSchema), "The client's results in numbers"),
    ...errorResponses(401, 404, 422),
  },
});

/** GET /api/client/{id}/analysis/{kind} (001 §7 Analysis). */
export const clientAnalysisRoute = createRoute({
  method: "get",
  path: "/{id}/analysis/{kind}",
  operationId: "getClientAnalysis",
  tags: ["Analysis"],
  summary: "Counts of one kind",
  description: `Kinds and their result limits: user 1000, role 100, language 1000, task 20, task_options 1000, audience_answer 1000; a larger limit is a 422. role counts the client's team members by role; the others count within the client's studies. ${scope}`,
  request: { params: analysisParamsSchema, query: analysisQuerySchema },
  responses: {
    200: jsonContent(dataEnvelope(z.array(analysisRowSchema)), "Counts, most frequent first"),
    ...errorResponses(401, 404, 422),
  },
});
