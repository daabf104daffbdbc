import { createRoute, z } from "@hono/zod-openapi";
import { mediaServeParamsSchema, mediaServeQuerySchema } from "@/lib/schemas/media";
import { errorResponses } from "../../openapi/responses";

const binary = z.string().meta({ format: "binary" });
const media = {
  "video/mp4": { schema: binary },
  "text/vtt": { schema: binary },
  "image/jpeg": { schema: binary },
};

/** GET (and HEAD) /api/v1/media/serve/{id}.{mp4|vtt|jpg}: a stored media file behind a signed address. */
export const serveMediaRoute = createRoute({
  method: "get",
  path: "/serve/{file}",
  operationId: "serveMedia",
  tags: ["Media"],
  summary: "Stream a media file",
  description: [
    "No bearer token: the signed query (made by the page or API answer that links the file) is the authority.",
    "HEAD answers the same headers without a body. One byte range per request (`bytes=a-b`, `bytes=a-`, `bytes=-n`);",
    "several or malformed ranges get the whole file. Strong ETag, If-None-Match, If-Range.",
    "A bad, expired or forged signature, an unknown asset, and media of a showreel that is no longer published all answer 404.",
  ].join(" "),
  request: { params: mediaServeParamsSchema, query: mediaServeQuerySchema },
  responses: {
    200: { description: "The whole file", content: media },
    206: { description: "The requested byte range (Content-Range)", content: media },
    304: { description: "Not modified (If-None-Match matched the ETag)" },
    416: { description: "Range not satisfiable (Content-Range: bytes */size)" },
    ...errorResponses(404),
  },
});
