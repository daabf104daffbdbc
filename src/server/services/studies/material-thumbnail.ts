import { randomBytes } from "node:crypto";
import { signedMediaUrl } from "../../media/media-urls";
import { ServiceUnavailableError } from "../../errors";
import { extractThumbnail } from "../../media/thumbnail";
import { objectStore, storeWritten } from "../../storage/store";

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
  const source = await objectStore().localFile(sourceKey);
  for (const at of video ? [1, 0] : [0]) {
    try {
      const size = await storeWritten(storageKey, "image/jpeg", (out) =>
        extractThumbnail(source, at, out, THUMBNAIL_WIDTH),
      );
      return { storageKey, size, width: THUMBNAIL_WIDTH };
    } catch (error) {
      if (error instanceof ServiceUnavailableError) throw error;
      // A video shorter than a second has no frame at 1 s: try its first.
    }
  }
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
