import { z } from "zod";

/**
 * Path of GET /api/v1/media/serve/{file}: `{id}.mp4`, `{id}.vtt` or `{id}.jpg`. Anything else is
 * answered 404 (like a bad signature), so the pattern is documentation, not a 422.
 */
export const mediaServeParamsSchema = z.object({
  file: z.string().meta({ example: "12.mp4", description: "Asset id and extension: mp4, vtt or jpg" }),
});

/**
 * Query of a signed media address (made by `signedMediaUrl` on the server). Every parameter but
 * `download` is bound by the signature; strings stay strings so a tampered value fails the
 * signature (404) instead of a validation (422) that would reveal more.
 */
export const mediaServeQuerySchema = z.object({
  revision: z.string().optional().meta({ description: "Revision of the file (cache key)" }),
  angle: z.string().optional().meta({ description: "Camera angle of a video: combined or face" }),
  lang: z.string().optional().meta({ description: "Language of a subtitle track: en or original" }),
  published: z.string().optional().meta({ description: "Public id of the published showreel this media belongs to" }),
  expires: z.string().optional().meta({ description: "Expiry, seconds since the epoch" }),
  signature: z.string().optional().meta({ description: "HMAC of the id, extension, parameters and expiry" }),
  download: z
    .string()
    .optional()
    .meta({ description: "1: answer as an attachment (the player's download); not signed, it changes no content" }),
});

export type MediaServeQuery = z.infer<typeof mediaServeQuerySchema>;
