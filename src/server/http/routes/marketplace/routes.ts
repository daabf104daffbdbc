import { createRoute, z } from "@hono/zod-openapi";
import { dataEnvelope, idParamsSchema } from "@/lib/schemas/common";
import {
  orderObjectUploadRequestSchema,
  studyTemplateListQuerySchema,
  studyTemplateSchema,
  studyTemplateSummarySchema,
  studyTypeSchema,
} from "@/lib/schemas/marketplace";
import { presignedUploadSchema } from "@/lib/schemas/storage";
import { notModifiedResponse } from "../../cached-read";
import { errorResponses, jsonBody, jsonContent } from "../../openapi/responses";

const tags = ["Marketplace"];
const cached =
  "Cached (001 §7): `Cache-Control: private, max-age=3600` and an ETag; If-None-Match with the current ETag answers 304. The catalogue is the same for every client.";

/** GET /api/marketplace/study-types (cached). */
export const studyTypesRoute = createRoute({
  method: "get",
  path: "/study-types",
  operationId: "listStudyTypes",
  tags,
  summary: "The study types of the template library",
  description: `In display order, each with its number of templates. ${cached}`,
  responses: {
    200: jsonContent(dataEnvelope(z.array(studyTypeSchema)), "The study types"),
    ...notModifiedResponse,
    ...errorResponses(401),
  },
});

/** GET /api/marketplace/study-templates (cached). */
export const studyTemplatesRoute = createRoute({
  method: "get",
  path: "/study-templates",
  operationId: "listStudyTemplates",
  tags,
  summary: "The template library",
  description: `stimuli_types (comma list, default ANY) ANY lists every template; FILE or LINK the templates that take that kind (their own type, or ANY). Recommended templates first, then the library's order. ${cached}`,
  request: { query: studyTemplateListQuerySchema },
  responses: {
    200: jsonContent(dataEnvelope(z.array(studyTemplateSummarySchema)), "The templates"),
    ...notModifiedResponse,
    ...errorResponses(401, 422),
  },
});

/** GET /api/marketplace/study-templates/{id} (cached). */
export const studyTemplateRoute = createRoute({
  method: "get",
  path: "/study-templates/{id}",
  operationId: "getStudyTemplate",
  tags,
  summary: "A template with its business questions and study design",
  description: cached,
  request: { params: idParamsSchema },
  responses: {
    200: jsonContent(dataEnvelope(studyTemplateSchema), "The template"),
    ...notModifiedResponse,
    ...errorResponses(401, 404, 422),
  },
});

/** POST /api/marketplace/upload/order_object: a presigned upload of upload_type order_object. */
export const orderObjectUploadRoute = createRoute({
  method: "post",
  path: "/upload/order_object",
  operationId: "presignOrderObjectUpload",
  tags,
  summary: "Get a presigned upload address for an order object",
  description:
    "The same answer as POST /api/storage/upload/presigned with upload_type order_object, for a draft the caller may edit.",
  request: { body: jsonBody(orderObjectUploadRequestSchema) },
  responses: {
    200: jsonContent(dataEnvelope(presignedUploadSchema), "Where to PUT the file"),
    ...errorResponses(400, 401, 403, 404, 409, 422),
  },
});
