import fs from "node:fs/promises";
import path from "node:path";
import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { participantLabel } from "@/lib/media-time";
import { messages } from "@/lib/messages";
import { db } from "@/server/db/client";
import { analyticsEvents, interviews, mediaAssets, participants, studies } from "@/server/db/schema";
import { app } from "@/server/http/app";
import { stopBoss } from "@/server/jobs/boss";
import { publicShowreelResponse } from "@/server/public-showreel/respond";
import { withClientAddress } from "@/server/security/client-address";
import { flushViews } from "@/server/services/sharing/view-beacons";
import { storagePath } from "@/server/storage/local-files";
import { contextOf } from "@tests/fixtures/contexts";
import { call, outsideViewerProjects } from "@tests/fixtures/showreel-requests";

// Named share links of a single participant video: the same controls and public page as a
// showreel's, answering only while the video is published.

afterAll(() => stopBoss(1_000));

const admin = "admin@demo.test";
let video: { id: number; studyId: number; subtitlesEnAssetId: number; participant: string; study: string };
let unpublishedId: number;

const page = (id: string, cookie?: string) =>
  publicShowreelResponse(id, `/public/showreels/v3/${id}`, false, cookie ?? null);

async function createLink(body: Record<string, unknown>, videoId = video.id) {
  const answer = await call(admin, "POST", `/v1/videos/${videoId}/share_links`, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: string; path: string; video_id: number; showreel_id: number | null };
}

const bodyOf = (method: string) => (method === "GET" ? undefined : { name: "x" });
const publish = (id: number, published: boolean) => call(admin, "PUT", `/videos/${id}/publish`, { published });

/** The address of the page's first subtitle track (signed for the link), fetched as a browser would. */
const trackOf = (html: string) => /<track [^>]*src="([^"]+)"/.exec(html)![1]!.replaceAll("&amp;", "&");
const fetchMedia = (address: string) => app.fetch(new Request(new URL(address, "http://portal.test")));

beforeAll(async () => {
  const context = await contextOf(admin);
  const [row] = await db()
    .select({
      id: interviews.id,
      studyId: interviews.studyId,
      subtitlesEnAssetId: interviews.subtitlesEnAssetId,
      participant: { name: participants.name, age: participants.age, country: participants.country },
      study: studies.title,
    })
    .from(interviews)
    .innerJoin(studies, eq(studies.id, interviews.studyId))
    .innerJoin(participants, eq(participants.id, interviews.participantId))
    .where(
      and(
        eq(interviews.clientId, context.clientId),
        eq(interviews.published, true),
        isNotNull(interviews.subtitlesEnAssetId),
      ),
    )
    .limit(1);
  video = { ...row!, participant: participantLabel(row!.participant), subtitlesEnAssetId: row!.subtitlesEnAssetId! };
  const [unpublished] = await db()
    .select({ id: interviews.id })
    .from(interviews)
    .where(and(eq(interviews.clientId, context.clientId), eq(interviews.published, false)))
    .limit(1);
  unpublishedId = unpublished!.id;
  // The English subtitles' file, so the public page's track can be fetched.
  const [asset] = await db().select().from(mediaAssets).where(eq(mediaAssets.id, video.subtitlesEnAssetId));
  await fs.mkdir(path.dirname(storagePath(asset!.storageKey)), { recursive: true });
  await fs.writeFile(storagePath(asset!.storageKey), "WEBVTT\n\n00:00.000 --> 00:02.000\nIt was easy to find.\n");
});

