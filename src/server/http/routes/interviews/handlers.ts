import type { RouteHandler } from "@hono/zod-openapi";
import { db } from "@/server/db/client";
import { getInterview, listInterviews, resolveInterview } from "@/server/services/interviews/interviews";
import { getTranscript } from "@/server/services/interviews/transcript";
import { requireContext } from "../../access";
import type { AppEnv } from "../../app-env";
import type { getInterviewRoute, getTranscriptRoute, listInterviewsRoute, resolveInterviewRoute } from "./routes";

export const handleListInterviews: RouteHandler<typeof listInterviewsRoute, AppEnv> = async (c) =>
  c.json(await listInterviews(db(), requireContext(c), c.req.valid("query")), 200);

export const handleGetInterview: RouteHandler<typeof getInterviewRoute, AppEnv> = async (c) =>
  c.json({ data: await getInterview(db(), requireContext(c), c.req.valid("param").id) }, 200);

export const handleGetTranscript: RouteHandler<typeof getTranscriptRoute, AppEnv> = async (c) =>
  c.json({ data: await getTranscript(db(), requireContext(c), c.req.valid("param").id) }, 200);

export const handleResolveInterview: RouteHandler<typeof resolveInterviewRoute, AppEnv> = async (c) =>
  c.json({ data: await resolveInterview(db(), requireContext(c), c.req.valid("param").id) }, 200);
