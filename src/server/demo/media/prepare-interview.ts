/**
 * Makes the files of one demo interview after the seed: the seed writes its media rows marked
 * pending, and the job worker calls this for each (queued by src/server/jobs/interview-render.ts).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { db } from "../../db/client";
import { interviews, mediaAssets } from "../../db/schema";
import { linkInterviewThumbnail } from "../../jobs/interview-thumbnail";
import { logger } from "../../logger";
import { defaultMediaCacheDir, renderInterviewCached } from "../../media/media-cache";
import { objectStore } from "../../storage/store";
import { buildDemoWorld } from "../build/world";
import type { BuiltInterview, BuiltStudy } from "../build/types";
import { layoutMedia, type StoredFile } from "./layout";
import { measure, renderInput } from "./render-media";

let byVideoKey: Map<string, { study: BuiltStudy; interview: BuiltInterview }> | undefined;

/** The demo interview whose video is stored at `storageKey` (the world is pure: built once, about 30 ms). */
function demoInterviewAt(storageKey: string) {
  if (!byVideoKey) {
    const world = buildDemoWorld();
    const layout = layoutMedia(world);
    byVideoKey = new Map(
      world.studies.flatMap((study) =>
        study.interviews.map((interview) => [
          layout.interviews.get(interview.key)!.video.storageKey,
          { study, interview },
        ]),
      ),
    );
  }
  return byVideoKey.get(storageKey);
}

/**
 * Renders (or links from the render cache) the video, subtitles and poster of the interview whose
 * video asset is `videoAssetId`, then records their sizes and hashes and clears `pending`, so the
 * pages offer the video. Idempotent: a video no longer pending, or gone, is left alone.
 */
export async function prepareDemoInterview(videoAssetId: number): Promise<void> {
  const [row] = await db()
    .select({ interview: interviews, video: mediaAssets })
    .from(interviews)
    .innerJoin(mediaAssets, eq(mediaAssets.id, interviews.videoAssetId))
    .where(eq(interviews.videoAssetId, videoAssetId));
  if (!row?.video.pending) return;
  const demo = demoInterviewAt(row.video.storageKey);
  if (!demo) {
    // Only the demo's interviews are synthesised; any other pending video waits for its own upload.
    logger.warn({ videoAssetId }, "a pending video that is not a demo interview was left alone");
    return;
  }
  const folder = path.posix.dirname(row.video.storageKey);
  const staging = await objectStore().stage(folder);
  try {
    await renderInterviewCached(renderInput(demo.study, demo.interview), staging.dir, {
      cacheDir: defaultMediaCacheDir(),
    });
    await staging.publish();
    await markPrepared(row.interview, folder, staging.dir);
  } finally {
    await staging.discard();
  }
}

/** Records the rendered files' sizes and hashes (read from `local`, the folder they were made in). */
async function markPrepared(interview: typeof interviews.$inferSelect, folder: string, local: string): Promise<void> {
  // The render made the poster too (a frame a third of the way in): no second ffmpeg run for it.
  if (!interview.thumbnailAssetId) {
    const { size } = await fs.stat(path.join(local, "thumbnail.jpg"));
    await linkInterviewThumbnail(interview, `${folder}/thumbnail.jpg`, size);
  }
  const ids = [interview.videoAssetId, interview.subtitlesEnAssetId, interview.subtitlesOriginalAssetId];
  const assets = await db()
    .select()
    .from(mediaAssets)
    .where(
      inArray(
        mediaAssets.id,
        ids.filter((id): id is number => id !== null),
      ),
    );
  const files = await Promise.all(
    assets.map(async (asset) => {
      const file: StoredFile = { ...asset, size: null, contentHash: null };
      await measure(path.join(local, path.posix.basename(asset.storageKey)), file);
      return { id: asset.id, file };
    }),
  );
  // The video and its tracks become ready together.
  await db().transaction(async (tx) => {
    for (const { id, file } of files) {
      await tx
        .update(mediaAssets)
        .set({ size: file.size, contentHash: file.contentHash, pending: false })
        .where(eq(mediaAssets.id, id));
    }
  });
}
