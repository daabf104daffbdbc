import { PRODUCT_NAME } from "@/lib/brand";
import { messages } from "@/lib/messages";
import { paths, publicShowreelAddress } from "@/lib/paths";
import type { OEmbedQuery, OEmbedVideo } from "@/lib/schemas/oembed";
import type { Database } from "../../db/client";
import { NotFoundError } from "../../errors";
import { escapeHtml } from "../../util/text";
import { findOpenShowreelRow, publicPosterPath } from "./public-showreel";

/** The size a showreel renders at (640×360, 16:9) and embeds at unless asked smaller. */
const REEL = { width: 640, height: 360 };

/** The largest 16:9 frame within the consumer's maxwidth/maxheight, at most the reel's own size. */
function frameSize(query: OEmbedQuery): { width: number; height: number } {
  const scale = Math.min(1, (query.maxwidth ?? Infinity) / REEL.width, (query.maxheight ?? Infinity) / REEL.height);
  return { width: Math.max(1, Math.floor(REEL.width * scale)), height: Math.max(1, Math.floor(REEL.height * scale)) };
}

/**
 * GET /api/oembed (oembed.com, type "video"): what a site that is given a public showreel link
 * needs to embed it: an iframe of the player page, the title and a lasting poster address. A link
 * that is not one of this portal's published showreels answers the spec's 404 message.
 */
export async function showreelOEmbed(database: Database, query: OEmbedQuery, origin: string): Promise<OEmbedVideo> {
  const url = new URL(query.url);
  const address = url.origin === origin ? publicShowreelAddress(url.pathname) : null;
  // The page's link is the one shared; its embed is what this answer hands out, not an input.
  const publicId = address && !address.embed ? address.publicId : undefined;
  const row = publicId ? await findOpenShowreelRow(database, publicId) : null;
  if (!publicId || !row) throw new NotFoundError(messages.publicShowreelMissing);
  const { width, height } = frameSize(query);
  const src = new URL(paths.publicShowreelEmbed(publicId), origin).href;
  return {
    version: "1.0",
    type: "video",
    provider_name: PRODUCT_NAME,
    provider_url: `${origin}/`,
    title: row.title,
    width,
    height,
    html: `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" title="${escapeHtml(row.title)}" allow="fullscreen; picture-in-picture" allowfullscreen referrerpolicy="no-referrer" style="border:0"></iframe>`,
    ...(row.thumbnail_asset_id === null
      ? {}
      : {
          thumbnail_url: new URL(publicPosterPath(publicId), origin).href,
          thumbnail_width: REEL.width,
          thumbnail_height: REEL.height,
        }),
  };
}
