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
import { createSignedInRouter } from "../../create-router";
import { listShowreelCursorRoute, listShowreelPageRoute, showreelRoutes } from "./routes";

/** The enable_feature cookie's flags (custom_showreel changes which showreels count as custom). */
const flagsOf = (c: Context<AppEnv>) => {
  const names = (getCookie(c, "enable_feature") ?? "").split(",").map((name) => name.trim());
  return new Set(FEATURE_FLAGS.filter((flag) => names.includes(flag)));
};

/** The routes both versions share; v1 and v3 differ only in their list. */
function withSharedRoutes(router: ReturnType<typeof createSignedInRouter>, version: "v1" | "v3") {
  const routes = showreelRoutes(version);
  return router
    .openapi(routes.create, async (c) =>
      c.json({ data: await createShowreel(db(), requireContext(c), c.req.valid("json"), flagsOf(c)) }, 201),
    )
    .openapi(routes.get, async (c) =>
      c.json({ data: await getShowreel(db(), requireContext(c), c.req.valid("param").id, flagsOf(c)) }, 200),
    )
    .openapi(routes.quotes, async (c) =>
      c.json({ data: await listShowreelClips(db(), requireContext(c), c.req.valid("param").id) }, 200),
    )
    .openapi(routes.update, async (c) => {
      const { id } = c.req.valid("param");
      return c.json({ data: await updateShowreel(db(), requireContext(c), id, c.req.valid("json"), flagsOf(c)) }, 200);
    })
    .openapi(routes.remove, async (c) => {
      await deleteShowreel(db(), requireContext(c), c.req.valid("param").id, flagsOf(c));
      return c.body(null, 204);
    });
}

/** /api/v1/showreels, mounted by app.ts. */
export const showreelsV1Router = withSharedRoutes(
  createSignedInRouter().openapi(listShowreelPageRoute, async (c) =>
    c.json(await listShowreelPage(db(), requireContext(c), c.req.valid("query"), flagsOf(c)), 200),
  ),
  "v1",
);

/** /api/v3/showreels, mounted by app.ts. */
export const showreelsV3Router = withSharedRoutes(
  createSignedInRouter().openapi(listShowreelCursorRoute, async (c) =>
    c.json(await listShowreelCursor(db(), requireContext(c), c.req.valid("query"), flagsOf(c)), 200),
  ),
  "v3",
);
