import type { RouteConfig, RouteHandler } from "@hono/zod-openapi";
import { db } from "@/server/db/client";
import { rateBrief, refineBrief } from "@/server/services/ai/brief-rating";
import { getGeneration, startGeneration } from "@/server/services/ai/generations";
import { translateDesign } from "@/server/services/ai/translate-design";
import { requireContext } from "../../access";
import type { AppEnv } from "../../app-env";
import type {
  createDesignRoute,
  createOutlineRoute,
  getDesignRoute,
  getOutlineRoute,
  rateBriefRoute,
  refineBriefRoute,
  translateRoute,
} from "./routes";

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

export const handleRateBrief: Handler<typeof rateBriefRoute> = async (c) =>
  c.json({ data: await rateBrief(db(), requireContext(c), c.req.valid("json")) }, 200);

export const handleRefineBrief: Handler<typeof refineBriefRoute> = async (c) =>
  c.json({ data: await refineBrief(db(), requireContext(c), c.req.valid("json")) }, 200);

export const handleCreateOutline: Handler<typeof createOutlineRoute> = async (c) =>
  c.json({ data: await startGeneration(db(), requireContext(c), "OUTLINE", c.req.valid("json")) }, 202);

export const handleGetOutline: Handler<typeof getOutlineRoute> = async (c) =>
  c.json({ data: await getGeneration(db(), requireContext(c), "OUTLINE", c.req.valid("param").id) }, 200);

export const handleCreateDesign: Handler<typeof createDesignRoute> = async (c) =>
  c.json({ data: await startGeneration(db(), requireContext(c), "DESIGN", c.req.valid("json")) }, 202);

export const handleGetDesign: Handler<typeof getDesignRoute> = async (c) =>
  c.json({ data: await getGeneration(db(), requireContext(c), "DESIGN", c.req.valid("param").id) }, 200);

export const handleTranslate: Handler<typeof translateRoute> = async (c) =>
  c.json({ data: await translateDesign(db(), requireContext(c), c.req.valid("json")) }, 200);
