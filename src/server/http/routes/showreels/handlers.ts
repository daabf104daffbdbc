import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { FEATURE_FLAGS } from "@/lib/constants";
import { db } from "@/server/db/client";
import { listShowreelClips } from "@/server/services/showreels/showreel-clips";
import { listShowreelCursor, listShowreelPage } from "@/server/services/showreels/showreel-lists";
import { getShowreel } from "@/server/services/showreels/showreel-query";
import { createShowreel, deleteShowreel, updateShowreel } from "@/server/services/showreels/showreel-writes";
import { requireContext } from "../../access";
import type { AppEnv } from "../../app-env";
import type { listShowreelCursorRoute, listShowreelPageRoute, showreelRoutes } from "./routes";

/** The routes both API versions share; their types do not depend on the version. */
type Shared = ReturnType<typeof showreelRoutes>;

/** The enable_feature cookie's flags (custom_showreel changes which showreels count as custom). */
const flagsOf = (c: Context<AppEnv>) => {
  const names = (getCookie(c, "enable_feature") ?? "").split(",").map((name) => name.trim());
  return new Set(FEATURE_FLAGS.filter((flag) => names.includes(flag)));
};

export const handleListPage: RouteHandler<typeof listShowreelPageRoute, AppEnv> = async (c) =>
  c.json(await listShowreelPage(db(), requireContext(c), c.req.valid("query"), flagsOf(c)), 200);

export const handleListCursor: RouteHandler<typeof listShowreelCursorRoute, AppEnv> = async (c) =>
  c.json(await listShowreelCursor(db(), requireContext(c), c.req.valid("query"), flagsOf(c)), 200);

export const handleCreate: RouteHandler<Shared["create"], AppEnv> = async (c) =>
  c.json({ data: await createShowreel(db(), requireContext(c), c.req.valid("json"), flagsOf(c)) }, 201);

export const handleGet: RouteHandler<Shared["get"], AppEnv> = async (c) =>
  c.json({ data: await getShowreel(db(), requireContext(c), c.req.valid("param").id, flagsOf(c)) }, 200);

export const handleClips: RouteHandler<Shared["quotes"], AppEnv> = async (c) =>
  c.json({ data: await listShowreelClips(db(), requireContext(c), c.req.valid("param").id) }, 200);

export const handleUpdate: RouteHandler<Shared["update"], AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  return c.json({ data: await updateShowreel(db(), requireContext(c), id, c.req.valid("json"), flagsOf(c)) }, 200);
};

export const handleDelete: RouteHandler<Shared["remove"], AppEnv> = async (c) => {
  await deleteShowreel(db(), requireContext(c), c.req.valid("param").id, flagsOf(c));
  return c.body(null, 204);
};
