import { stat, writeFile } from "node:fs/promises";
import { and, eq, inArray } from "drizzle-orm";
import { SHOWREEL_CAPTION_LANGUAGES, STORAGE_RETRY_AFTER_SECONDS, type ShowreelCaptionLanguage } from "@/lib/constants";
import { db } from "../db/client";
import { clients, mediaAssets, showreels, studies } from "../db/schema";
import { ServiceUnavailableError } from "../errors";
import { logger } from "../logger";
import { FfmpegError } from "../media/run-binary";
import { CARD_SECONDS, type ReelCards } from "../media/reel-cards";
import {
  type ReelClipInput,
  type RenderedReel,
  reelCues,
  renderShowreel,
  uncaptionedClips,
} from "../media/render-showreel";
import { toWebVtt } from "../media/webvtt";
import { deleteMediaRows, removeStored } from "../storage/media-assets";
import type { Staging } from "../storage/object-store";
import { objectStore } from "../storage/store";
import { boss } from "./boss";
import { JOB_HEARTBEAT_SECONDS, queues } from "./queues";
import { clipsInEveryLanguage, MissingSourceError, sourcesPending } from "./showreel-clips";

/** How long a reel whose interview videos are still being made waits before it looks again. */
const SOURCES_WAIT_SECONDS = 2;

/**
 * Queues the render of one revision of a showreel (a repeat of the same revision is dropped),
 * at once or after `waitSeconds`.
 */
export async function enqueueShowreelRender(showreelId: number, revision: number, waitSeconds = 0): Promise<void> {
  const queue = await boss();
  await queue.send(
    queues.showreelRender.name,
    { showreelId, revision },
    // The job itself records a failed render as ERROR with a reason (the user retries by saving
    // again); its one retry is for a worker that died mid-render, found by its lost heartbeat.
    {
      singletonKey: `showreel-${showreelId}-${revision}`,
      retryLimit: 1,
      heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
      expireInSeconds: 300,
      ...(waitSeconds ? { startAfter: waitSeconds } : {}),
    },
  );
}

/** Queues every showreel not rendered yet (the seed's, or ones a stopped process left half done). */
export async function enqueuePendingShowreels(): Promise<number> {
  const pending = await db()
    .select({ id: showreels.id, revision: showreels.revision })
    .from(showreels)
    .where(inArray(showreels.status, ["CREATED", "PROCESSING"]));
  for (const { id, revision } of pending) await enqueueShowreelRender(id, revision);
  return pending.length;
}

const current = (id: number, revision: number) => and(eq(showreels.id, id), eq(showreels.revision, revision));

/** What the user reads when a render fails: the cause, without paths or a stack. */
function reasonOf(error: unknown): string {
  if (error instanceof MissingSourceError) return error.message;
  if (error instanceof FfmpegError) return "The video could not be rendered from its clips (ffmpeg failed).";
  return "The video could not be rendered.";
}

/** The storage key of a showreel's folder: one subfolder per rendered revision. */
export const showreelFolder = (showreelId: number) => `showreels/${showreelId}`;

/** A subtitle file of a reel and its track's language. */
interface ReelTrack {
  file: string;
  lang: string;
}

/**
 * The media rows of a rendered reel's video, poster and subtitle tracks (the caption language's
 * first), in that order. Burned captions or none: no tracks, so words are never drawn twice.
 */
async function assetRows(
  reel: RenderedReel,
  clientId: number,
  revision: number,
  tracks: ReelTrack[],
  staging: Staging,
) {
  const key = staging.keyOf;
  const size = async (file: string) => (await stat(file)).size;
  const common = { clientId, revision };
  const media = [
    {
      ...common,
      kind: "VIDEO",
      storageKey: key(reel.video),
      mimeType: "video/mp4",
      size: await size(reel.video),
      durationSeconds: reel.duration,
      width: 640,
      height: 360,
    },
    {
      ...common,
      kind: "IMAGE",
      storageKey: key(reel.poster),
      mimeType: "image/jpeg",
      size: await size(reel.poster),
      width: 640,
    },
  ] satisfies (typeof mediaAssets.$inferInsert)[];
  const subtitles = await Promise.all(
    tracks.map(async (track) => ({
      ...common,
      kind: "SUBTITLES" as const,
      storageKey: key(track.file),
      mimeType: "text/vtt",
      size: await size(track.file),
      lang: track.lang,
    })),
  );
  return [...media, ...subtitles] satisfies (typeof mediaAssets.$inferInsert)[];
}

// "original" may mix languages: its track says so (BCP 47 "mul").
const trackLanguage = (language: ShowreelCaptionLanguage) => (language === "en" ? "en" : "mul");

/**
 * A reel's subtitle tracks (captions TRACK): the rendered one in its caption language, then one in
 * each other caption language, from the same clips' cues in that language.
 */
