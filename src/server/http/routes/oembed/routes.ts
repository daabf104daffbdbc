import { createRoute } from "@hono/zod-openapi";
import { oembedQuerySchema, oembedVideoSchema } from "@/lib/schemas/oembed";
import { errorResponses, jsonContent } from "../../openapi/responses";

/** GET /api/oembed: oEmbed discovery of public showreel links (no login). */
export const oembedRoute = createRoute({
  method: "get",
  path: "/",
  operationId: "getOEmbed",
  tags: ["Published showreels"],
  summary: "oEmbed for a public showreel link (no login)",
  description:
    "An oEmbed 1.0 video answer (oembed.com): an iframe of the showreel's player page, its title and a lasting poster address. 404 for a link that is not a published showreel of this portal.",
  request: { query: oembedQuerySchema },
  responses: {
    200: jsonContent(oembedVideoSchema, "The embed"),
    ...errorResponses(404, 422),
  },
});
