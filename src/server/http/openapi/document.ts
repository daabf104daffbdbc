import packageJson from "../../../../package.json" with { type: "json" };
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Schema } from "hono";
import { PRODUCT_NAME } from "@/lib/brand";
import type { AppEnv } from "../app-env";

/** The OpenAPI 3.1 document type, as @hono/zod-openapi produces it. */
export type OpenApiDocument = ReturnType<OpenAPIHono<AppEnv>["getOpenAPI31Document"]>;

/** The `info` and tag list of /api/openapi.json; routes add their paths. */
export const openApiConfig = {
  openapi: "3.1.0",
  info: {
    title: `${PRODUCT_NAME} API`,
    version: packageJson.version,
    description:
      "JSON API of the customer portal. Answers are `{ data }` (lists add `meta`); errors are `{ message, errors? }`.",
  },
  tags: [
    { name: "System", description: "Health of the service" },
    { name: "Documentation", description: "This reference, as OpenAPI and as HTML" },
  ],
};

/**
 * The document of an app, built once on first use: the app's routes are all mounted at start-up,
 * and generating it walks every schema.
 */
export function documentOf<S extends Schema, B extends string>(app: OpenAPIHono<AppEnv, S, B>): () => OpenApiDocument {
  let cached: OpenApiDocument | undefined;
  return () => (cached ??= app.getOpenAPI31Document(openApiConfig));
}