async function reelTracks(
  clips: Record<ShowreelCaptionLanguage, ReelClipInput[]>,
  reel: RenderedReel,
  language: ShowreelCaptionLanguage,
  opening: number,
) {
  const tracks: ReelTrack[] = [{ file: reel.subtitles, lang: trackLanguage(language) }];
  for (const other of SHOWREEL_CAPTION_LANGUAGES.filter((candidate) => candidate !== language)) {
    const file = reel.subtitles.replace(/\.vtt$/, `.${other}.vtt`);
    await writeFile(file, toWebVtt(reelCues(clips[other], opening)));
    tracks.push({ file, lang: trackLanguage(other) });
  }
  return tracks;
}

/** A showreel's rendered video, poster and subtitles (null before its first render). */
export const renderedAssetIds = (reel: {
  videoAssetId: number | null;
  thumbnailAssetId: number | null;
  subtitlesAssetId: number | null;
  otherSubtitlesAssetId: number | null;
}) => [reel.videoAssetId, reel.thumbnailAssetId, reel.subtitlesAssetId, reel.otherSubtitlesAssetId];

/** What the title and end cards of a showreel say, as its study and client are named now. */
async function cardsOf(showreel: { title: string; studyId: number }): Promise<ReelCards> {
  const [names] = await db()
    .select({ study: studies.title, client: clients.name })
    .from(studies)
    .innerJoin(clients, eq(clients.id, studies.clientId))
    .where(eq(studies.id, showreel.studyId));
  return { title: showreel.title, study: names?.study ?? "", client: names?.client ?? "" };
}

/** Deletes media rows that no showreel uses any more, and their files. */
async function discardAssets(ids: (number | null)[]): Promise<void> {
  await removeStored(await deleteMediaRows(db(), ids));
}

/**
 * Renders one revision of a showreel (once its interview videos are ready): PROCESSING, then READY with its video, poster, subtitles
 * and duration, or ERROR with a reason. A newer revision saved meanwhile wins: this one's result
 * is dropped. The files of the revision it replaces are removed.
 */
export async function renderShowreelRevision(showreelId: number, revision: number): Promise<void> {
  // A clip's interview video still being made (the demo's, just after the first start): the
  // reel waits for it, still CREATED, instead of failing.
  if (await sourcesPending(showreelId)) return enqueueShowreelRender(showreelId, revision, SOURCES_WAIT_SECONDS);
  const [started] = await db()
    .update(showreels)
    .set({ status: "PROCESSING", error: null })
    .where(current(showreelId, revision))
    .returning();
  if (!started) return;
  const folder = `${showreelFolder(showreelId)}/r${revision}`;
  let staging: Staging | undefined;
  try {
    staging = await objectStore().stage(folder);
    const language = started.captionLanguage as ShowreelCaptionLanguage;
    const everyLanguage = await clipsInEveryLanguage(showreelId);
    const clips = everyLanguage[language];
    const reel = await renderShowreel(clips, staging.dir, {
      burnCaptions: started.captions === "BURNED",
      cards: started.cards ? await cardsOf(started) : null,
    });
    const opening = started.cards ? CARD_SECONDS : 0;
    const tracks = started.captions === "TRACK" ? await reelTracks(everyLanguage, reel, language, opening) : [];
    const rows = await assetRows(reel, started.clientId, revision, tracks, staging);
    // Stored before any row points at them; a revision that loses below removes them again.
    await staging.publish();
    // The media rows and READY in one transaction, and only while this is still the current
    // revision (locked): a newer revision or a deletion meanwhile wins, and this one's files go.
    const applied = await db().transaction(async (tx) => {
      const [stillCurrent] = await tx
        .select({ id: showreels.id })
        .from(showreels)
        .where(current(showreelId, revision))
        .for("update");
      if (!stillCurrent) return false;
      const [video, poster, subtitles, otherSubtitles] = await tx
        .insert(mediaAssets)
        .values(rows)
        .returning({ id: mediaAssets.id });
      await tx
        .update(showreels)
        .set({
          status: "READY",
          durationSeconds: reel.duration,
          videoAssetId: video!.id,
          thumbnailAssetId: poster!.id,
          subtitlesAssetId: subtitles?.id ?? null,
          otherSubtitlesAssetId: otherSubtitles?.id ?? null,
          uncaptionedClips: started.captions === "OFF" ? [] : uncaptionedClips(clips),
        })
        .where(eq(showreels.id, showreelId));
      return true;
    });
    // Cleanup after the outcome is committed never turns a READY reel into an ERROR one.
    const left = (error: unknown) =>
      logger.warn({ err: error, showreelId }, "a showreel's old files were left in storage");
    if (applied) await discardAssets(renderedAssetIds(started)).catch(left);
    else await removeStored([folder]).catch(left);
  } catch (error) {
    await removeStored([folder]).catch(() => undefined);
    if (error instanceof ServiceUnavailableError) {
      // Storage does not answer: the reel waits, still CREATED, and is tried again when it may.
      await db().update(showreels).set({ status: "CREATED" }).where(current(showreelId, revision));
      return enqueueShowreelRender(showreelId, revision, STORAGE_RETRY_AFTER_SECONDS);
    }
    logger.warn({ err: error, showreelId, revision }, "showreel render failed");
    await db()
      .update(showreels)
      .set({ status: "ERROR", error: reasonOf(error) })
      .where(current(showreelId, revision));
  } finally {
    await staging?.discard();
  }
}
