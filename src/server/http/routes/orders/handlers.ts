import type { RouteConfig, RouteHandler } from "@hono/zod-openapi";
import { db } from "@/server/db/client";
import { placeOrder } from "@/server/services/orders/place-order";
import { studyFilters } from "@/server/services/orders/study-filters";
import { requireContext } from "../../access";
import type { AppEnv } from "../../app-env";
import { cachedRead } from "../../cached-read";
import type { createOrderRoute, studyFiltersRoute } from "./routes";

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

export const handleCreateOrder: Handler<typeof createOrderRoute> = async (c) =>
  c.json({ data: await placeOrder(db(), requireContext(c), c.req.valid("json")) }, 201);

export const handleStudyFilters: Handler<typeof studyFiltersRoute> = (c) => {
  const payload = { data: studyFilters };
  const cache = cachedRead(c, payload);
  return cache.notModified ? c.body(null, 304, cache.headers) : c.json(payload, 200, cache.headers);
};
