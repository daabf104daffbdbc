import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../app-env";
import type { OpenApiDocument } from "../../openapi/document";
import { renderReference } from "./render-page";
import type { getDocsRoute, getOpenApiRoute } from "./routes";

/** Serves the document as JSON. */
export function serveDocument(getDocument: () => OpenApiDocument): RouteHandler<typeof getOpenApiRoute, AppEnv> {
  return (c) => c.json(getDocument(), 200);
}

/** Serves the HTML reference, rendered once from the document. */
export function serveReference(getDocument: () => OpenApiDocument): RouteHandler<typeof getDocsRoute, AppEnv> {
  let html: string | undefined;
  return (c) => {
    html ??= renderReference(getDocument());
    // The page has no script at all, so the strictest policy fits; styles are one inline element.
    c.header(
      "Content-Security-Policy",
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
    );
    return c.html(html);
  };
}
