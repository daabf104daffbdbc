import { createSignedInRouter } from "../../create-router";
import {
  handleCreateShareLink,
  handleListShareLinks,
  handleRevokeShareLink,
  handleUpdateShareLink,
  handleViewBeacon,
} from "./handlers";
import {
  createShareLinkRoute,
  listShareLinksRoute,
  revokeShareLinkRoute,
  updateShareLinkRoute,
  viewBeaconRoute,
} from "./routes";

/**
 * A showreel's named share links under /api/v1, mounted by app.ts. The session check names its
 * paths: a catch-all here would also cover the public routes of other routers under /v1.
 */
export const shareLinksRouter = createSignedInRouter(["/showreels/*", "/share_links/*"])
  .openapi(listShareLinksRoute, handleListShareLinks)
  .openapi(createShareLinkRoute, handleCreateShareLink)
  .openapi(updateShareLinkRoute, handleUpdateShareLink)
  .openapi(revokeShareLinkRoute, handleRevokeShareLink)
  // The public page's beacons: no session (its path is outside the two above).
  .openapi(viewBeaconRoute, handleViewBeacon);