describe("share links of a participant video", () => {
  it("answers 401 signed out, 403 without publish_videos, 404 for other tenants' and hidden videos, 422 for bad input", async () => {
    for (const method of ["GET", "POST"])
      expect((await call(null, method, `/v1/videos/${video.id}/share_links`, bodyOf(method))).status).toBe(401);

    const notYet = await call(admin, "POST", `/v1/videos/${unpublishedId}/share_links`, { name: "Board" });
    expect(notYet.status).toBe(422);
    expect(notYet.body.errors.video_id).toEqual([messages.videoShareLinkNeedsPublished]);
    const bad = await call(admin, "POST", `/v1/videos/${video.id}/share_links`, { name: "", expires_at: "soon" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["expires_at", "name"]);
    expect((await call(admin, "GET", "/v1/videos/not-a-number/share_links")).status).toBe(422);

    // A researcher sees the video and its links but may not share it.
    expect((await call("researcher@demo.test", "GET", `/v1/videos/${video.id}/share_links`)).status).toBe(200);
    expect(
      (await call("researcher@demo.test", "POST", `/v1/videos/${video.id}/share_links`, { name: "x" })).status,
    ).toBe(403);

    const context = await contextOf(admin);
    const [foreign] = await db()
      .select({ id: interviews.id })
      .from(interviews)
      .where(and(ne(interviews.clientId, context.clientId), eq(interviews.published, true)))
      .limit(1);
    for (const method of ["GET", "POST"])
      expect((await call(admin, method, `/v1/videos/${foreign!.id}/share_links`, bodyOf(method))).status).toBe(404);
    expect((await call(admin, "GET", "/v1/videos/999999999/share_links")).status).toBe(404);

    const [hidden] = await db()
      .select({ id: interviews.id })
      .from(interviews)
      .innerJoin(studies, eq(studies.id, interviews.studyId))
      .where(await outsideViewerProjects())
      .limit(1);
    expect((await call("viewer@demo.test", "GET", `/v1/videos/${hidden!.id}/share_links`)).status).toBe(404);
  });

  it("opens the public page with the participant, the study and both subtitle tracks, until the video is unpublished", async () => {
    const link = await createLink({ name: "Agency", allow_download: true });
    expect(link).toMatchObject({ video_id: video.id, showreel_id: null, path: `/public/showreels/v3/${link.id}` });

    const open = await page(link.id);
    expect(open.status).toBe(200);
    expect(open.html).toContain('<p class="kicker">Participant video</p>');
    expect(open.html).toContain(`<h1>${video.participant}</h1>`);
    expect(open.html).toContain(`From the study “${video.study}”.`);
    expect(open.html).toContain('srclang="en"');
    expect(open.html).toContain("Download the video");
    const track = await fetchMedia(trackOf(open.html));
    expect(track.status).toBe(200);
    expect(await track.text()).toContain("It was easy to find.");

    // Unpublishing the video closes its links and their media at once; publishing again reopens them.
    expect((await publish(video.id, false)).status).toBe(200);
    expect((await page(link.id)).status).toBe(404);
    expect((await fetchMedia(trackOf(open.html))).status).toBe(404);
    expect((await publish(video.id, true)).status).toBe(200);
    expect((await page(link.id)).status).toBe(200);

    const list = await call(admin, "GET", `/v1/videos/${video.id}/share_links`);
    expect(list.body.data.map((l: { name: string }) => l.name)).toContain("Agency");
  });

  it("asks for a password, ends with revoking, and logs views with events of the video", async () => {
    const board = await createLink({ name: "Board", password: "board-only-2030" });
    const locked = await page(board.id);
    expect(locked.status).toBe(401);
    expect(locked.html).not.toContain(video.participant);

    const open = await createLink({ name: "Team" });
    const request = new Request(`http://localhost/api/v1/public/share_links/${open.id}/views`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": "Firefox" },
      body: new URLSearchParams({ view: "view-key-00000001", played: "5" }),
    });
    expect((await app.fetch(withClientAddress(request, "198.51.100.30"))).status).toBe(204);
    await flushViews(db());
    const [team] = (await call(admin, "GET", `/v1/videos/${video.id}/share_links`)).body.data.filter(
      (l: { id: string }) => l.id === open.id,
    );
    expect(team.stats.views).toBe(1);

    expect((await call(admin, "POST", `/v1/share_links/${board.id}/revoke`)).status).toBe(200);
    expect((await page(board.id)).status).toBe(404);
    expect((await page(open.id)).status).toBe(200);

    const events = await db()
      .select({ name: analyticsEvents.name })
      .from(analyticsEvents)
      .where(sql`${analyticsEvents.properties}->>'video_id' = ${String(video.id)}`);
    const names = events.map((e) => e.name);
    for (const name of ["share_link_created", "share_link_password_set", "share_link_viewed", "share_link_revoked"])
      expect(names, name).toContain(name);
  });
});
