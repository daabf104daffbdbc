import { randomBytes } from "node:crypto";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { signedMediaUrl } from "../../media/media-urls";
import { extractThumbnail } from "../../media/thumbnail";
import { storagePath } from "../../storage/local-files";

const THUMBNAIL_WIDTH = 320;

/** A thumbnail written for a material, not yet recorded. */
export interface MaterialThumbnail {
  storageKey: string;
  size: number;
  width: number;
}

/**
 * Writes the JPEG thumbnail of an uploaded image (its picture) or video (a frame at 1 s, else its
 * first) with ffmpeg, as the interview posters are made; null for other files (PDFs) or a frame
 * that cannot be had. The caller records it as a media asset, or removes it when it does not.
 */
export async function writeMaterialThumbnail(
  sourceKey: string,
  contentType: string,
): Promise<MaterialThumbnail | null> {
  const video = contentType.startsWith("video/");
  if (!video && !contentType.startsWith("image/")) return null;
  const storageKey = `study-materials/${randomBytes(16).toString("hex")}.jpg`;
  const out = storagePath(storageKey);
  await mkdir(path.dirname(out), { recursive: true });
  for (const at of video ? [1, 0] : [0]) {
    try {
      await extractThumbnail(storagePath(sourceKey), at, out, THUMBNAIL_WIDTH);
      return { storageKey, size: (await stat(out)).size, width: THUMBNAIL_WIDTH };
    } catch {
      // A video shorter than a second has no frame at 1 s: try its first.
    }
  }
  await rm(out, { force: true });
  return null;
}

// Materials keep their thumbnail's stable address; answers carry a fresh signature of it.
const ASSET_ADDRESS = /^\/api\/v1\/media\/serve\/([1-9]\d{0,15})\.jpg$/;

/** The stored (unsigned) address of a thumbnail asset. */
export const thumbnailAddress = (assetId: number) => `/api/v1/media/serve/${assetId}.jpg`;

/** The media asset behind a stored thumbnail address, else null. */
export function thumbnailAssetId(stored: string | null): number | null {
  const match = stored ? ASSET_ADDRESS.exec(stored) : null;
  return match ? Number(match[1]) : null;
}

/** A stored thumbnail as answers give it: signed when it is one of our assets, else as stored. */
export function signedThumbnail(stored: string | null): string | null {
  const id = thumbnailAssetId(stored);
  return id === null ? stored : signedMediaUrl(id, "jpg");
}
