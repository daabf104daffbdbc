import type { RouteHandler } from "@hono/zod-openapi";
import { db } from "@/server/db/client";
import {
  createShareLink,
  createVideoShareLink,
  listShareLinks,
  listVideoShareLinks,
  revokeShareLink,
  updateShareLink,
} from "@/server/services/sharing/share-links";
import { clientAddress } from "@/server/security/client-address";
import { takeBeacon } from "@/server/services/sharing/view-beacons";
import { requireContext } from "../../access";
import type { AppEnv } from "../../app-env";
import type {
  createShareLinkRoute,
  createVideoShareLinkRoute,
  listShareLinksRoute,
  listVideoShareLinksRoute,
  revokeShareLinkRoute,
  updateShareLinkRoute,
  viewBeaconRoute,
} from "./routes";

export const handleListShareLinks: RouteHandler<typeof listShareLinksRoute, AppEnv> = async (c) =>
  c.json({ data: await listShareLinks(db(), requireContext(c), c.req.valid("param").id) }, 200);

export const handleCreateShareLink: RouteHandler<typeof createShareLinkRoute, AppEnv> = async (c) =>
  c.json({ data: await createShareLink(db(), requireContext(c), c.req.valid("param").id, c.req.valid("json")) }, 201);

export const handleListVideoShareLinks: RouteHandler<typeof listVideoShareLinksRoute, AppEnv> = async (c) =>
  c.json({ data: await listVideoShareLinks(db(), requireContext(c), c.req.valid("param").id) }, 200);

export const handleCreateVideoShareLink: RouteHandler<typeof createVideoShareLinkRoute, AppEnv> = async (c) =>
  c.json(
    { data: await createVideoShareLink(db(), requireContext(c), c.req.valid("param").id, c.req.valid("json")) },
    201,
  );

export const handleUpdateShareLink: RouteHandler<typeof updateShareLinkRoute, AppEnv> = async (c) =>
  c.json({ data: await updateShareLink(db(), requireContext(c), c.req.valid("param").id, c.req.valid("json")) }, 200);

export const handleRevokeShareLink: RouteHandler<typeof revokeShareLinkRoute, AppEnv> = async (c) =>
  c.json({ data: await revokeShareLink(db(), requireContext(c), c.req.valid("param").id) }, 200);

/** A view beacon: answered at once from memory; the view is written with the next batch. */
export const handleViewBeacon: RouteHandler<typeof viewBeaconRoute, AppEnv> = async (c) => {
  const address = c.get("clientAddress") ?? clientAddress(c.req.raw);
  await takeBeacon(db(), c.req.valid("param").id, c.req.valid("form"), address, c.req.header("user-agent") ?? "");
  return c.body(null, 204);
};
