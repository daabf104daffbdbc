import { and, eq } from "drizzle-orm";
import { db } from "../db/client";
import { mediaAssets } from "../db/schema";
import { boss } from "./boss";
import { JOB_HEARTBEAT_SECONDS, queues } from "./queues";

/**
 * Queues the render of every interview video still pending (the demo seed's, or ones a stopped
 * process left unrendered), oldest first; returns how many. A job queued twice (a restart while
 * the first still waits) finds its video no longer pending and does nothing.
 */
export async function enqueuePendingInterviewVideos(): Promise<number> {
  const pending = await db()
    .select({ id: mediaAssets.id })
    .from(mediaAssets)
    .where(and(eq(mediaAssets.kind, "VIDEO"), eq(mediaAssets.pending, true)))
    .orderBy(mediaAssets.id);
  const queue = await boss();
  for (const { id } of pending) {
    await queue.send(
      queues.interviewRender.name,
      { videoAssetId: id },
      {
        retryLimit: 2,
        heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
        expireInSeconds: 600,
      },
    );
  }
  return pending.length;
}
