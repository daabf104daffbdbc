import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PresignedUpload, Upload } from "@/lib/schemas/storage";
import { db } from "@/server/db/client";
import { interviews, mediaAssets, quotes, showreels, uploads } from "@/server/db/schema";
import { app } from "@/server/http/app";
import { probe } from "@/server/media/ffmpeg";
import { signedMediaUrl } from "@/server/media/media-urls";
import { renderInterview } from "@/server/media/render-interview";
import { pruneAbandonedUploads } from "@/server/jobs/prune-uploads";
import { renderShowreelRevision } from "@/server/jobs/showreel-render";
import { createShowreel } from "@/server/services/showreels/showreel-writes";
import { authHeaders, contextOf } from "@tests/fixtures/contexts";
import { S3_TEST_KEYS, startTestS3, type TestS3 } from "@tests/fixtures/s3-server";
import { sampleInterview } from "@tests/fixtures/sample-interview";
import { PNG, presign } from "@tests/fixtures/uploads";
import { s3Store } from "./s3-store";
import { completionPath } from "./upload-signature";
import { objectStore, useObjectStore } from "./store";

let s3: TestS3;
const settings = (endpoint: string) => ({
  bucket: s3.bucket,
  prefix: "portal/",
  endpoint,
  region: "us-east-1",
  ...S3_TEST_KEYS,
  forcePathStyle: true,
  workDir: path.join(os.tmpdir(), `portal-s3-node-${process.pid}`),
});

beforeAll(async () => {
  s3 = await startTestS3();
  useObjectStore(s3Store(settings(s3.endpoint)));
});

afterAll(async () => {
  useObjectStore(undefined);
  await s3.stop();
});

async function presigned(size: number): Promise<PresignedUpload> {
  const response = await presign({
    upload_type: "profile_image",
    file_name: "me.png",
    content_type: "image/png",
    size,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: PresignedUpload }).data;
}

/** The browser's PUT straight to the bucket. */
const putToBucket = (url: string, bytes: Buffer) =>
  fetch(url, { method: "PUT", headers: { "Content-Type": "image/png" }, body: new Uint8Array(bytes) });

const complete = (data: PresignedUpload) => app.request(data.complete_url!, { method: "POST" });

const statusOf = async (id: number) =>
  (await db().select({ status: uploads.status }).from(uploads).where(eq(uploads.id, id)))[0]!.status;

const storageKeyOf = async (id: number) =>
  (await db().select({ key: uploads.storageKey }).from(uploads).where(eq(uploads.id, id)))[0]!.key;

