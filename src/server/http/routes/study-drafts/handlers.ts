import type { RouteConfig, RouteHandler } from "@hono/zod-openapi";
import { db } from "@/server/db/client";
import { updateAudienceSettings } from "@/server/services/studies/audience-update";
import { createStudy } from "@/server/services/studies/create";
import { getStudyDraft } from "@/server/services/studies/draft";
import { createStudyMaterial } from "@/server/services/studies/material-create";
import { deleteStudyMaterial } from "@/server/services/studies/material-delete";
import { updateObjectives } from "@/server/services/studies/objectives-update";
import { publishStudy } from "@/server/services/studies/publish";
import { recordBuilderStep, saveDraft } from "@/server/services/studies/save-draft";
import { updateStudyTasks } from "@/server/services/studies/tasks-update";
import { requireContext } from "../../access";
import type { AppEnv } from "../../app-env";
import type * as routes from "./routes";

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

export const handleCreateStudy: Handler<typeof routes.createStudyRoute> = async (c) => {
  const study = await createStudy(db(), requireContext(c), c.req.valid("json"));
  c.header("Location", `/api/studies/${study.id}/draft`);
  return c.json({ data: study }, 201);
};

export const handleGetStudyDraft: Handler<typeof routes.getStudyDraftRoute> = async (c) =>
  c.json({ data: await getStudyDraft(db(), requireContext(c), c.req.valid("param").id) }, 200);

export const handleUpdateObjectives: Handler<typeof routes.updateObjectivesRoute> = async (c) =>
  c.json({ data: await updateObjectives(db(), requireContext(c), c.req.valid("param").id, c.req.valid("json")) }, 200);

export const handleUpdateTasks: Handler<typeof routes.updateTasksRoute> = async (c) =>
  c.json({ data: await updateStudyTasks(db(), requireContext(c), c.req.valid("param").id, c.req.valid("json")) }, 200);

export const handleUpdateAudienceSettings: Handler<typeof routes.updateAudienceSettingsRoute> = async (c) =>
  c.json(
    { data: await updateAudienceSettings(db(), requireContext(c), c.req.valid("param").id, c.req.valid("json")) },
    200,
  );

export const handleSaveDraft: Handler<typeof routes.saveDraftRoute> = async (c) =>
  c.json({ data: await saveDraft(db(), requireContext(c), c.req.valid("param").id) }, 200);

export const handleCreateMaterial: Handler<typeof routes.createMaterialRoute> = async (c) =>
  c.json(
    { data: await createStudyMaterial(db(), requireContext(c), c.req.valid("param").id, c.req.valid("json")) },
    201,
  );

export const handleDeleteMaterial: Handler<typeof routes.deleteMaterialRoute> = async (c) => {
  const { id, objectId } = c.req.valid("param");
  await deleteStudyMaterial(db(), requireContext(c), id, objectId);
  return c.body(null, 204);
};

export const handlePublishStudy: Handler<typeof routes.publishStudyRoute> = async (c) =>
  c.json(
    {
      data: await publishStudy(db(), requireContext(c), c.req.valid("param").id, c.req.valid("json").published),
    },
    200,
  );

export const handleBuilderStep: Handler<typeof routes.builderStepRoute> = async (c) => {
  await recordBuilderStep(db(), requireContext(c), c.req.valid("param").id, c.req.valid("json").step);
  return c.body(null, 204);
};
