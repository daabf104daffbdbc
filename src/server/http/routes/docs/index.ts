import { createRouter } from "../../create-router";
import type { OpenApiDocument } from "../../openapi/document";
import { serveDocument, serveReference } from "./handlers";
import { getDocsRoute, getOpenApiRoute } from "./routes";

/**
 * /api/openapi.json and /api/docs. The document belongs to the app that mounts this router,
 * so app.ts hands in a getter instead of this module importing the app (a cycle).
 */
export function createDocsRouter(getDocument: () => OpenApiDocument) {
  return createRouter()
    .openapi(getOpenApiRoute, serveDocument(getDocument))
    .openapi(getDocsRoute, serveReference(getDocument));
}
