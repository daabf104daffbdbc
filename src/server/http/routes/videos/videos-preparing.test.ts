import { asc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Showreel } from "@/lib/schemas/showreel";
import type { Video, VideoPage } from "@/lib/schemas/video";
import { db } from "@/server/db/client";
import { interviews, mediaAssets, quotes } from "@/server/db/schema";
import { app } from "@/server/http/app";
import { createShowreel } from "@/server/services/showreels/showreel-writes";
import { authHeaders, contextOf } from "@tests/fixtures/contexts";

/*
 * Just after a first start the demo's interview videos are still being rendered (their rows are
 * pending): the API offers no address that would 404, and says how far the client's videos are.
 */

async function get<T>(path: string) {
  const response = await app.request(`/api${path}`, { headers: await authHeaders("admin@demo.test") });
  return { status: response.status, body: (await response.json()) as { data: T } };
}

let clientId: number;
let studyId: number;
let pendingVideo: typeof interviews.$inferSelect;
let readyVideo: typeof interviews.$inferSelect;
let total: number;

beforeAll(async () => {
  const admin = await contextOf("admin@demo.test");
  clientId = admin.clientId;
  const [quote] = await db().select().from(quotes).where(eq(quotes.clientId, clientId)).limit(1);
  studyId = quote!.studyId;
  const ofStudy = await db()
    .select()
    .from(interviews)
    .where(eq(interviews.studyId, studyId))
    .orderBy(asc(interviews.id));
  pendingVideo = ofStudy.find((i) => i.id === quote!.interviewId)!;
  readyVideo = ofStudy.find((i) => i.id !== pendingVideo.id)!;
  // Every video of the client is pending but one: as a first start finds them a few seconds in.
  const ofClient = await db().select().from(interviews).where(eq(interviews.clientId, clientId));
  total = ofClient.length;
  const pendingIds = ofClient
    .filter((i) => i.id !== readyVideo.id)
    .flatMap((i) => [i.videoAssetId!, i.subtitlesEnAssetId!, i.subtitlesOriginalAssetId!]);
  await db().update(mediaAssets).set({ pending: true }).where(inArray(mediaAssets.id, pendingIds));
});

describe("a video still being made", () => {
  it("has no media addresses, and says how many of the client's videos are ready", async () => {
    const { status, body } = await get<Video>(`/videos/${pendingVideo.id}`);
    expect(status).toBe(200);
    expect(body.data.video).toEqual({
      combined_url: null,
      face_url: null,
      download_url: null,
      subtitles: { en: null, original: null },
      preparing: { ready: 1, total },
    });
  });

  it("is listed with its study's other videos, the ready one playable", async () => {
    const { body } = await get<VideoPage["data"]>(`/studies/${studyId}/participant_videos?per_page=100`);
    const pending = body.data.find((v) => v.id === pendingVideo.id)!;
    const ready = body.data.find((v) => v.id === readyVideo.id)!;
    expect(pending.video).toMatchObject({ combined_url: null, preparing: { ready: 1, total } });
    expect(ready.video.combined_url).toMatch(/^\/api\/v1\/media\/serve\/\d+\.mp4\?/);
    expect(ready.video.preparing).toBeNull();
  });

  it("counts only the client's own videos, not another tenant's", async () => {
    const { rows } = await db().$client.query<{ n: number }>("select count(*)::int as n from interviews");
    expect(rows[0]!.n).toBeGreaterThan(total);
    const { body } = await get<Video>(`/videos/${pendingVideo.id}`);
    expect(body.data.video.preparing?.total).toBe(total);
  });

  it("makes a showreel of its clips wait for it (not ERROR), and the reel says how far the videos are", async () => {
    const admin = await contextOf("admin@demo.test");
    const [clip] = await db().select().from(quotes).where(eq(quotes.interviewId, pendingVideo.id)).limit(1);
    const reel = await createShowreel(db(), admin, {
      study_id: studyId,
      title: "Waiting",
      description: "",
      quotes: [clip!.id],
    });
    const { body } = await get<Showreel>(`/v3/showreels/${reel.id}`);
    expect(body.data.status).not.toBe("ERROR");
    expect(body.data.combined_url).toBeNull();
    expect(body.data.preparing).toEqual({ ready: 1, total });
  });
});
