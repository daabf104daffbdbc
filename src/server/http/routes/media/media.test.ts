import fs from "node:fs/promises";
import path from "node:path";
import { and, eq, isNotNull, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/server/db/client";
import { interviews, mediaAssets, publishedShowreels, showreels, studies } from "@/server/db/schema";
import { app } from "@/server/http/app";
import { renderInterview } from "@/server/media/render-interview";
import { sampleInterview } from "@tests/fixtures/sample-interview";
import { type MediaExtension, type MediaParams, signedMediaUrl } from "@/server/media/media-urls";
import { storagePath } from "@/server/storage/local-files";
import { contextOf } from "@tests/fixtures/contexts";

// 1000 bytes whose values tell every offset apart: a wrong slice cannot pass by accident.
const BYTES = Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 7 + (i >> 8)) % 256));

let clientId: number;
let studyId: number;
let videoId: number;
let subtitlesId: number;
let imageId: number;

async function storeAsset(kind: "VIDEO" | "SUBTITLES" | "IMAGE", name: string, bytes: Buffer, owner = clientId) {
  const storageKey = `media/test/${name}`;
  await fs.mkdir(path.dirname(storagePath(storageKey)), { recursive: true });
  await fs.writeFile(storagePath(storageKey), bytes);
  const mimeType = { VIDEO: "video/mp4", SUBTITLES: "text/vtt", IMAGE: "image/jpeg" }[kind];
  const [row] = await db()
    .insert(mediaAssets)
    .values({ clientId: owner, kind, storageKey, mimeType, size: bytes.length })
    .returning({ id: mediaAssets.id });
  return row!.id;
}

const get = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  app.request(url, { method, headers });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
const url = (id: number, ext: MediaExtension = "mp4", params: MediaParams = {}) => signedMediaUrl(id, ext, params);

