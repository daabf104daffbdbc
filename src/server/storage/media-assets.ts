import { inArray } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { mediaAssets } from "../db/schema";
import { objectStore } from "./store";

/**
 * Deletes media rows (ids that are null are skipped) and returns their storage keys. The caller removes the files once the
 * deletion is committed (removeStored): a file without a row is never served, while a row whose
 * file went first would be.
 */
export async function deleteMediaRows(
  executor: Database | Transaction,
  maybeIds: readonly (number | null | undefined)[],
): Promise<string[]> {
  const ids = maybeIds.filter((id): id is number => id != null);
  if (ids.length === 0) return [];
  const removed = await executor
    .delete(mediaAssets)
    .where(inArray(mediaAssets.id, ids))
    .returning({ storageKey: mediaAssets.storageKey });
  return removed.map((row) => row.storageKey);
}

/** Removes stored files or folders by storage key; one that is already gone is fine. */
export async function removeStored(keys: string[]): Promise<void> {
  await objectStore().remove(keys);
}
