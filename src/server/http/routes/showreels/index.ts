import { createSignedInRouter } from "../../create-router";
import {
  handleClips,
  handleCreate,
  handleDelete,
  handleGet,
  handleListCursor,
  handleListPage,
  handleUpdate,
} from "./handlers";
import { listShowreelCursorRoute, listShowreelPageRoute, showreelRoutes } from "./routes";

/** The routes both versions share; v1 and v3 differ only in their list. */
function withSharedRoutes(router: ReturnType<typeof createSignedInRouter>, version: "v1" | "v3") {
  const routes = showreelRoutes(version);
  return router
    .openapi(routes.create, handleCreate)
    .openapi(routes.get, handleGet)
    .openapi(routes.quotes, handleClips)
    .openapi(routes.update, handleUpdate)
    .openapi(routes.remove, handleDelete);
}

/** /api/v1/showreels, mounted by app.ts. */
export const showreelsV1Router = withSharedRoutes(
  createSignedInRouter().openapi(listShowreelPageRoute, handleListPage),
  "v1",
);

/** /api/v3/showreels, mounted by app.ts. */
export const showreelsV3Router = withSharedRoutes(
  createSignedInRouter().openapi(listShowreelCursorRoute, handleListCursor),
  "v3",
);
