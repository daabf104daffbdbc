import { createRoute, z } from "@hono/zod-openapi";
import { dataEnvelope, idParams, idParamsSchema } from "@/lib/schemas/common";
import { studySchema } from "@/lib/schemas/study";
import {
  audienceSettingsUpdateSchema,
  builderStepSchema,
  createStudySchema,
  studyCreatedSchema,
  draftObjectiveSchema,
  objectivesUpdateSchema,
  publishStudySchema,
  studyDesignSchema,
  studyDraftSchema,
  studyMaterialCreateSchema,
  tasksUpdateSchema,
} from "@/lib/schemas/study-draft";
import { audienceSettingSchema, studyMaterialSchema } from "@/lib/schemas/study-parts";
import { errorResponses, jsonBody, jsonContent } from "../../openapi/responses";

const tags = ["Study creation"];
const editRules =
  "The study must be visible (404), the caller needs UPDATE_STUDY or UPDATE_DRAFT_STUDY_ONLY (403), and the study must be an editable draft: a draft (409), not empty (409), not mixing file and link materials once saved (409).";

/** POST /api/studies: a draft from a template. */
export const createStudyRoute = createRoute({
  method: "post",
  path: "/",
  operationId: "createStudy",
  tags,
  summary: "Create a draft study from a template",
  description:
    "Copies the template's title (unless given), purpose, type, brief, provider review, business questions, design and first country and language into a new DRAFT in the project given (default: the first the caller sees). Needs UPDATE_STUDY or UPDATE_DRAFT_STUDY_ONLY.",
  request: { body: jsonBody(createStudySchema) },
  responses: {
    201: jsonContent(
      dataEnvelope(studyCreatedSchema),
      "The new draft's identity (Location: its GET /api/studies/{id}/draft, which reads it whole)",
    ),
    ...errorResponses(401, 403, 404, 422),
  },
});

/** GET /api/studies/{id}/draft. */
export const getStudyDraftRoute = createRoute({
  method: "get",
  path: "/{id}/draft",
  operationId: "getStudyDraft",
  tags,
  summary: "Everything the wizard opens a study with",
  request: { params: idParamsSchema },
  responses: { 200: jsonContent(dataEnvelope(studyDraftSchema), "The draft"), ...errorResponses(401, 404, 422) },
});

const draftWrite = <B extends z.ZodType, R extends z.ZodType>(
  method: "put" | "post",
  path: string,
  operationId: string,
  summary: string,
  body: B,
  data: R,
  description = "",
) =>
  createRoute({
    method,
    path,
    operationId,
    tags,
    summary,
    description: `${description} ${editRules}`.trim(),
    request: { params: idParamsSchema, body: jsonBody(body) },
    responses: { 200: jsonContent(dataEnvelope(data), summary), ...errorResponses(401, 403, 404, 409, 422) },
  });

/** PUT /api/studies/{id}/objectives. */
export const updateObjectivesRoute = draftWrite(
  "put",
  "/{id}/objectives",
  "updateStudyObjectives",
  "Save the business questions",
  objectivesUpdateSchema,
  z.array(draftObjectiveSchema),
  "The whole list: ids keep a question, missing ones are deleted (not while sections link to them), no duplicates.",
);

/** PUT /api/studies/{id}/tasks. */
export const updateTasksRoute = draftWrite(
  "put",
  "/{id}/tasks",
  "updateStudyTasks",
  "Save the study design of the study or of one segment",
  tasksUpdateSchema,
  studyDesignSchema,
  "Sections not listed are deleted with their questions; tasks_to_delete_in_this_segment leave the segment. A segment_id of another study is a 404.",
);

/** PUT /api/studies/{id}/audience_settings. */
export const updateAudienceSettingsRoute = draftWrite(
  "put",
  "/{id}/audience_settings",
  "updateStudyAudienceSettings",
  "Save recruitment and audience",
  audienceSettingsUpdateSchema,
  z.array(audienceSettingSchema),
  "One audience for the whole study (segment null) or one per segment; segments not listed are deleted.",
);

/** POST /api/studies/{id}/save_draft. */
export const saveDraftRoute = createRoute({
  method: "post",
  path: "/{id}/save_draft",
  operationId: "saveStudyDraft",
  tags,
  summary: "Save the draft",
  description: `Locks the study materials when their number is within the template's range, and with them the market and language once set. ${editRules}`,
  request: { params: idParamsSchema },
  responses: {
    200: jsonContent(dataEnvelope(studyDraftSchema), "The saved draft"),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

/** POST /api/studies/{id}/objects. */
export const createMaterialRoute = createRoute({
  method: "post",
  path: "/{id}/objects",
  operationId: "createStudyMaterial",
  tags,
  summary: "Add a study material",
  description: `A FILE from a completed study_object_file upload for this study (404 otherwise), or a LINK (any of link, android_link, ios_link). ${editRules}`,
  request: { params: idParamsSchema, body: jsonBody(studyMaterialCreateSchema) },
  responses: {
    201: jsonContent(dataEnvelope(studyMaterialSchema), "The new material"),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

/** DELETE /api/studies/{id}/objects/{objectId}. */
export const deleteMaterialRoute = createRoute({
  method: "delete",
  path: "/{id}/objects/{objectId}",
  operationId: "deleteStudyMaterial",
  tags,
  summary: "Remove a study material",
  description: `422 once the draft's materials are locked. ${editRules}`,
  request: { params: idParams("id", "objectId") },
  responses: { 204: { description: "Removed" }, ...errorResponses(401, 403, 404, 409, 422) },
});

/** PUT /api/studies/{id}/publish. */
export const publishStudyRoute = createRoute({
  method: "put",
  path: "/{id}/publish",
  operationId: "publishStudy",
  tags,
  summary: "Open or pause a started study's participant page",
  description:
    "Needs UPDATE_STUDY_STATUS_TO_ANY, UPDATE_STUDY on a client-created study, or the caller's email among its producers (001 §6). A draft answers 409.",
  request: { params: idParamsSchema, body: jsonBody(publishStudySchema) },
  responses: { 200: jsonContent(dataEnvelope(studySchema), "The study"), ...errorResponses(401, 403, 404, 409, 422) },
});

/** POST /api/studies/{id}/builder_steps. */
export const builderStepRoute = createRoute({
  method: "post",
  path: "/{id}/builder_steps",
  operationId: "recordBuilderStep",
  tags,
  summary: "Record a wizard step (analytics)",
  description: editRules,
  request: { params: idParamsSchema, body: jsonBody(builderStepSchema) },
  responses: { 204: { description: "Recorded" }, ...errorResponses(401, 403, 404, 409, 422) },
});
