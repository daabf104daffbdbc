import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { interviews, mediaAssets, quotes, showreels } from "@/server/db/schema";
import { env } from "@/server/env";
import { probe } from "@/server/media/ffmpeg";
import { INTERVIEW_FPS } from "@/server/media/interview-graph";
import { renderInterview } from "@/server/media/render-interview";
import { sampleInterview } from "@tests/fixtures/sample-interview";
import { reelCues } from "@/server/media/render-showreel";
import { reelClipSeconds } from "@/server/media/showreel-graph";
import { vttTimestamp } from "@/server/media/webvtt";
import { createShowreel, updateShowreel } from "@/server/services/showreels/showreel-writes";
import { storagePath } from "@/server/storage/local-files";
import { contextOf } from "@tests/fixtures/contexts";
import { stopBoss } from "./boss";
import { clipsToRender } from "./showreel-clips";
import { renderShowreelRevision } from "./showreel-render";
import { startWorker } from "./worker";

afterAll(() => stopBoss(1_000));

/** Gives two interviews of one study real (short) videos, and three of their quotes spans inside them. */
async function quotesWithRealVideo() {
  const admin = await contextOf("admin@demo.test");
  const rows = await db()
    .select({ quote: quotes, interview: interviews })
    .from(quotes)
    .innerJoin(interviews, eq(interviews.id, quotes.interviewId))
    .where(eq(quotes.clientId, admin.clientId))
    .orderBy(asc(quotes.studyId), asc(quotes.interviewId));
  const studyId = rows[0]!.quote.studyId;
  const sameStudy = rows.filter((r) => r.quote.studyId === studyId);
  const interviewIds = [...new Set(sameStudy.map((r) => r.interview.id))].slice(0, 2);
  for (const [i, interviewId] of interviewIds.entries()) {
    const interview = sameStudy.find((r) => r.interview.id === interviewId)!.interview;
    const folder = path.join(env().dataDir, "test-media", `reel-${i}`);
    const rendered = await renderInterview(sampleInterview(`reel-test-${i}`, 14), folder);
    await db()
      .update(mediaAssets)
      .set({ storageKey: path.relative(env().dataDir, rendered.files.video), contentHash: `reel-test-${i}` })
      .where(eq(mediaAssets.id, interview.videoAssetId!));
  }
  const ofInterview = (i: number) => sameStudy.filter((r) => r.interview.id === interviewIds[i]);
  // Two clips of one interview around one of another, so the reel crosses sources both ways.
  const picked = [ofInterview(0)[0]!, ofInterview(1)[0]!, ofInterview(0)[1]!];
  const spans = [
    [1.2, 4.9],
    [6.05, 9.5],
    [2.5, 7.3],
  ];
  const ids = picked.map((p) => p.quote.id);
  for (const [i, id] of ids.entries()) {
    await db().update(quotes).set({ start: spans[i]![0]!, end: spans[i]![1]! }).where(eq(quotes.id, id));
  }
  return { admin, studyId, quoteIds: ids };
}

async function waitForStatus(id: number, statuses: string[]) {
  for (let waited = 0; waited < 60_000; waited += 200) {
    const [row] = await db().select().from(showreels).where(eq(showreels.id, id));
    if (statuses.includes(row!.status)) return row!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`showreel ${id} never reached ${statuses.join(" or ")}`);
}

/** Names of the top-level MP4 boxes in file order. */
function topLevelBoxes(bytes: Buffer): string[] {
  const names: string[] = [];
  for (let at = 0; at + 8 <= bytes.length;) {
    let size = bytes.readUInt32BE(at);
    names.push(bytes.toString("latin1", at + 4, at + 8));
    if (size === 1) size = Number(bytes.readBigUInt64BE(at + 8));
    if (size < 8) break;
    at += size;
  }
  return names;
}

