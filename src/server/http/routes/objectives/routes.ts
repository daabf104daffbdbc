import { createRoute } from "@hono/zod-openapi";
import { cursorEnvelope } from "@/lib/schemas/common";
import { objectiveListQuerySchema, objectiveSchema } from "@/lib/schemas/segment";
import { errorResponses, jsonContent } from "../../openapi/responses";

/**
 * GET /api/v3/objectives and GET /api/v3/business-questions: the spec names one entity twice
 * (001 §3 "Business question / objective"), so both paths answer the same list.
 */
function objectivesRoute(operationId: string, summary: string) {
  return createRoute({
    method: "get",
    path: "/",
    operationId,
    tags: ["Business questions"],
    summary,
    description:
      "In study order. With `segment_ids` (comma-separated) the counts cover those segments only; insights of the whole study count for every segment.",
    request: { query: objectiveListQuerySchema },
    responses: {
      200: jsonContent(cursorEnvelope(objectiveSchema), "A page of business questions"),
      ...errorResponses(401, 422),
    },
  });
}

export const objectivesV3 = objectivesRoute("listObjectivesV3", "List objectives");
export const businessQuestionsV3 = objectivesRoute("listBusinessQuestionsV3", "List business questions");
