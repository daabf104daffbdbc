import type { RouteHandler } from "@hono/zod-openapi";
import { db } from "@/server/db/client";
import { listInsights } from "@/server/services/insights/insights";
import { requireContext } from "../../access";
import type { AppEnv } from "../../app-env";
import type { listInsightsRoute } from "./routes";

export const handleListInsights: RouteHandler<typeof listInsightsRoute, AppEnv> = async (c) =>
  c.json(await listInsights(db(), requireContext(c), c.req.valid("query")), 200);