// Each test renders real reels with ffmpeg, some several times: on a 2-core machine beside the
// rest of the suite that takes more than the default wait.
describe("the showreel render job", { timeout: 120_000 }, () => {
  // Runs before any worker is started, so the render below is the only one of this reel.
  it("stores nothing for a revision that was superseded while it rendered", async () => {
    const { admin, studyId, quoteIds } = await quotesWithRealVideo();
    const created = await createShowreel(db(), admin, {
      study_id: studyId,
      title: "Superseded",
      description: "",
      quotes: quoteIds,
    });
    const assetsBefore = await db().$count(mediaAssets);
    const rendering = renderShowreelRevision(created.id, 1);
    await waitForStatus(created.id, ["PROCESSING"]);
    // A save meanwhile: revision 2 is the one that counts now.
    await db().update(showreels).set({ revision: 2, status: "CREATED" }).where(eq(showreels.id, created.id));
    await rendering;

    const [row] = await db().select().from(showreels).where(eq(showreels.id, created.id));
    expect(row).toMatchObject({ revision: 2, status: "CREATED", videoAssetId: null });
    expect(await db().$count(mediaAssets)).toBe(assetsBefore);
    expect(existsSync(storagePath(`showreels/${created.id}/r1`))).toBe(false);
  });

  it("renders a READY faststart reel whose length is the sum of its clips, with subtitles at reel time", async () => {
    const { admin, studyId, quoteIds } = await quotesWithRealVideo();
    await startWorker();
    const created = await createShowreel(db(), admin, {
      study_id: studyId,
      title: "Rendered",
      description: "",
      quotes: quoteIds,
    });
    const done = await waitForStatus(created.id, ["READY", "ERROR"]);
    expect(done.error).toBeNull();
    expect(done.status).toBe("READY");

    const clips = await clipsToRender(created.id);
    const expected = clips.reduce((sum, clip) => sum + (clip.end - clip.start), 0);
    const assets = await db()
      .select()
      .from(mediaAssets)
      .where(inArray(mediaAssets.id, [done.videoAssetId!, done.subtitlesAssetId!, done.thumbnailAssetId!]));
    const file = (id: number | null) => storagePath(assets.find((a) => a.id === id)!.storageKey);

    const probed = await probe(file(done.videoAssetId));
    expect(Math.abs(probed.duration - expected)).toBeLessThanOrEqual(0.2);
    expect(Math.abs(done.durationSeconds! - expected)).toBeLessThanOrEqual(0.2);
    // Joined from the interviews' own frames, the reel keeps their rate.
    expect(probed.video).toMatchObject({
      codec: "h264",
      width: 640,
      height: 360,
      fps: INTERVIEW_FPS,
      pixFmt: "yuv420p",
    });
    expect(probed.audio?.codec).toBe("aac");
    const boxes = topLevelBoxes(await readFile(file(done.videoAssetId)));
    expect(boxes.indexOf("moov")).toBeGreaterThanOrEqual(0);
    expect(boxes.indexOf("moov")).toBeLessThan(boxes.indexOf("mdat"));

    // A cue of the second clip starts where the first clip ends plus its offset into the second.
    const vtt = await readFile(file(done.subtitlesAssetId), "utf8");
    const cues = reelCues(clips);
    expect(cues.length).toBeGreaterThan(0);
    const second = clips[1]!;
    const firstOfSecond = second.cues.find((c) => c.end > second.start && c.start < second.end);
    if (firstOfSecond) {
      const at = reelClipSeconds(clips[0]!) + Math.max(0, firstOfSecond.start - second.start);
      expect(vtt).toContain(`${vttTimestamp(at)} --> `);
    }
    for (const cue of cues) expect(vtt).toContain(`${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}`);
    expect(cues.every((c) => c.end <= expected + 0.05)).toBe(true);
    // The other caption language is a track too, at the same times, in the participants' own words.
    const [other] = await db().select().from(mediaAssets).where(eq(mediaAssets.id, done.otherSubtitlesAssetId!));
    expect(other).toMatchObject({ kind: "SUBTITLES", lang: "mul", revision: 1 });
    const originalVtt = await readFile(storagePath(other!.storageKey), "utf8");
    const originalCues = reelCues(await clipsToRender(created.id, "original"));
    expect(originalCues.map((c) => [c.start, c.end])).toEqual(cues.map((c) => [c.start, c.end]));
    for (const cue of originalCues) expect(originalVtt).toContain(cue.text);
    const poster = await readFile(file(done.thumbnailAssetId));
    expect(poster.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    // A reorder renders a new revision and retires the old revision's files.
    const reordered = await updateShowreel(db(), admin, created.id, { quotes: [...quoteIds].reverse() });
    expect(reordered.revision).toBe(2);
    const again = await waitForStatus(created.id, ["READY", "ERROR"]);
    expect(again.revision).toBe(2);
    expect(again.videoAssetId).not.toBe(done.videoAssetId);
    expect(await db().select().from(mediaAssets).where(eq(mediaAssets.id, done.videoAssetId!))).toEqual([]);

    // Captions burned in: a new revision with no subtitle track (the words are in the picture,
    // never drawn twice), encoded whole, and the track of the revision before it is gone.
    const burned = await updateShowreel(db(), admin, created.id, { captions: "BURNED" });
    expect(burned.revision).toBe(3);
    const withCaptions = await waitForStatus(created.id, ["READY", "ERROR"]);
    expect(withCaptions).toMatchObject({
      status: "READY",
      revision: 3,
      subtitlesAssetId: null,
      otherSubtitlesAssetId: null,
    });
    for (const track of [again.subtitlesAssetId!, again.otherSubtitlesAssetId!])
      expect(await db().select().from(mediaAssets).where(eq(mediaAssets.id, track))).toEqual([]);
    const [burnedVideo] = await db().select().from(mediaAssets).where(eq(mediaAssets.id, withCaptions.videoAssetId!));
    expect((await probe(storagePath(burnedVideo!.storageKey))).video?.codec).toBe("h264");
    expect(burnedVideo!.storageKey).not.toBe(assets.find((a) => a.id === done.videoAssetId)!.storageKey);

    // Title and end cards with a subtitle track: 2 s longer at each end, and both tracks start 2 s later.
    await updateShowreel(db(), admin, created.id, { captions: "TRACK", cards: true });
    const carded = await waitForStatus(created.id, ["READY", "ERROR"]);
    expect(carded).toMatchObject({ status: "READY", revision: 4 });
    expect(carded.durationSeconds! - withCaptions.durationSeconds!).toBeCloseTo(4, 1);
    const [cardedVideo] = await db().select().from(mediaAssets).where(eq(mediaAssets.id, carded.videoAssetId!));
    expect((await probe(storagePath(cardedVideo!.storageKey))).duration).toBeCloseTo(carded.durationSeconds!, 0);
    for (const track of [carded.subtitlesAssetId!, carded.otherSubtitlesAssetId!]) {
      const [row] = await db().select().from(mediaAssets).where(eq(mediaAssets.id, track));
      const first = /(\d\d):(\d\d):(\d\d\.\d+) -->/.exec(await readFile(storagePath(row!.storageKey), "utf8"))!;
      expect(Number(first[3])).toBeCloseTo(cues[0]!.start + 2, 2);
    }
  });

  it("shows ERROR with its reason when a clip has no video, and renders again once retried", async () => {
    const { admin, studyId, quoteIds } = await quotesWithRealVideo();
    await startWorker();
    const [quote] = await db().select().from(quotes).where(eq(quotes.id, quoteIds[0]!));
    const [interview] = await db().select().from(interviews).where(eq(interviews.id, quote!.interviewId));
    await db().update(interviews).set({ videoAssetId: null }).where(eq(interviews.id, interview!.id));
    const created = await createShowreel(db(), admin, {
      study_id: studyId,
      title: "Broken",
      description: "",
      quotes: quoteIds,
    });
    const failed = await waitForStatus(created.id, ["READY", "ERROR"]);
    expect(failed.status).toBe("ERROR");
    expect(failed.error).toBe("The interview video of clip 1 is missing.");

    await db()
      .update(interviews)
      .set({ videoAssetId: interview!.videoAssetId })
      .where(eq(interviews.id, interview!.id));
    await updateShowreel(db(), admin, created.id, { quotes: quoteIds });
    const retried = await waitForStatus(created.id, ["READY", "ERROR"]);
    expect(retried.status).toBe("READY");
  });

  it("renders burned captions with what exists when a clip's interview has no transcript, and names that clip", async () => {
    const { admin, studyId, quoteIds } = await quotesWithRealVideo();
    await startWorker();
    const [second] = await db().select().from(quotes).where(eq(quotes.id, quoteIds[1]!));
    await db().$client.query(
      `delete from transcript_chunks c using transcript_tasks tt, transcript_sections ts, transcripts t
        where tt.id = c.transcript_task_id and ts.id = tt.transcript_section_id and t.id = ts.transcript_id
          and t.interview_id = $1`,
      [second!.interviewId],
    );
    const created = await createShowreel(db(), admin, {
      study_id: studyId,
      title: "Half captioned",
      description: "",
      quotes: quoteIds,
    });
    await updateShowreel(db(), admin, created.id, { captions: "BURNED" });
    const done = await waitForStatus(created.id, ["READY", "ERROR"]);
    expect(done.error).toBeNull();
    expect(done).toMatchObject({ status: "READY", captions: "BURNED", uncaptionedClips: [2] });
    // Captions off: nothing to report.
    await updateShowreel(db(), admin, created.id, { captions: "OFF" });
    expect(await waitForStatus(created.id, ["READY", "ERROR"])).toMatchObject({
      status: "READY",
      uncaptionedClips: [],
    });
  });
});
