import { createRoute, z } from "@hono/zod-openapi";
import { dataEnvelope, idParamsSchema } from "@/lib/schemas/common";
import {
  createShareLinkSchema,
  shareLinkParamsSchema,
  shareLinkSchema,
  shareViewBeaconSchema,
  updateShareLinkSchema,
} from "@/lib/schemas/share-link";
import { errorResponses, jsonBody, jsonContent } from "../../openapi/responses";

const tags = ["Share links"];

export const listShareLinksRoute = createRoute({
  method: "get",
  path: "/showreels/{id}/share_links",
  operationId: "listShareLinks",
  tags,
  summary: "The named share links of a showreel",
  description: "Oldest first, expired and revoked links included (their state says so).",
  request: { params: idParamsSchema },
  responses: {
    200: jsonContent(dataEnvelope(z.array(shareLinkSchema)), "The links"),
    ...errorResponses(401, 404, 422),
  },
});

export const createShareLinkRoute = createRoute({
  method: "post",
  path: "/showreels/{id}/share_links",
  operationId: "createShareLink",
  tags,
  summary: "Add a named share link to a published showreel",
  description:
    "An optional password (the public page asks for it), an optional expiry and whether viewers may download. " +
    "Once a showreel has named links, its plain public link answers 404: the named links are how it is shared.",
  request: { params: idParamsSchema, body: jsonBody(createShareLinkSchema) },
  responses: { 201: jsonContent(dataEnvelope(shareLinkSchema), "The link"), ...errorResponses(401, 403, 404, 422) },
});

export const listVideoShareLinksRoute = createRoute({
  method: "get",
  path: "/videos/{id}/share_links",
  operationId: "listVideoShareLinks",
  tags,
  summary: "The named share links of a participant video",
  description: "Oldest first, expired and revoked links included (their state says so).",
  request: { params: idParamsSchema },
  responses: {
    200: jsonContent(dataEnvelope(z.array(shareLinkSchema)), "The links"),
    ...errorResponses(401, 404, 422),
  },
});

export const createVideoShareLinkRoute = createRoute({
  method: "post",
  path: "/videos/{id}/share_links",
  operationId: "createVideoShareLink",
  tags,
  summary: "Add a named share link to a published participant video",
  description:
    "Needs the publish_videos permission and a published video. The link opens the same public page as a showreel's, " +
    "with the same password, expiry, download and view log; it answers 404 once the video is unpublished.",
  request: { params: idParamsSchema, body: jsonBody(createShareLinkSchema) },
  responses: { 201: jsonContent(dataEnvelope(shareLinkSchema), "The link"), ...errorResponses(401, 403, 404, 422) },
});

export const updateShareLinkRoute = createRoute({
  method: "patch",
  path: "/share_links/{id}",
  operationId: "updateShareLink",
  tags,
  summary: "Change a share link's name, password, expiry or download",
  description:
    "A null password removes it; a new or removed password signs out every browser that entered the old one.",
  request: { params: shareLinkParamsSchema, body: jsonBody(updateShareLinkSchema) },
  responses: { 200: jsonContent(dataEnvelope(shareLinkSchema), "The link"), ...errorResponses(401, 403, 404, 422) },
});

export const revokeShareLinkRoute = createRoute({
  method: "post",
  path: "/share_links/{id}/revoke",
  operationId: "revokeShareLink",
  tags,
  summary: "Revoke one share link",
  description:
    "The link's page answers 404 from the next request; the other links of its showreel or video keep working.",
  request: { params: shareLinkParamsSchema },
  responses: { 200: jsonContent(dataEnvelope(shareLinkSchema), "The link"), ...errorResponses(401, 403, 404, 422) },
});

export const viewBeaconRoute = createRoute({
  method: "post",
  path: "/public/share_links/{id}/views",
  operationId: "reportShareLinkView",
  tags,
  summary: "Progress beacon of a share link's public page (no session)",
  description:
    "Sent with navigator.sendBeacon at most every 10 s. A play past 3 s is a view; one viewer begins at most one " +
    "view of a link per 30 s. An unknown, revoked or expired link answers 204 too, and nothing is recorded. " +
    "A form body: navigator.sendBeacon posts one without a preflight.",
  request: {
    params: z.object({ id: z.string().max(200) }),
    body: {
      required: true,
      content: { "application/x-www-form-urlencoded": { schema: shareViewBeaconSchema } },
    },
  },
  responses: { 204: { description: "Taken (or ignored)" }, ...errorResponses(422) },
});