beforeAll(async () => {
  const admin = await contextOf("admin@demo.test");
  clientId = admin.clientId;
  const [study] = await db().select().from(studies).where(eq(studies.clientId, clientId)).limit(1);
  studyId = study!.id;
  videoId = await storeAsset("VIDEO", "clip.mp4", BYTES);
  subtitlesId = await storeAsset("SUBTITLES", "clip.vtt", Buffer.from("WEBVTT\n\n00:00.000 --> 00:01.000\nHej\n"));
  imageId = await storeAsset("IMAGE", "poster.jpg", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
});

describe("GET /api/v1/media/serve/{id}.{ext}", () => {
  it("answers the whole file with its type, length, validators and a private cache until expiry", async () => {
    const response = await get(url(videoId, "mp4", { revision: 1, angle: "combined" }));
    expect(response.status).toBe(200);
    expect(await bytesOf(response)).toEqual(BYTES);
    expect(response.headers.get("content-type")).toBe("video/mp4");
    expect(response.headers.get("content-length")).toBe("1000");
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-z-]+"$/);
    expect(response.headers.get("content-disposition")).toBeNull();
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(response.headers.get("cache-control") ?? "")?.[1]);
    // A member's address lives at most 15 minutes (MEMBER_MEDIA_URL_TTL_SECONDS).
    expect(maxAge).toBeGreaterThan(9 * 60);
    expect(maxAge).toBeLessThanOrEqual(15 * 60);

    const vtt = await get(url(subtitlesId, "vtt", { lang: "en", revision: 1 }));
    expect(vtt.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    expect(await vtt.text()).toContain("Hej");
    const jpg = await get(url(imageId, "jpg"));
    expect(jpg.headers.get("content-type")).toBe("image/jpeg");
    expect((await bytesOf(jpg))[0]).toBe(0xff);
  });

  it("answers single byte ranges with 206 and exactly those bytes", async () => {
    const cases: [string, number, number][] = [
      ["bytes=0-99", 0, 99],
      ["bytes=100-100", 100, 100],
      ["bytes=990-", 990, 999],
      ["bytes=-10", 990, 999],
      ["bytes=900-5000", 900, 999],
      ["bytes=-5000", 0, 999],
    ];
    for (const [range, start, end] of cases) {
      const response = await get(url(videoId), { range });
      expect(response.status, range).toBe(206);
      expect(response.headers.get("content-range"), range).toBe(`bytes ${start}-${end}/1000`);
      expect(response.headers.get("content-length"), range).toBe(String(end - start + 1));
      expect(await bytesOf(response), range).toEqual(BYTES.subarray(start, end + 1));
    }
  });

  it("answers 416 with the size for a range outside the file", async () => {
    for (const range of ["bytes=1000-", "bytes=5000-6000", "bytes=-0"]) {
      const response = await get(url(videoId), { range });
      expect(response.status, range).toBe(416);
      expect(response.headers.get("content-range"), range).toBe("bytes */1000");
      expect((await bytesOf(response)).length).toBe(0);
    }
  });

  it("answers the whole file for several or malformed ranges", async () => {
    for (const range of ["bytes=0-1,5-9", "bytes=9-2", "bytes=x-y", "lines=1-2", "bytes=-"]) {
      const response = await get(url(videoId), { range });
      expect(response.status, range).toBe(200);
      expect(await bytesOf(response), range).toEqual(BYTES);
    }
  });

  it("honours If-Range only while the ETag still matches", async () => {
    const etag = (await get(url(videoId))).headers.get("etag")!;
    const same = await get(url(videoId), { range: "bytes=0-9", "if-range": etag });
    expect(same.status).toBe(206);
    const stale = await get(url(videoId), { range: "bytes=0-9", "if-range": '"old"' });
    expect(stale.status).toBe(200);
    expect(await bytesOf(stale)).toEqual(BYTES);
  });

  it("answers 304 without a body when If-None-Match names the current ETag", async () => {
    const etag = (await get(url(videoId))).headers.get("etag")!;
    const response = await get(url(videoId), { "if-none-match": `"other", W/${etag}` });
    expect(response.status).toBe(304);
    expect(response.headers.get("etag")).toBe(etag);
    expect((await bytesOf(response)).length).toBe(0);
    expect((await get(url(videoId), { "if-none-match": '"other"' })).status).toBe(200);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const whole = await get(url(videoId), {}, "HEAD");
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-length")).toBe("1000");
    expect((await bytesOf(whole)).length).toBe(0);
    const part = await get(url(videoId), { range: "bytes=10-19" }, "HEAD");
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 10-19/1000");
  });

  it("offers the file as an attachment for download=1", async () => {
    const response = await get(`${url(videoId)}&download=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="media-${videoId}.mp4"`);
  });

  it("answers 404 JSON for a forged, tampered, expired or missing signature", async () => {
    const good = new URL(url(videoId, "mp4", { revision: 1 }), "http://portal.test");
    const variants: string[] = [];
    const tamper = (change: (u: URL) => void) => {
      const copy = new URL(good);
      change(copy);
      variants.push(copy.pathname + copy.search);
    };
    tamper((u) => u.searchParams.set("signature", "A".repeat(43)));
    tamper((u) => u.searchParams.delete("signature"));
    tamper((u) => u.searchParams.set("revision", "2"));
    tamper((u) => u.searchParams.set("angle", "face"));
    tamper((u) => u.searchParams.set("expires", String(Number(u.searchParams.get("expires")) + 3600)));
    tamper((u) => u.searchParams.delete("expires"));
    tamper((u) => (u.pathname = u.pathname.replace(".mp4", ".vtt")));
    tamper((u) => (u.pathname = u.pathname.replace(`/${videoId}.`, `/${subtitlesId}.`)));
    tamper((u) => (u.pathname = u.pathname.replace(".mp4", ".exe")));
    // Signed two hours ago: long expired.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() - 7200_000);
    variants.push(signedMediaUrl(videoId, "mp4", {}));
    vi.useRealTimers();
    for (const variant of variants) {
      const response = await get(variant);
      expect(response.status, variant).toBe(404);
      expect(response.headers.get("content-type"), variant).toContain("application/json");
      expect(((await response.json()) as { message: string }).message).toBe("Not found.");
    }
  });

  it("answers 404 for an asset of another kind than the extension, an unknown asset or a missing file", async () => {
    expect((await get(url(subtitlesId, "mp4"))).status).toBe(404);
    expect((await get(url(videoId, "jpg"))).status).toBe(404);
    expect((await get(url(999_999_999))).status).toBe(404);
    const gone = await storeAsset("VIDEO", "gone.mp4", BYTES);
    await fs.rm(storagePath("media/test/gone.mp4"));
    expect((await get(url(gone))).status).toBe(404);
  });

  it("never serves another client's asset under this client's signature", async () => {
    const [foreign] = await db()
      .select({ id: mediaAssets.id })
      .from(mediaAssets)
      .where(and(ne(mediaAssets.clientId, clientId), eq(mediaAssets.kind, "VIDEO")))
      .limit(1);
    const mine = new URL(url(videoId), "http://portal.test");
    const forged = `/api/v1/media/serve/${foreign!.id}.mp4${mine.search}`;
    expect((await get(forged)).status).toBe(404);
  });
});

