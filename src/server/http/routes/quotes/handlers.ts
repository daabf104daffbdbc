import type { RouteHandler } from "@hono/zod-openapi";
import { db } from "@/server/db/client";
import { getQuote, listQuotes } from "@/server/services/quotes/quotes";
import { requireContext } from "../../access";
import type { AppEnv } from "../../app-env";
import type { getQuoteRoute, listQuotesRoute } from "./routes";

export const handleListQuotes: RouteHandler<typeof listQuotesRoute, AppEnv> = async (c) =>
  c.json(await listQuotes(db(), requireContext(c), c.req.valid("query")), 200);

export const handleGetQuote: RouteHandler<typeof getQuoteRoute, AppEnv> = async (c) =>
  c.json({ data: await getQuote(db(), requireContext(c), c.req.valid("param").id) }, 200);
