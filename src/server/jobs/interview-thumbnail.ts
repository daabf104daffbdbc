import path from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "../db/client";
import { interviews, mediaAssets } from "../db/schema";
import { extractThumbnail } from "../media/thumbnail";
import { objectStore, storeWritten } from "../storage/store";
import { boss } from "./boss";
import { queues } from "./queues";

const THUMBNAIL_WIDTH = 320;

/**
 * Makes the poster image of an interview's video (a frame a third of the way in) and links it.
 * Idempotent: an interview that already has a thumbnail, or no longer exists, is left alone.
 */
export async function makeInterviewThumbnail(interviewId: number): Promise<void> {
  const database = db();
  const [row] = await database
    .select({ interview: interviews, video: mediaAssets })
    .from(interviews)
    .innerJoin(mediaAssets, eq(mediaAssets.id, interviews.videoAssetId))
    .where(eq(interviews.id, interviewId));
  if (!row || row.interview.thumbnailAssetId || row.video.pending) return;

  const key = path.posix.join(path.posix.dirname(row.video.storageKey), "poster.jpg");
  const at = (row.video.durationSeconds ?? row.interview.durationSeconds) / 3;
  const video = await objectStore().localFile(row.video.storageKey);
  const size = await storeWritten(key, "image/jpeg", (file) => extractThumbnail(video, at, file, THUMBNAIL_WIDTH));
  await linkInterviewThumbnail(row.interview, key, size);
}

/**
 * Records the poster image stored at `storageKey` (`size` bytes, known to the caller that wrote it)
 * as the interview's thumbnail, unless it has one already (another job got there first).
 */
export async function linkInterviewThumbnail(
  interview: { id: number; clientId: number },
  storageKey: string,
  size: number,
): Promise<void> {
  await db().transaction(async (tx) => {
    const [asset] = await tx
      .insert(mediaAssets)
      .values({
        clientId: interview.clientId,
        kind: "IMAGE",
        storageKey,
        mimeType: "image/jpeg",
        size,
        width: THUMBNAIL_WIDTH,
      })
      .returning({ id: mediaAssets.id });
    await tx
      .update(interviews)
      .set({ thumbnailAssetId: asset!.id })
      .where(and(eq(interviews.id, interview.id), isNull(interviews.thumbnailAssetId)));
  });
}

/**
 * Queues a thumbnail job for every interview with a video but no thumbnail yet; returns how many.
 * A video still being made is left out: its render brings its own poster.
 */
export async function enqueueMissingThumbnails(): Promise<number> {
  const missing = await db()
    .select({ id: interviews.id })
    .from(interviews)
    .innerJoin(mediaAssets, eq(mediaAssets.id, interviews.videoAssetId))
    .where(and(isNull(interviews.thumbnailAssetId), eq(mediaAssets.pending, false)));
  const queue = await boss();
  for (const { id } of missing) {
    // The singleton key keeps a restart from queueing the same interview twice.
    await queue.send(
      queues.interviewThumbnail.name,
      { interviewId: id },
      { singletonKey: `interview-${id}`, retryLimit: 3 },
    );
  }
  return missing.length;
}
