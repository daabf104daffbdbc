import type { RouteHandler } from "@hono/zod-openapi";
import { db } from "@/server/db/client";
import { listStudies } from "@/server/services/studies/list";
import { getStudy } from "@/server/services/studies/read";
import { requireContext } from "../../access";
import type { AppEnv } from "../../app-env";
import type { getStudyRoute, listStudiesRoute } from "./routes";

export const handleListStudies: RouteHandler<typeof listStudiesRoute, AppEnv> = async (c) =>
  c.json(await listStudies(db(), requireContext(c), c.req.valid("query")), 200);

export const handleGetStudy: RouteHandler<typeof getStudyRoute, AppEnv> = async (c) =>
  c.json({ data: await getStudy(db(), requireContext(c), c.req.valid("param").id) }, 200);
