import { createRouter } from "../../create-router";
import { requireSession } from "../../middleware/require-session";
import { handleGetPublic, handleListPublished, handlePublicPoster, handlePublish, handleUnpublish } from "./handlers";
import { getPublicRoute, listPublishedRoute, publicPosterRoute, publishRoute, unpublishRoute } from "./routes";

/** The published showreels under /api/v1, mounted by app.ts. */
const router = createRouter();
// Everything but the public read needs a session; the public read must not even look for one.
router.use("/published_showreels", requireSession);
router.on(["POST", "DELETE"], "/public/published_showreels/*", requireSession);
router.post("/public/published_showreels", requireSession);

export const publishedShowreelsRouter = router
  .openapi(publishRoute, handlePublish)
  .openapi(listPublishedRoute, handleListPublished)
  .openapi(getPublicRoute, handleGetPublic)
  .openapi(publicPosterRoute, handlePublicPoster)
  .openapi(unpublishRoute, handleUnpublish);
