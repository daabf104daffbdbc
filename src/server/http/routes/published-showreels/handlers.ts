import type { RouteHandler } from "@hono/zod-openapi";
import { db } from "@/server/db/client";
import { getPublicShowreel, signedPublicPoster } from "@/server/services/showreels/public-showreel";
import {
  deletePublishedShowreel,
  listPublishedShowreels,
  publishShowreel,
} from "@/server/services/showreels/publishing";
import { requireContext } from "../../access";
import type { AppEnv } from "../../app-env";
import type { getPublicRoute, listPublishedRoute, publicPosterRoute, publishRoute, unpublishRoute } from "./routes";

export const handlePublish: RouteHandler<typeof publishRoute, AppEnv> = async (c) =>
  c.json({ data: await publishShowreel(db(), requireContext(c), c.req.valid("json")) }, 201);

export const handleListPublished: RouteHandler<typeof listPublishedRoute, AppEnv> = async (c) =>
  c.json(await listPublishedShowreels(db(), requireContext(c), c.req.valid("query")), 200);

/** The public read: no session, and never cached, so unpublishing takes effect at once. */
export const handleGetPublic: RouteHandler<typeof getPublicRoute, AppEnv> = async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json({ data: await getPublicShowreel(db(), c.req.valid("param").id) }, 200);
};

/** Cached briefly by crawlers; the signed address it points to lives for hours. */
export const handlePublicPoster: RouteHandler<typeof publicPosterRoute, AppEnv> = async (c) => {
  const poster = await signedPublicPoster(db(), c.req.valid("param").id);
  c.header("Cache-Control", "public, max-age=300");
  return c.redirect(poster, 302);
};

export const handleUnpublish: RouteHandler<typeof unpublishRoute, AppEnv> = async (c) => {
  await deletePublishedShowreel(db(), requireContext(c), c.req.valid("param").id);
  return c.body(null, 204);
};
