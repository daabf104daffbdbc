import { createRoute } from "@hono/zod-openapi";
import { dataEnvelope } from "@/lib/schemas/common";
import { orderCreateSchema, orderSchema, studyFiltersSchema } from "@/lib/schemas/order";
import { notModifiedResponse } from "../../cached-read";
import { errorResponses, jsonBody, jsonContent } from "../../openapi/responses";

const tags = ["Orders"];

/** POST /api/orders: Start study. */
export const createOrderRoute = createRoute({
  method: "post",
  path: "/",
  operationId: "createOrder",
  tags,
  summary: "Start a study",
  description: [
    "Places the recruitment order of a draft and starts it (001 §2). terms_accepted must be true",
    '("Please accept terms to start a study"). Needs UPDATE_STUDY or UPDATE_DRAFT_STUDY_ONLY (403); a study that is',
    "not a draft answers 409; a draft that is not ready answers 422 naming business_questions, sections,",
    "study_materials or recruitment. The study becomes IN_PREPARATION; self-recruited studies get a participant link.",
  ].join(" "),
  request: { body: jsonBody(orderCreateSchema) },
  responses: {
    201: jsonContent(dataEnvelope(orderSchema), "The placed order"),
    ...errorResponses(400, 401, 403, 404, 409, 422),
  },
});

/** GET /api/orders/study-filters (cached). */
export const studyFiltersRoute = createRoute({
  method: "get",
  path: "/study-filters",
  operationId: "getStudyFilters",
  tags,
  summary: "The choices of the recruitment step",
  description:
    "Markets with their languages, languages, genders, devices, recording devices, recruitment methods and the age and interview ranges. Cached (001 §7): `Cache-Control: private, max-age=3600` and an ETag; If-None-Match with the current ETag answers 304.",
  responses: {
    200: jsonContent(dataEnvelope(studyFiltersSchema), "The choices"),
    ...notModifiedResponse,
    ...errorResponses(401),
  },
});
