import { stat } from "node:fs/promises";
import path from "node:path";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { db } from "../db/client";
import { interviews, mediaAssets } from "../db/schema";
import { extractThumbnail } from "../media/thumbnail";
import { storagePath } from "../storage/local-files";
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
  if (!row || row.interview.thumbnailAssetId) return;

  const key = path.posix.join(path.posix.dirname(row.video.storageKey), "poster.jpg");
  const at = (row.video.durationSeconds ?? row.interview.durationSeconds) / 3;
  await extractThumbnail(storagePath(row.video.storageKey), at, storagePath(key), THUMBNAIL_WIDTH);
  const { size } = await stat(storagePath(key));

  await database.transaction(async (tx) => {
    const [asset] = await tx
      .insert(mediaAssets)
      .values({
        clientId: row.interview.clientId,
        kind: "IMAGE",
        storageKey: key,
        mimeType: "image/jpeg",
        size,
        width: THUMBNAIL_WIDTH,
      })
      .returning({ id: mediaAssets.id });
    await tx
      .update(interviews)
      .set({ thumbnailAssetId: asset!.id })
      .where(and(eq(interviews.id, interviewId), isNull(interviews.thumbnailAssetId)));
  });
}

/** Queues a thumbnail job for every interview with a video but no thumbnail yet; returns how many. */
export async function enqueueMissingThumbnails(): Promise<number> {
  const missing = await db()
    .select({ id: interviews.id })
    .from(interviews)
    .where(and(isNotNull(interviews.videoAssetId), isNull(interviews.thumbnailAssetId)));
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
