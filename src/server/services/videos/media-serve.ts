import { eq } from "drizzle-orm";
import type { MediaServeQuery } from "@/lib/schemas/media";
import type { Database } from "@/server/db/client";
import { mediaAssets } from "@/server/db/schema";
import { NotFoundError } from "@/server/errors";
import { type MediaExtension, verifyMediaSignature } from "@/server/media/media-urls";
import { objectStore } from "@/server/storage/store";
import { findPublicShowreelRow } from "@/server/services/showreels/public-showreel";

/** A stored file the serve route may stream, with what its headers need. */
export interface ServableMedia {
  /** Its storage key (storage/store.ts reads it). */
  key: string;
  size: number;
  mtime: Date;
  contentType: string;
  /** Strong validator: changes whenever the bytes could have changed. */
  etag: string;
  /** Seconds the browser may reuse it without asking; 0 for media of public showreels (revalidate each time). */
  maxAge: number;
  fileName: string;
}

// Which stored kind each extension serves, and the type it is answered as.
const kinds: Record<MediaExtension, { kind: "VIDEO" | "SUBTITLES" | "IMAGE"; contentType: string }> = {
  mp4: { kind: "VIDEO", contentType: "video/mp4" },
  vtt: { kind: "SUBTITLES", contentType: "text/vtt; charset=utf-8" },
  jpg: { kind: "IMAGE", contentType: "image/jpeg" },
};

/** `12.mp4` → id and extension, or null for anything else. */
export function parseMediaFile(file: string): { id: number; ext: MediaExtension } | null {
  const match = /^([1-9]\d{0,15})\.(mp4|vtt|jpg)$/.exec(file);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? { id, ext: match[2] as MediaExtension } : null;
}

// Media of a published showreel answers only while its public address answers (the plain link, or
// a named share link that is neither revoked nor expired) and the showreel names this asset.
async function stillPublished(database: Database, publicId: string, assetId: number): Promise<boolean> {
  const row = await findPublicShowreelRow(database, publicId);
  return (
    row !== null &&
    [row.video_asset_id, row.subtitles_asset_id, row.other_subtitles_asset_id, row.thumbnail_asset_id].some(
      (id) => id !== null && Number(id) === assetId,
    )
  );
}

/**
 * The file behind a signed media address, or NotFoundError for a bad, expired or forged signature,
 * an unknown asset, a kind that is not the extension's, a missing file, or a publication that no
 * longer exists. Never 403: an answer must not tell whether an asset exists. The signature is the
 * authority (it is only handed to people who may see the page), and it binds the asset id, so
 * another client's asset cannot be reached by changing the id.
 */
export async function servableMedia(database: Database, file: string, query: MediaServeQuery): Promise<ServableMedia> {
  const parsed = parseMediaFile(file);
  if (!parsed || !query.signature || !query.expires || !/^\d{1,12}$/.test(query.expires)) throw new NotFoundError();
  const revision = query.revision === undefined ? undefined : Number(query.revision);
  if (revision !== undefined && !(query.revision === String(revision) && Number.isSafeInteger(revision))) {
    throw new NotFoundError();
  }
  const params = { revision, angle: query.angle, lang: query.lang, published: query.published };
  if (!verifyMediaSignature(parsed.id, parsed.ext, params, Number(query.expires), query.signature)) {
    throw new NotFoundError();
  }
  const expected = kinds[parsed.ext];
  const [asset] = await database.select().from(mediaAssets).where(eq(mediaAssets.id, parsed.id)).limit(1);
  if (!asset || asset.kind !== expected.kind) throw new NotFoundError();
  if (query.published !== undefined && !(await stillPublished(database, query.published, asset.id))) {
    throw new NotFoundError();
  }
  const info = await objectStore().stat(asset.storageKey);
  if (!info) throw new NotFoundError();
  const version = [asset.id.toString(36), asset.revision.toString(36), info.version];
  const secondsLeft = Math.max(0, Number(query.expires) - Math.floor(Date.now() / 1000));
  return {
    key: asset.storageKey,
    size: info.size,
    mtime: info.modified,
    contentType: expected.contentType,
    etag: `"${version.join("-")}"`,
    maxAge: query.published === undefined ? secondsLeft : 0,
    fileName: `media-${asset.id}.${parsed.ext}`,
  };
}
