import { createRoute } from "@hono/zod-openapi";
import { cursorEnvelope } from "@/lib/schemas/common";
import { insightListQuerySchema, insightSchema } from "@/lib/schemas/insight";
import { errorResponses, jsonContent } from "../../openapi/responses";

/** GET /api/v3/insights (001 §7). */
export const listInsightsRoute = createRoute({
  method: "get",
  path: "/",
  operationId: "listInsightsV3",
  tags: ["Insights"],
  summary: "List insights",
  description:
    "Insights of the studies the user may see, with charts, quotes, tasks and showreel. Filters: study_id, segment_ids, objective_ids, business_question_ids (the same ids as objective_ids). A study_id the user may not see is a 404.",
  request: { query: insightListQuerySchema },
  responses: {
    200: jsonContent(cursorEnvelope(insightSchema), "A page of insights"),
    ...errorResponses(401, 404, 422),
  },
});
