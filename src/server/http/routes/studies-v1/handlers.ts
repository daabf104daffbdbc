import type { RouteConfig, RouteHandler } from "@hono/zod-openapi";
import { db } from "@/server/db/client";
import { getStudy } from "@/server/services/studies/read";
import { listAudienceSettings } from "@/server/services/studies/audience";
import { requirementsStatus } from "@/server/services/studies/requirements";
import { listStudyTasks } from "@/server/services/studies/tasks";
import { visibleStudy } from "@/server/services/studies/scope";
import { updateStudy } from "@/server/services/studies/update";
import { requireContext } from "../../access";
import type { AppEnv } from "../../app-env";
import type {
  audienceSettingsRoute,
  getStudyV1Route,
  requirementsStatusRoute,
  studyTasksRoute,
  updateStudyRoute,
} from "./routes";

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

export const handleGetStudy: Handler<typeof getStudyV1Route> = async (c) =>
  c.json({ data: await getStudy(db(), requireContext(c), c.req.valid("param").id) }, 200);

export const handleUpdateStudy: Handler<typeof updateStudyRoute> = async (c) =>
  c.json({ data: await updateStudy(db(), requireContext(c), c.req.valid("param").id, c.req.valid("json")) }, 200);

export const handleStudyTasks: Handler<typeof studyTasksRoute> = async (c) => {
  const study = await visibleStudy(db(), requireContext(c), c.req.valid("param").id);
  return c.json({ data: await listStudyTasks(db(), study.id) }, 200);
};

export const handleRequirementsStatus: Handler<typeof requirementsStatusRoute> = async (c) => {
  const study = await visibleStudy(db(), requireContext(c), c.req.valid("param").id);
  return c.json({ data: await requirementsStatus(db(), study.id) }, 200);
};

export const handleAudienceSettings: Handler<typeof audienceSettingsRoute> = async (c) => {
  const study = await visibleStudy(db(), requireContext(c), c.req.valid("param").id);
  return c.json({ data: await listAudienceSettings(db(), study.id) }, 200);
};
