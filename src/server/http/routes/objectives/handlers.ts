import type { RouteHandler } from "@hono/zod-openapi";
import { db } from "@/server/db/client";
import { listObjectives } from "@/server/services/segments/objectives";
import { requireContext } from "../../access";
import type { AppEnv } from "../../app-env";
import type { objectivesV3 } from "./routes";

/** Both paths answer the same list (their routes differ only in name). */
export const handleListObjectives: RouteHandler<typeof objectivesV3, AppEnv> = async (c) =>
  c.json(await listObjectives(db(), requireContext(c), c.req.valid("query")), 200);
