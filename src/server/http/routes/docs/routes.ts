import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";

/** GET /api/openapi.json: the OpenAPI 3.1 document of the whole API. */
export const getOpenApiRoute = createRoute({
  method: "get",
  path: "/openapi.json",
  operationId: "getOpenApiDocument",
  tags: ["Documentation"],
  summary: "OpenAPI 3.1 document of this API",
  responses: {
    200: {
      description: "The document, generated from the routes' zod schemas",
      content: { "application/json": { schema: z.looseObject({ openapi: z.string() }) } },
    },
  },
});

/** GET /api/docs: the same document as a readable HTML page (no scripts). */
export const getDocsRoute = createRoute({
  method: "get",
  path: "/docs",
  operationId: "getApiReference",
  tags: ["Documentation"],
  summary: "API reference as HTML",
  responses: {
    200: {
      description: "A self-contained HTML page: operations grouped by tag, with their parameters and schemas",
      content: { "text/html": { schema: z.string() } },
    },
  },
});
