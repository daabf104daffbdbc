import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { uploads } from "../db/schema";
import { objectStore } from "../storage/store";

/** How many abandoned uploads one run clears (the next run takes the rest). */
const BATCH = 1000;

/**
 * Hourly housekeeping (worker.ts): uploads whose address expired an hour ago or more and were never
 * completed. On object storage the browser may have sent the bytes to the bucket without asking
 * for them to be checked; those unchecked bytes are removed and the upload REJECTED, so no file
 * the portal never accepted stays stored. Returns how many were cleared.
 */
export async function pruneAbandonedUploads(database: Database): Promise<number> {
  const stale = await database
    .select({ id: uploads.id, storageKey: uploads.storageKey })
    .from(uploads)
    .where(and(eq(uploads.status, "PENDING"), lt(uploads.expiresAt, sql`now() - interval '1 hour'`)))
    .limit(BATCH);
  if (stale.length === 0) return 0;
  await objectStore().remove(stale.map((row) => row.storageKey));
  await database
    .update(uploads)
    .set({ status: "REJECTED", completedAt: new Date() })
    .where(
      and(
        inArray(
          uploads.id,
          stale.map((row) => row.id),
        ),
        eq(uploads.status, "PENDING"),
      ),
    );
  return stale.length;
}