describe("the portal on S3-compatible storage", () => {
  it("takes an upload sent straight to the bucket, checks it, then serves it", async () => {
    const data = await presigned(PNG.length);
    expect(data.url).toContain(`${s3.endpoint}/${s3.bucket}/portal/uploads/profile_image/`);
    expect(data.complete_url).toMatch(/^\/api\/storage\/upload\/\d+\/complete\?expires=\d+&signature=/);

    expect((await putToBucket(data.url, PNG)).status).toBe(200);
    const completed = await complete(data);
    expect(completed.status).toBe(200);
    const { data: upload } = (await completed.json()) as { data: Upload };
    expect(upload.status).toBe("COMPLETED");
    const served = await app.request(upload.file_url!);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    expect((await complete(data)).status).toBe(409);
  });

  it("removes a file that is not what it declared, and never serves it", async () => {
    const script = Buffer.from("<script>alert(1)</script>");
    const data = await presigned(script.length);
    await putToBucket(data.url, script);
    const response = await complete(data);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: { file: ["The file is not a valid image/png file."] } });
    expect(await statusOf(data.id)).toBe("REJECTED");
    expect(await objectStore().stat(await storageKeyOf(data.id))).toBeNull();
  });

  it("refuses a file of another size and keeps the upload open for the right one", async () => {
    const data = await presigned(PNG.length);
    const early = await complete(data);
    expect(early.status).toBe(422);
    expect(await early.json()).toMatchObject({
      errors: { file: ["The file has not arrived. Send it to the upload address first."] },
    });

    await putToBucket(data.url, Buffer.concat([PNG, Buffer.alloc(10)]));
    const longer = await complete(data);
    expect(longer.status).toBe(413);
    expect(await objectStore().stat(await storageKeyOf(data.id))).toBeNull();
    expect(await statusOf(data.id)).toBe("PENDING");

    await putToBucket(data.url, PNG);
    expect((await complete(data)).status).toBe(200);
  });

  it("refuses a forged completion address (403) and an unknown upload (404)", async () => {
    const data = await presigned(PNG.length);
    await putToBucket(data.url, PNG);
    const forged = data.complete_url!.replace(
      /signature=(.)/,
      (_m, ch: string) => `signature=${ch === "A" ? "B" : "A"}`,
    );
    expect((await app.request(forged, { method: "POST" })).status).toBe(403);
    expect((await app.request(data.complete_url!.replace("expires=", "expires=1"), { method: "POST" })).status).toBe(
      403,
    );
    expect(await statusOf(data.id)).toBe("PENDING");
    // An authentic address of an upload that does not exist.
    const expires = Math.floor(Date.now() / 1000) + 60;
    expect((await app.request(completionPath(999_999_999, expires), { method: "POST" })).status).toBe(404);
  });

  it("answers 503 with Retry-After while storage does not answer, and completes once it is back", async () => {
    const data = await presigned(PNG.length);
    await putToBucket(data.url, PNG);
    useObjectStore(s3Store(settings("http://127.0.0.1:9")));
    try {
      const refused = await complete(data);
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({
        message: "File storage is briefly unavailable. Please try again in a minute.",
      });
      // Pages that only read the database keep working.
      expect((await app.request("/api/user/clients", { headers: await authHeaders("admin@demo.test") })).status).toBe(
        200,
      );
    } finally {
      useObjectStore(s3Store(settings(s3.endpoint)));
    }
    expect(await statusOf(data.id)).toBe("PENDING");
    expect((await complete(data)).status).toBe(200);
  });

  it("removes the unchecked bytes of an upload abandoned after its address expired", async () => {
    const abandoned = await presigned(PNG.length);
    await putToBucket(abandoned.url, PNG);
    const fresh = await presigned(PNG.length);
    await putToBucket(fresh.url, PNG);
    await db()
      .update(uploads)
      .set({ expiresAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(uploads.id, abandoned.id));

    expect(await pruneAbandonedUploads(db())).toBe(1);
    expect(await statusOf(abandoned.id)).toBe("REJECTED");
    expect(await objectStore().stat(await storageKeyOf(abandoned.id))).toBeNull();
    expect(await statusOf(fresh.id)).toBe("PENDING");
    expect((await complete(fresh)).status).toBe(200);
  });

  it(
    "renders a showreel from interview media in the bucket into the bucket, and serves any range of it",
    {
      timeout: 120_000,
    },
    async () => {
      const admin = await contextOf("admin@demo.test");
      const [first] = await db()
        .select({ quote: quotes, interview: interviews })
        .from(quotes)
        .innerJoin(interviews, eq(interviews.id, quotes.interviewId))
        .where(eq(quotes.clientId, admin.clientId))
        .orderBy(asc(quotes.id))
        .limit(1);
      const { quote, interview } = first!;
      const local = await renderInterview(
        sampleInterview("s3-reel", 8),
        path.join(os.tmpdir(), `s3-reel-${process.pid}`),
      );
      const key = `interviews/s3-test/${interview.id}/video.mp4`;
      await objectStore().moveIn(key, local.files.video, "video/mp4");
      await db()
        .update(mediaAssets)
        .set({ storageKey: key, contentHash: "s3-reel" })
        .where(eq(mediaAssets.id, interview.videoAssetId!));
      await db().update(quotes).set({ start: 1, end: 5 }).where(eq(quotes.id, quote.id));

      const created = await createShowreel(db(), admin, {
        study_id: quote.studyId,
        title: "From the bucket",
        description: "",
        quotes: [quote.id],
      });
      await renderShowreelRevision(created.id, 1);
      const [reel] = await db().select().from(showreels).where(eq(showreels.id, created.id));
      expect(reel).toMatchObject({ status: "READY", error: null });
      const [video] = await db().select().from(mediaAssets).where(eq(mediaAssets.id, reel!.videoAssetId!));
      expect(video!.storageKey).toBe(`showreels/${created.id}/r1/reel.mp4`);
      const stored = await objectStore().stat(video!.storageKey);
      expect(stored!.size).toBe(video!.size);
      expect((await probe(await objectStore().localFile(video!.storageKey))).duration).toBeCloseTo(4, 0);

      const url = signedMediaUrl(video!.id, "mp4", { revision: 1 });
      const ranged = await app.request(url, { headers: { range: "bytes=100-199" } });
      expect(ranged.status).toBe(206);
      expect(ranged.headers.get("content-range")).toBe(`bytes 100-199/${stored!.size}`);
      const bytes = Buffer.from(await ranged.arrayBuffer());
      expect(bytes).toEqual((await objectStore().readBytes(video!.storageKey)).subarray(100, 200));
      const again = await app.request(url, { headers: { "if-none-match": ranged.headers.get("etag")! } });
      expect(again.status).toBe(304);
    },
  );
});
