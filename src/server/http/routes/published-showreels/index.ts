import { db } from "@/server/db/client";
import { getPublicShowreel } from "@/server/services/showreels/public-showreel";
import {
  deletePublishedShowreel,
  listPublishedShowreels,
  publishShowreel,
} from "@/server/services/showreels/publishing";
import { requireContext } from "../../access";
import { requireSession } from "../../middleware/require-session";
import { createRouter } from "../../create-router";
import { getPublicRoute, listPublishedRoute, publishRoute, unpublishRoute } from "./routes";

/** The published showreels under /api/v1, mounted by app.ts. */
const router = createRouter();
// Everything but the public read needs a session; the public read must not even look for one.
router.use("/published_showreels", requireSession);
router.on(["POST", "DELETE"], "/public/published_showreels/*", requireSession);
router.post("/public/published_showreels", requireSession);

export const publishedShowreelsRouter = router
  .openapi(publishRoute, async (c) =>
    c.json({ data: await publishShowreel(db(), requireContext(c), c.req.valid("json")) }, 201),
  )
  .openapi(listPublishedRoute, async (c) =>
    c.json(await listPublishedShowreels(db(), requireContext(c), c.req.valid("query")), 200),
  )
  .openapi(getPublicRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ data: await getPublicShowreel(db(), c.req.valid("param").id) }, 200);
  })
  .openapi(unpublishRoute, async (c) => {
    await deletePublishedShowreel(db(), requireContext(c), c.req.valid("param").id);
    return c.body(null, 204);
  });
