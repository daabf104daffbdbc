import { createRoute, z } from "@hono/zod-openapi";
import { dataEnvelope, idParamsSchema } from "@/lib/schemas/common";
import { studySchema } from "@/lib/schemas/study";
import { studyUpdateSchema } from "@/lib/schemas/study-draft";
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

/** PUT /api/studies/{id}: the title, the details of a draft, the status. */
export const updateStudyRoute = createRoute({
  method: "put",
  path: "/{id}",
  operationId: "updateStudy",
  tags,
  summary: "Update a study",
  description:
    "The title needs UPDATE_STUDY or UPDATE_STUDY_TITLE_ONLY, or UPDATE_DRAFT_STUDY_ONLY for a draft. Any other detail needs an editable draft and UPDATE_STUDY or UPDATE_DRAFT_STUDY_ONLY (403; 409 for a started, empty or mixed study; 422 for the market or language of a saved draft). `status` needs UPDATE_STUDY_STATUS_TO_ANY, UPDATE_STUDY on a client-created study, or the caller's email among its producers (001 §6), and never goes back to DRAFT.",
  request: { params: idParamsSchema, body: jsonBody(studyUpdateSchema) },
  responses: {
    200: jsonContent(dataEnvelope(studySchema), "The updated study"),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});
