import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq, inArray, isNotNull } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { interviews, mediaAssets } from "@/server/db/schema";
import { setEnv } from "@/server/env";
import { probe } from "@/server/media/ffmpeg";
import { videosPreparing } from "@/server/services/videos/preparing";
import { storagePath } from "@/server/storage/local-files";
import { stopBoss } from "./boss";
import { startWorker } from "./worker";

afterAll(() => stopBoss(1_000));

// The shared render cache (as the e2e server uses): after a machine's first run, renders are links.
setEnv({ MEDIA_CACHE_DIR: path.resolve("data/cache/media") });

/** Marks every interview's video and tracks pending, without posters: the rows a media seed writes. */
async function asAfterAMediaSeed() {
  const all = await db().select().from(interviews);
  const ids = all.flatMap((i) => [i.videoAssetId!, i.subtitlesEnAssetId!, i.subtitlesOriginalAssetId!]);
  await db()
    .update(mediaAssets)
    .set({ pending: true, size: null, contentHash: null })
    .where(inArray(mediaAssets.id, ids));
  await db().update(interviews).set({ thumbnailAssetId: null });
  return all.length;
}

describe("the interview render queue", () => {
  it(
    "renders every pending demo interview through the worker: files, sizes, hashes, posters",
    { timeout: 600_000 },
    async () => {
      const total = await asAfterAMediaSeed();
      expect(total).toBe(48);
      expect(await videosPreparing(db())).toEqual({ ready: 0, total });

      await startWorker();
      let preparing = await videosPreparing(db());
      for (let waited = 0; preparing && waited < 590_000; waited += 500) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        preparing = await videosPreparing(db());
      }
      expect(preparing).toBeNull();

      const rows = await db().select().from(interviews);
      expect(rows.every((i) => i.thumbnailAssetId !== null)).toBe(true);
      const ids = rows.flatMap((i) => [
        i.videoAssetId!,
        i.subtitlesEnAssetId!,
        i.subtitlesOriginalAssetId!,
        i.thumbnailAssetId!,
      ]);
      const assets = await db().select().from(mediaAssets).where(inArray(mediaAssets.id, ids));
      expect(assets).toHaveLength(ids.length);
      for (const asset of assets) {
        expect(asset.pending).toBe(false);
        const bytes = await readFile(storagePath(asset.storageKey));
        expect(asset.size).toBe(bytes.length);
        if (asset.kind !== "IMAGE") expect(asset.contentHash).toBe(createHash("sha256").update(bytes).digest("hex"));
      }
      // One video in full: a playable H.264 file as long as its interview.
      const [first] = await db()
        .select({ interview: interviews, video: mediaAssets })
        .from(interviews)
        .innerJoin(mediaAssets, eq(mediaAssets.id, interviews.videoAssetId))
        .where(isNotNull(interviews.thumbnailAssetId))
        .limit(1);
      const info = await probe(storagePath(first!.video.storageKey));
      expect(info.video?.codec).toBe("h264");
      expect(Math.abs(info.duration - first!.interview.durationSeconds)).toBeLessThan(0.2);
    },
  );
});
