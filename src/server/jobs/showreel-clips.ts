import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { db } from "../db/client";
import {
  interviews,
  mediaAssets,
  quotes,
  showreelQuotes,
  transcriptChunks,
  transcriptSections,
  transcripts,
  transcriptTasks,
} from "../db/schema";
import { SHOWREEL_CAPTION_LANGUAGES, type ShowreelCaptionLanguage } from "@/lib/constants";
import type { ReelClipInput } from "../media/render-showreel";
import { objectStore } from "../storage/store";

/** A reason shown to the user when a render cannot start: a clip's interview has no video. */
export class MissingSourceError extends Error {}

type Cue = ReelClipInput["cues"][number];

/**
 * The spoken sentences of the given interviews, for the reel's captions, in every caption
 * language: English, and each participant's own words ("original": the English where nothing else
 * was said).
 */
async function cuesOf(interviewIds: number[]) {
  const rows = await db()
    .select({
      interviewId: transcripts.interviewId,
      start: transcriptChunks.start,
      end: transcriptChunks.end,
      en: transcriptChunks.text,
      original: sql<string>`coalesce(${transcriptChunks.originalText}, ${transcriptChunks.text})`,
    })
    .from(transcriptChunks)
    .innerJoin(transcriptTasks, eq(transcriptTasks.id, transcriptChunks.transcriptTaskId))
    .innerJoin(transcriptSections, eq(transcriptSections.id, transcriptTasks.transcriptSectionId))
    .innerJoin(transcripts, eq(transcripts.id, transcriptSections.transcriptId))
    .where(inArray(transcripts.interviewId, interviewIds))
    .orderBy(asc(transcriptChunks.start));
  const byInterview = new Map<number, Record<ShowreelCaptionLanguage, Cue[]>>();
  for (const row of rows) {
    const lists = byInterview.get(row.interviewId) ?? { en: [], original: [] };
    for (const language of SHOWREEL_CAPTION_LANGUAGES)
      lists[language].push({ start: row.start, end: row.end, text: row[language] });
    byInterview.set(row.interviewId, lists);
  }
  return byInterview;
}

/**
 * The clips of a showreel in reel order, each with its interview video and cues, ready to render:
 * once per caption language (the reel's own, and the other tracks'), from one read.
 */
export async function clipsInEveryLanguage(
  showreelId: number,
): Promise<Record<ShowreelCaptionLanguage, ReelClipInput[]>> {
  const rows = await db()
    .select({
      clip: showreelQuotes,
      quote: { start: quotes.start, end: quotes.end, interviewId: quotes.interviewId },
      video: { storageKey: mediaAssets.storageKey, contentHash: mediaAssets.contentHash, size: mediaAssets.size },
    })
    .from(showreelQuotes)
    .innerJoin(quotes, eq(quotes.id, showreelQuotes.quoteId))
    .innerJoin(interviews, eq(interviews.id, quotes.interviewId))
    .leftJoin(mediaAssets, eq(mediaAssets.id, interviews.videoAssetId))
    .where(eq(showreelQuotes.showreelId, showreelId))
    .orderBy(asc(showreelQuotes.position));
  const cues = await cuesOf([...new Set(rows.map((r) => r.quote.interviewId))]);
  // ffmpeg reads files: each interview video once, as a path on this node.
  const keys = [...new Set(rows.flatMap(({ video }) => (video ? [video.storageKey] : [])))];
  const paths = new Map(await Promise.all(keys.map(async (key) => [key, await objectStore().localFile(key)] as const)));
  const clipsIn = (language: ShowreelCaptionLanguage) =>
    rows.map(({ clip, quote, video }) => {
      if (!video) throw new MissingSourceError(`The interview video of clip ${clip.position + 1} is missing.`);
      return {
        videoPath: paths.get(video.storageKey)!,
        sourceKey: video.contentHash ?? `${video.storageKey}:${video.size ?? ""}`,
        start: clip.start ?? quote.start,
        end: clip.end ?? quote.end,
        cues: cues.get(quote.interviewId)?.[language] ?? [],
      };
    });
  return { en: clipsIn("en"), original: clipsIn("original") };
}

/** The clips of a showreel in reel order with their cues in `language`, ready to render. */
export async function clipsToRender(
  showreelId: number,
  language: ShowreelCaptionLanguage = "en",
): Promise<ReelClipInput[]> {
  return (await clipsInEveryLanguage(showreelId))[language];
}

/** Whether a clip of the showreel comes from an interview video that is still being made. */
export async function sourcesPending(showreelId: number): Promise<boolean> {
  const [row] = await db()
    .select({ id: mediaAssets.id })
    .from(showreelQuotes)
    .innerJoin(quotes, eq(quotes.id, showreelQuotes.quoteId))
    .innerJoin(interviews, eq(interviews.id, quotes.interviewId))
    .innerJoin(mediaAssets, eq(mediaAssets.id, interviews.videoAssetId))
    .where(and(eq(showreelQuotes.showreelId, showreelId), eq(mediaAssets.pending, true)))
    .limit(1);
  return row !== undefined;
}
