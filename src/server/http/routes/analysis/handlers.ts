import type { RouteHandler } from "@hono/zod-openapi";
import { db } from "@/server/db/client";
import { analysis, clientAnalyzeResults } from "@/server/services/analysis/analysis";
import { requireContext } from "../../access";
import type { AppEnv } from "../../app-env";
import type { clientAnalysisRoute, clientAnalyzeResultsRoute } from "./routes";

export const handleClientAnalyzeResults: RouteHandler<typeof clientAnalyzeResultsRoute, AppEnv> = async (c) =>
  c.json(
    { data: await clientAnalyzeResults(db(), requireContext(c), c.req.valid("param").id, c.req.valid("query")) },
    200,
  );

export const handleClientAnalysis: RouteHandler<typeof clientAnalysisRoute, AppEnv> = async (c) => {
  const { id, kind } = c.req.valid("param");
  return c.json({ data: await analysis(db(), requireContext(c), id, kind, c.req.valid("query")) }, 200);
};
