import { createRoute, z } from "@hono/zod-openapi";
import { dataEnvelope, idParamsSchema } from "@/lib/schemas/common";
import { titleUpdateSchema } from "@/lib/schemas/project";
import { studySchema } from "@/lib/schemas/study";
import { audienceSettingSchema, requirementsStatusSchema, studyTaskSchema } from "@/lib/schemas/study-parts";
import { errorResponses, jsonBody, jsonContent } from "../../openapi/responses";

const tags = ["Studies"];

const read = <T extends z.ZodType>(path: string, operationId: string, summary: string, data: T) =>
  createRoute({
    method: "get",
    path,
    operationId,
    tags,
    summary,
    request: { params: idParamsSchema },
    responses: { 200: jsonContent(dataEnvelope(data), summary), ...errorResponses(401, 404, 422) },
  });

/** GET /api/studies/{id} (001 §7): the same study as /v3/studies/{id}. */
export const getStudyV1Route = read("/{id}", "getStudy", "Get a study", studySchema);

/** GET /api/studies/{id}/tasks: the study design's questions with their subtasks. */
export const studyTasksRoute = read("/{id}/tasks", "listStudyTasks", "The study's tasks", z.array(studyTaskSchema));

/** GET /api/studies/{id}/requirements_status. */
export const requirementsStatusRoute = read(
  "/{id}/requirements_status",
  "getStudyRequirementsStatus",
  "What the study still needs before it can start",
  requirementsStatusSchema,
);

/** GET /api/studies/{id}/audience_settings. */
export const audienceSettingsRoute = read(
  "/{id}/audience_settings",
  "getStudyAudienceSettings",
  "Recruitment and audience of the study and of each segment",
  z.array(audienceSettingSchema),
);

/** PUT /api/studies/{id}: renames the study. */
export const updateStudyRoute = createRoute({
  method: "put",
  path: "/{id}",
  operationId: "updateStudy",
  tags,
  summary: "Rename a study",
  description:
    "Needs UPDATE_STUDY or UPDATE_STUDY_TITLE_ONLY, or UPDATE_DRAFT_STUDY_ONLY for a draft (001 §6). Only the title is taken.",
  request: { params: idParamsSchema, body: jsonBody(titleUpdateSchema) },
  responses: {
    200: jsonContent(dataEnvelope(studySchema), "The renamed study"),
    ...errorResponses(401, 403, 404, 422),
  },
});
