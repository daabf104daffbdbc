import { createRoute, z } from "@hono/zod-openapi";
import { businessQuestionSchema } from "@/lib/schemas/business-question";
import { dataEnvelope, idParamsSchema, pageEnvelope } from "@/lib/schemas/common";
import { projectListItemSchema, projectListQuerySchema, projectSchema, titleUpdateSchema } from "@/lib/schemas/project";
import { errorResponses, jsonBody, jsonContent } from "../../openapi/responses";

const tags = ["Projects"];

/** GET /api/projects (001 §7: clientId, page, perPage, fields joined by comma). */
export const listProjectsRoute = createRoute({
  method: "get",
  path: "/",
  operationId: "listProjects",
  tags,
  summary: "List projects",
  description:
    "The projects the user may see, by title. clientId picks a client the user may use (another one is a 404); fields (id, title, client_created, studies, created_at) limits each item to those fields.",
  request: { query: projectListQuerySchema },
  responses: {
    200: jsonContent(pageEnvelope(projectListItemSchema), "A page of projects"),
    ...errorResponses(401, 404, 422),
  },
});

/** GET /api/projects/{id}/objectives: the business questions of the project's visible studies. */
export const projectObjectivesRoute = createRoute({
  method: "get",
  path: "/{id}/objectives",
  operationId: "listProjectObjectives",
  tags,
  summary: "The business questions of a project's studies",
  request: { params: idParamsSchema },
  responses: {
    200: jsonContent(dataEnvelope(z.array(businessQuestionSchema)), "Business questions, by study"),
    ...errorResponses(401, 404, 422),
  },
});

/** PUT /api/projects/{id}: renames a project. */
export const updateProjectRoute = createRoute({
  method: "put",
  path: "/{id}",
  operationId: "updateProject",
  tags,
  summary: "Rename a project",
  description: "Needs UPDATE_PROJECT (001 §6).",
  request: { params: idParamsSchema, body: jsonBody(titleUpdateSchema) },
  responses: {
    200: jsonContent(dataEnvelope(projectSchema), "The renamed project"),
    ...errorResponses(401, 403, 404, 422),
  },
});
