import { createSignedInRouter } from "../../create-router";
import {
  handleCreateShareLink,
  handleCreateVideoShareLink,
  handleListShareLinks,
  handleListVideoShareLinks,
  handleRevokeShareLink,
  handleUpdateShareLink,
  handleViewBeacon,
} from "./handlers";
import {
  createShareLinkRoute,
  createVideoShareLinkRoute,
  listShareLinksRoute,
  listVideoShareLinksRoute,
  revokeShareLinkRoute,
  updateShareLinkRoute,
  viewBeaconRoute,
} from "./routes";

/**
 * Named share links of showreels and participant videos under /api/v1, mounted by app.ts. The session check names its
 * paths: a catch-all here would also cover the public routes of other routers under /v1.
 */
export const shareLinksRouter = createSignedInRouter(["/showreels/*", "/videos/*", "/share_links/*"])
  .openapi(listShareLinksRoute, handleListShareLinks)
  .openapi(createShareLinkRoute, handleCreateShareLink)
  .openapi(listVideoShareLinksRoute, handleListVideoShareLinks)
  .openapi(createVideoShareLinkRoute, handleCreateVideoShareLink)
  .openapi(updateShareLinkRoute, handleUpdateShareLink)
  .openapi(revokeShareLinkRoute, handleRevokeShareLink)
  // The public page's beacons: no session (its path is outside the three above).
  .openapi(viewBeaconRoute, handleViewBeacon);
