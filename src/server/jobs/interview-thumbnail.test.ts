import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq, ne } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { interviews, mediaAssets } from "@/server/db/schema";
import { env } from "@/server/env";
import { renderInterview } from "@/server/media/render-interview";
import { sampleInterview } from "@tests/fixtures/sample-interview";
import { storagePath } from "@/server/storage/local-files";
import { stopBoss } from "./boss";
import { enqueueMissingThumbnails } from "./interview-thumbnail";
import { startWorker } from "./worker";

afterAll(() => stopBoss(1_000));

/** Gives one seeded interview a real rendered video in this test's data folder. */
async function interviewWithRealVideo() {
  const [interview] = await db().select().from(interviews).limit(1);
  const [video] = await db().select().from(mediaAssets).where(eq(mediaAssets.id, interview!.videoAssetId!));
  const folder = path.dirname(storagePath(video!.storageKey));
  const rendered = await renderInterview(sampleInterview("thumbnail-job", 6), folder);
  await db()
    .update(mediaAssets)
    .set({ storageKey: path.relative(env().dataDir, rendered.files.video), durationSeconds: rendered.duration })
    .where(eq(mediaAssets.id, video!.id));
  return interview!;
}

describe("the interview thumbnail job", () => {
  it("is queued by a starting worker (npm start or npm run worker) for videos without a poster, and links a real JPEG", async () => {
    const interview = await interviewWithRealVideo();
    // The test template has no rendered files: only this interview keeps a video to work on.
    await db().update(interviews).set({ videoAssetId: null }).where(ne(interviews.id, interview.id));
    await startWorker();

    let thumbnailAssetId: number | null = null;
    for (let waited = 0; waited < 20_000 && !thumbnailAssetId; waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      [{ thumbnailAssetId }] = (await db()
        .select({ thumbnailAssetId: interviews.thumbnailAssetId })
        .from(interviews)
        .where(eq(interviews.id, interview.id))) as [{ thumbnailAssetId: number | null }];
    }
    expect(thumbnailAssetId).not.toBeNull();
    const [asset] = await db().select().from(mediaAssets).where(eq(mediaAssets.id, thumbnailAssetId!));
    expect(asset).toMatchObject({ kind: "IMAGE", mimeType: "image/jpeg", width: 320, clientId: interview.clientId });
    const bytes = await readFile(storagePath(asset!.storageKey));
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(asset!.size).toBe(bytes.length);
  });

  it("queues each interview once, however often it is asked", async () => {
    const first = await enqueueMissingThumbnails();
    const second = await enqueueMissingThumbnails();
    expect(second).toBe(first);
    const { rows } = await db().$client.query<{ n: number }>(
      "select count(distinct singleton_key)::int as n from pgboss.job where name = 'media.interview-thumbnail' and state in ('created','retry','active')",
    );
    const { rows: total } = await db().$client.query<{ n: number }>(
      "select count(*)::int as n from pgboss.job where name = 'media.interview-thumbnail' and state in ('created','retry','active')",
    );
    expect(total[0]!.n).toBe(rows[0]!.n);
  });
});
