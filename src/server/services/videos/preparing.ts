import { eq, sql } from "drizzle-orm";
import type { MediaPreparing } from "@/lib/schemas/video";
import type { Database } from "../../db/client";
import { interviews, mediaAssets } from "../../db/schema";

/**
 * How many of a client's interview videos are ready, while some are still being made (the demo's,
 * rendered in the background after the first start); null once every one is ready. With no
 * client, every client's: the console's progress line.
 */
export async function videosPreparing(database: Database, clientId?: number): Promise<MediaPreparing | null> {
  const [counts = { ready: 0, total: 0 }] = await database
    .select({
      ready: sql<number>`count(*) filter (where not ${mediaAssets.pending})::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(interviews)
    .innerJoin(mediaAssets, eq(mediaAssets.id, interviews.videoAssetId))
    .where(clientId == null ? undefined : eq(interviews.clientId, clientId));
  return counts.ready < counts.total ? counts : null;
}
