import { createRoute } from "@hono/zod-openapi";
import { dataEnvelope, pageEnvelope } from "@/lib/schemas/common";
import {
  publicIdParamsSchema,
  publicShowreelSchema,
  publishedShowreelListQuerySchema,
  publishedShowreelSchema,
  publishShowreelSchema,
} from "@/lib/schemas/showreel";
import { errorResponses, jsonBody, jsonContent } from "../../openapi/responses";

const tags = ["Published showreels"];

/** POST /v1/public/published_showreels: publish (publish_videos). */
export const publishRoute = createRoute({
  method: "post",
  path: "/public/published_showreels",
  operationId: "publishShowreel",
  tags,
  summary: "Publish a showreel",
  description: "By showreel_id, else the insight's showreel, else the study's curated showreel. Idempotent.",
  request: { body: jsonBody(publishShowreelSchema) },
  responses: {
    201: jsonContent(dataEnvelope(publishedShowreelSchema), "The public link"),
    ...errorResponses(401, 403, 404, 422),
  },
});

/** GET /v1/published_showreels: the client's public links. */
export const listPublishedRoute = createRoute({
  method: "get",
  path: "/published_showreels",
  operationId: "listPublishedShowreels",
  tags,
  summary: "List published showreels",
  request: { query: publishedShowreelListQuerySchema },
  responses: {
    200: jsonContent(pageEnvelope(publishedShowreelSchema), "A page of public links"),
    ...errorResponses(401, 422),
  },
});

/** GET /v1/public/published_showreels/{id}: no login. */
export const getPublicRoute = createRoute({
  method: "get",
  path: "/public/published_showreels/{id}",
  operationId: "getPublishedShowreel",
  tags,
  summary: "A published showreel (no login)",
  request: { params: publicIdParamsSchema },
  responses: {
    200: jsonContent(dataEnvelope(publicShowreelSchema), "The showreel as the public sees it"),
    ...errorResponses(404),
  },
});

/** GET /v1/public/published_showreels/{id}/poster.jpg: the lasting poster address of share cards (no login). */
export const publicPosterRoute = createRoute({
  method: "get",
  path: "/public/published_showreels/{id}/poster.jpg",
  operationId: "getPublishedShowreelPoster",
  tags,
  summary: "The poster of a published showreel (no login)",
  description:
    "Redirects (302) to the poster's signed, short-lived address while the showreel is published; 404 once it is not. Share cards (og:image, oEmbed) keep this address.",
  request: { params: publicIdParamsSchema },
  responses: { 302: { description: "To the signed poster" }, ...errorResponses(404) },
});

/** DELETE /v1/public/published_showreels/{id}: unpublish (publish_videos). */
export const unpublishRoute = createRoute({
  method: "delete",
  path: "/public/published_showreels/{id}",
  operationId: "unpublishShowreel",
  tags,
  summary: "Unpublish a showreel",
  description: "The public page and its media answer 404 from the next request.",
  request: { params: publicIdParamsSchema },
  responses: { 204: { description: "Unpublished" }, ...errorResponses(401, 403, 404) },
});
