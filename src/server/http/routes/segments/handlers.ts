import type { RouteHandler } from "@hono/zod-openapi";
import { db } from "@/server/db/client";
import { listSegmentObjectives } from "@/server/services/segments/objectives";
import { getSegment, resolveSegment } from "@/server/services/segments/segments";
import { getTaskDesign, listSegmentMaterials } from "@/server/services/segments/task-design";
import { requireContext } from "../../access";
import type { AppEnv } from "../../app-env";
import type * as r from "./routes";

export const handleGetSegment: RouteHandler<typeof r.getSegmentRoute, AppEnv> = async (c) =>
  c.json({ data: await getSegment(db(), requireContext(c), c.req.valid("param").id) }, 200);

export const handleSegmentObjectives: RouteHandler<typeof r.segmentObjectivesRoute, AppEnv> = async (c) =>
  c.json({ data: await listSegmentObjectives(db(), requireContext(c), c.req.valid("param").id) }, 200);

export const handleSegmentMaterials: RouteHandler<typeof r.segmentMaterialsRoute, AppEnv> = async (c) =>
  c.json({ data: await listSegmentMaterials(db(), requireContext(c), c.req.valid("param").id) }, 200);

export const handleSegmentTaskDesign: RouteHandler<typeof r.segmentTaskDesignRoute, AppEnv> = async (c) =>
  c.json({ data: await getTaskDesign(db(), requireContext(c), c.req.valid("param").id) }, 200);

export const handleResolveSegment: RouteHandler<typeof r.resolveSegmentRoute, AppEnv> = async (c) =>
  c.json({ data: await resolveSegment(db(), requireContext(c), c.req.valid("param").id) }, 200);
