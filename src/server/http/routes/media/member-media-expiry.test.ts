import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MEMBER_MEDIA_URL_TTL_SECONDS } from "@/lib/constants";
import { db } from "@/server/db/client";
import { interviews, mediaAssets } from "@/server/db/schema";
import { app } from "@/server/http/app";
import { storagePath } from "@/server/storage/local-files";
import { call } from "@tests/fixtures/api-call";
import { contextOf, userByEmail } from "@tests/fixtures/contexts";

afterEach(() => vi.useRealTimers());

const expiresOf = (url: string) => Number(new URL(url, "http://portal").searchParams.get("expires"));

describe("a member's media addresses after they lose access", () => {
  it("stop working within 15 minutes of the removal", async () => {
    const researcher = await contextOf("researcher@demo.test");
    const [interview] = await db()
      .select({ id: interviews.id })
      .from(interviews)
      .where(eq(interviews.clientId, researcher.clientId))
      .limit(1);
    // A real file behind the interview's video, so the serve route can answer 200 at all.
    const storageKey = "media/test/member-expiry.mp4";
    await fs.mkdir(path.dirname(storagePath(storageKey)), { recursive: true });
    await fs.writeFile(storagePath(storageKey), Buffer.alloc(64, 1));
    const [asset] = await db()
      .insert(mediaAssets)
      .values({ clientId: researcher.clientId, kind: "VIDEO", storageKey, mimeType: "video/mp4", size: 64 })
      .returning({ id: mediaAssets.id });
    await db().update(interviews).set({ videoAssetId: asset!.id }).where(eq(interviews.id, interview!.id));

    vi.useFakeTimers({ toFake: ["Date"] });
    const { body } = await call("researcher@demo.test", "GET", `/api/videos/${interview!.id}`);
    const held: string = body.data.video.combined_url;
    expect(expiresOf(held)).toBeLessThanOrEqual(Date.now() / 1000 + MEMBER_MEDIA_URL_TTL_SECONDS);
    expect((await app.request(held)).status).toBe(200);

    const removed = await call(
      "admin@demo.test",
      "DELETE",
      `/api/user/${(await userByEmail("researcher@demo.test")).id}`,
    );
    expect(removed.status).toBeLessThan(300);
    expect((await call("researcher@demo.test", "GET", `/api/videos/${interview!.id}`)).status).toBeGreaterThanOrEqual(
      400,
    );

    vi.setSystemTime(Date.now() + MEMBER_MEDIA_URL_TTL_SECONDS * 1000 + 1000);
    expect((await app.request(held)).status).toBe(404);
  });
});
