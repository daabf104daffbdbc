import type { RouteHandler } from "@hono/zod-openapi";
import { db } from "@/server/db/client";
import { listBusinessQuestions } from "@/server/services/business-questions";
import { listStudyMaterials } from "@/server/services/studies/materials";
import { resolveStudy } from "@/server/services/studies/resolve";
import { listStudySegments } from "@/server/services/studies/segments";
import { visibleStudy } from "@/server/services/studies/scope";
import { requireContext } from "../../access";
import type { AppEnv } from "../../app-env";
import type {
  resolveStudyRoute,
  studyBusinessQuestionsRoute,
  studyMaterialsRoute,
  studySegmentsRoute,
} from "./part-routes";

/** The visible study of the path, or a 404. */
const studyOf = async (c: Parameters<RouteHandler<typeof studySegmentsRoute, AppEnv>>[0]) =>
  (await visibleStudy(db(), requireContext(c), c.req.valid("param").id)).id;

export const handleStudySegments: RouteHandler<typeof studySegmentsRoute, AppEnv> = async (c) =>
  c.json({ data: await listStudySegments(db(), requireContext(c), await studyOf(c)) }, 200);

export const handleStudyMaterials: RouteHandler<typeof studyMaterialsRoute, AppEnv> = async (c) =>
  c.json({ data: await listStudyMaterials(db(), await studyOf(c)) }, 200);

export const handleStudyBusinessQuestions: RouteHandler<typeof studyBusinessQuestionsRoute, AppEnv> = async (c) =>
  c.json({ data: await listBusinessQuestions(db(), requireContext(c), [await studyOf(c)]) }, 200);

export const handleResolveStudy: RouteHandler<typeof resolveStudyRoute, AppEnv> = async (c) =>
  c.json({ data: await resolveStudy(db(), requireContext(c), c.req.valid("param").id) }, 200);
