import type { RouteHandler } from "@hono/zod-openapi";
import { db } from "@/server/db/client";
import { env } from "@/server/env";
import { showreelOEmbed } from "@/server/services/showreels/oembed";
import type { AppEnv } from "../../app-env";
import type { oembedRoute } from "./routes";

/** Read afresh each time: an unpublished showreel stops embedding at once. */
export const handleOEmbed: RouteHandler<typeof oembedRoute, AppEnv> = async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(await showreelOEmbed(db(), c.req.valid("query"), env().publicUrl), 200);
};
