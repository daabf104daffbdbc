import { createRoute, z } from "@hono/zod-openapi";
import { cursorEnvelope, dataEnvelope, idParamsSchema, pageEnvelope } from "@/lib/schemas/common";
import {
  createShowreelSchema,
  showreelClipSchema,
  showreelCursorQuerySchema,
  showreelPageQuerySchema,
  showreelSchema,
  updateShowreelSchema,
} from "@/lib/schemas/showreel";
import { errorResponses, jsonBody, jsonContent } from "../../openapi/responses";

type Version = "v1" | "v3";
const tags = ["Showreels"];

/** GET /v1/showreels: a numbered, sortable page. */
export const listShowreelPageRoute = createRoute({
  method: "get",
  path: "/",
  operationId: "listShowreelsV1",
  tags,
  summary: "List showreels (pages)",
  request: { query: showreelPageQuerySchema },
  responses: { 200: jsonContent(pageEnvelope(showreelSchema), "A page of showreels"), ...errorResponses(401, 422) },
});

/** GET /v3/showreels: newest first, cursor-paged, searchable. */
export const listShowreelCursorRoute = createRoute({
  method: "get",
  path: "/",
  operationId: "listShowreelsV3",
  tags,
  summary: "List showreels (cursor)",
  request: { query: showreelCursorQuerySchema },
  responses: { 200: jsonContent(cursorEnvelope(showreelSchema), "A page of showreels"), ...errorResponses(401, 422) },
});

/** The routes both versions share, with the version in their operation ids. */
export function showreelRoutes(version: Version) {
  const V = version.toUpperCase();
  return {
    create: createRoute({
      method: "post",
      path: "/",
      operationId: `createShowreel${V}`,
      tags,
      summary: "Create a custom showreel from quotes",
      description: "The showreel starts CREATED and renders in the background (READY within seconds).",
      request: { body: jsonBody(createShowreelSchema) },
      responses: { 201: jsonContent(dataEnvelope(showreelSchema), "The showreel"), ...errorResponses(401, 403, 422) },
    }),
    get: createRoute({
      method: "get",
      path: "/{id}",
      operationId: `getShowreel${V}`,
      tags,
      summary: "Get a showreel",
      request: { params: idParamsSchema },
      responses: { 200: jsonContent(dataEnvelope(showreelSchema), "The showreel"), ...errorResponses(401, 404, 422) },
    }),
    quotes: createRoute({
      method: "get",
      path: "/{id}/quotes",
      operationId: `getShowreelQuotes${V}`,
      tags,
      summary: "The clips of a showreel, in order",
      request: { params: idParamsSchema },
      responses: {
        200: jsonContent(dataEnvelope(z.array(showreelClipSchema)), "The clips"),
        ...errorResponses(401, 404, 422),
      },
    }),
    update: createRoute({
      method: "patch",
      path: "/{id}",
      operationId: `updateShowreel${V}`,
      tags,
      summary: "Change title, description, clips or published",
      description: "New clips make a new revision that renders again; the last clip cannot be deleted.",
      request: { params: idParamsSchema, body: jsonBody(updateShowreelSchema) },
      responses: {
        200: jsonContent(dataEnvelope(showreelSchema), "The showreel"),
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    remove: createRoute({
      method: "delete",
      path: "/{id}",
      operationId: `deleteShowreel${V}`,
      tags,
      summary: "Delete a custom showreel",
      request: { params: idParamsSchema },
      responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404, 422) },
    }),
  };
}
