import { createRoute } from "@hono/zod-openapi";
import { cursorEnvelope, dataEnvelope, idParamsSchema } from "@/lib/schemas/common";
import { studyListQuerySchema, studySchema, studySummarySchema } from "@/lib/schemas/study";
import { errorResponses, jsonContent } from "../../openapi/responses";

/** GET /api/v3/studies: the study list of the current client, filtered and cursor-paged. */
export const listStudiesRoute = createRoute({
  method: "get",
  path: "/",
  operationId: "listStudiesV3",
  tags: ["Studies"],
  summary: "List studies",
  description: "Newest first. Filters of the study list: q, project_id, template_id, type_id, tag, ai, status.",
  request: { query: studyListQuerySchema },
  responses: {
    200: jsonContent(cursorEnvelope(studySummarySchema), "A page of studies"),
    ...errorResponses(401, 422),
  },
});

/** GET /api/v3/studies/{id}: one study with every field of 001 §3. */
export const getStudyRoute = createRoute({
  method: "get",
  path: "/{id}",
  operationId: "getStudyV3",
  tags: ["Studies"],
  summary: "Get a study",
  request: { params: idParamsSchema },
  responses: {
    200: jsonContent(dataEnvelope(studySchema), "The study"),
    ...errorResponses(401, 404, 422),
  },
});
