import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mediaAssets } from "../../db/schema";
import { logger } from "../../logger";
import { objectStore } from "../../storage/store";

/** An image for a document: its bytes as the generators take them and its pixel size when known. */
export interface StoredImage {
  /** "image/jpeg;base64,…" */
  data: string;
  width: number | null;
  height: number | null;
}

const EMBEDDABLE = new Set(["image/jpeg", "image/png"]);
/** Posters are 320 px JPEGs of a few kilobytes; anything far larger is not a thumbnail. */
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/**
 * The stored images (posters, thumbnails) of asset ids the caller has scoped, read from storage.
 * An image whose file is missing or too large is left out: the document then shows no picture
 * rather than failing.
 */
export async function loadStoredImages(database: Database, ids: readonly number[]): Promise<Map<number, StoredImage>> {
  const images = new Map<number, StoredImage>();
  const unique = [...new Set(ids)];
  if (!unique.length) return images;
  const rows = await database.select().from(mediaAssets).where(inArray(mediaAssets.id, unique));
  await Promise.all(
    rows
      .filter((row) => row.kind === "IMAGE" && EMBEDDABLE.has(row.mimeType))
      .map(async (row) => {
        try {
          const bytes = await objectStore().readBytes(row.storageKey);
          if (bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES) return;
          images.set(row.id, {
            data: `${row.mimeType};base64,${bytes.toString("base64")}`,
            width: row.width,
            height: row.height,
          });
        } catch (error) {
          logger.warn({ err: error, assetId: row.id }, "export: stored image unreadable, left out");
        }
      }),
  );
  return images;
}
