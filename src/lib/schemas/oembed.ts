import { z } from "zod";
import { messages } from "../messages";

/** The widest or tallest frame a consumer may ask for (oEmbed maxwidth/maxheight). */
const dimension = z.coerce.number().int().min(1).max(10_000).optional();

/** GET /api/oembed?url=…&format=json&maxwidth=…&maxheight=… (oembed.com §2.2). */
export const oembedQuerySchema = z.object({
  url: z
    .string()
    .max(2000)
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), messages.webAddressRequired)
    .meta({ description: "A public showreel link, as the portal shares it (…/public/showreels/v3/{id})" }),
  // Only JSON is offered; an XML request is refused with a 422 naming the field.
  format: z.enum(["json"], { error: messages.oembedJsonOnly }).default("json"),
  maxwidth: dimension,
  maxheight: dimension,
});

/** An oEmbed "video" answer (oembed.com §2.3.4). */
export const oembedVideoSchema = z
  .object({
    version: z.literal("1.0"),
    type: z.literal("video"),
    provider_name: z.string(),
    provider_url: z.string(),
    title: z.string(),
    html: z.string().meta({ description: "An iframe of the showreel's player page" }),
    width: z.number().int(),
    height: z.number().int(),
    thumbnail_url: z.string().optional(),
    thumbnail_width: z.number().int().optional(),
    thumbnail_height: z.number().int().optional(),
  })
  .meta({ id: "OEmbedVideo" });

export type OEmbedQuery = z.infer<typeof oembedQuerySchema>;
export type OEmbedVideo = z.infer<typeof oembedVideoSchema>;
