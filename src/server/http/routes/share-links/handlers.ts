import type { RouteHandler } from "@hono/zod-openapi";
import { db } from "@/server/db/client";
import {
  createShareLink,
  listShareLinks,
  revokeShareLink,
  updateShareLink,
} from "@/server/services/sharing/share-links";
import { requireContext } from "../../access";
import type { AppEnv } from "../../app-env";
import type { createShareLinkRoute, listShareLinksRoute, revokeShareLinkRoute, updateShareLinkRoute } from "./routes";

export const handleListShareLinks: RouteHandler<typeof listShareLinksRoute, AppEnv> = async (c) =>
  c.json({ data: await listShareLinks(db(), requireContext(c), c.req.valid("param").id) }, 200);

export const handleCreateShareLink: RouteHandler<typeof createShareLinkRoute, AppEnv> = async (c) =>
  c.json({ data: await createShareLink(db(), requireContext(c), c.req.valid("param").id, c.req.valid("json")) }, 201);

export const handleUpdateShareLink: RouteHandler<typeof updateShareLinkRoute, AppEnv> = async (c) =>
  c.json({ data: await updateShareLink(db(), requireContext(c), c.req.valid("param").id, c.req.valid("json")) }, 200);

export const handleRevokeShareLink: RouteHandler<typeof revokeShareLinkRoute, AppEnv> = async (c) =>
  c.json({ data: await revokeShareLink(db(), requireContext(c), c.req.valid("param").id) }, 200);