describe("media of a published showreel", () => {
  async function showreelWith(videoAssetId: number, publicId: string | null) {
    const [reel] = await db()
      .insert(showreels)
      .values({ clientId, studyId, type: "CUSTOM", title: "Reel", status: "READY", videoAssetId })
      .returning({ id: showreels.id });
    if (publicId)
      await db().insert(publishedShowreels).values({ id: publicId, showreelId: reel!.id, clientId, studyId });
    return reel!.id;
  }

  it("answers while the publication exists and names the asset, with no-cache, and 404 once unpublished", async () => {
    const reelVideo = await storeAsset("VIDEO", "reel.mp4", BYTES);
    await showreelWith(reelVideo, "pub-reel-0123456789abcdef");
    const address = url(reelVideo, "mp4", { published: "pub-reel-0123456789abcdef" });
    const live = await get(address, { range: "bytes=0-3" });
    expect(live.status).toBe(206);
    expect(live.headers.get("cache-control")).toBe("private, no-cache");

    await db().delete(publishedShowreels).where(eq(publishedShowreels.id, "pub-reel-0123456789abcdef"));
    expect((await get(address)).status).toBe(404);
  });

  it("answers 404 when the publication is of a showreel that does not use this asset", async () => {
    const other = await storeAsset("VIDEO", "other.mp4", BYTES);
    await showreelWith(videoId, "pub-other-0123456789abcdef");
    expect((await get(url(other, "mp4", { published: "pub-other-0123456789abcdef" }))).status).toBe(404);
    expect((await get(url(videoId, "mp4", { published: "no-such-publication-id" }))).status).toBe(404);
    expect((await get(url(videoId, "mp4", { published: "pub-other-0123456789abcdef" }))).status).toBe(200);
  });
});

describe("a seeded interview's video", () => {
  it("is served as a real mp4 (rendered into the seeded storage key)", async () => {
    const [row] = await db()
      .select({ asset: mediaAssets })
      .from(interviews)
      .innerJoin(mediaAssets, eq(mediaAssets.id, interviews.videoAssetId))
      .where(and(eq(interviews.clientId, clientId), isNotNull(interviews.videoAssetId)))
      .limit(1);
    const folder = path.dirname(storagePath(row!.asset.storageKey));
    const rendered = await renderInterview(sampleInterview("media-serve-test", 4), folder);
    expect(rendered.files.video).toBe(storagePath(row!.asset.storageKey));
    const size = (await fs.stat(rendered.files.video)).size;

    const whole = await get(url(row!.asset.id, "mp4", { revision: row!.asset.revision, angle: "combined" }));
    expect(whole.status).toBe(200);
    const body = await bytesOf(whole);
    expect(body.length).toBe(size);
    // An mp4 starts with its ftyp box, and the product writes the index (moov) before the media data.
    expect(body.toString("latin1", 4, 8)).toBe("ftyp");
    expect(body.indexOf("moov")).toBeLessThan(body.indexOf("mdat"));
    const tail = await get(url(row!.asset.id, "mp4", { revision: row!.asset.revision, angle: "combined" }), {
      range: "bytes=-16",
    });
    expect(await bytesOf(tail)).toEqual(body.subarray(size - 16));
  }, 120_000);
});
