import { createRoute, type RouteHandler } from "@hono/zod-openapi";
import { cursorEnvelope } from "@/lib/schemas/common";
import { objectiveListQuerySchema, objectiveSchema } from "@/lib/schemas/segment";
import { db } from "@/server/db/client";
import { listObjectives } from "@/server/services/segments/objectives";
import { requireContext } from "../../access";
import type { AppEnv } from "../../app-env";
import { createSignedInRouter } from "../../create-router";
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

const objectivesV3 = objectivesRoute("listObjectivesV3", "List objectives");
const businessQuestionsV3 = objectivesRoute("listBusinessQuestionsV3", "List business questions");

const handle: RouteHandler<typeof objectivesV3, AppEnv> = async (c) =>
  c.json(await listObjectives(db(), requireContext(c), c.req.valid("query")), 200);

/** /api/v3/objectives, mounted by app.ts. */
export const objectivesRouter = createSignedInRouter().openapi(objectivesV3, handle);
/** /api/v3/business-questions, mounted by app.ts. */
export const businessQuestionsRouter = createSignedInRouter().openapi(businessQuestionsV3, handle);
