import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { MediaPreparing, VideoSummary } from "@/lib/schemas/video";
import type { Database } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { interviews, mediaAssets, participants, studies } from "../../db/schema";
import { signedMediaUrl } from "../../media/media-urls";
import {
  type AccessContext,
  preparedProjectScope,
  projectScopeValues,
  scopeToProjects,
} from "../../access/access-context";

/**
 * Interviews the context may see: of its client, in a study of a project it may see. The
 * interview's own client must be the study's, so a bad row can never cross tenants.
 */
export function visibleInterviews(context: AccessContext, ...conditions: (SQL | undefined)[]) {
  return and(
    eq(interviews.clientId, studies.clientId),
    scopeToProjects(context, studies.clientId, studies.projectId),
    ...conditions,
  );
}

// The media files of an interview.
const assetColumns = [
  interviews.videoAssetId,
  interviews.faceAssetId,
  interviews.thumbnailAssetId,
  interviews.subtitlesEnAssetId,
  interviews.subtitlesOriginalAssetId,
];

/**
 * The columns a video summary needs, joined from participants and studies, and how many rows the
 * query matches before its limit (a list page's total, counted in the same statement).
 */
export function videoSummaryQuery(database: Database) {
  return database
    .select({
      interview: interviews,
      participant: {
        id: participants.id,
        name: participants.name,
        age: participants.age,
        country: participants.country,
      },
      matched: sql<number>`count(*) over ()`.mapWith(Number),
      // The revision of each media file of the row, read in the same statement: [id, revision,
      // pending], or null where the row has no such file. One primary-key lookup per file: an
      // `id in (…five columns)` made the planner scan the whole table once per row.
      assets: sql<([number, number, boolean] | null)[]>`json_build_array(${sql.join(
        assetColumns.map(
          (column) =>
            sql`(select json_build_array(a.id, a.revision, a.pending) from ${mediaAssets} a where a.id = ${column})`,
        ),
        sql`, `,
      )})`,
    })
    .from(interviews)
    .innerJoin(studies, eq(studies.id, interviews.studyId))
    .innerJoin(participants, eq(participants.id, interviews.participantId));
}

/**
 * The videos page's statements, prepared once per database (planning them cost more than running
 * them): a page of a study's visible videos in recording order, and one visible video.
 */
const visiblePrepared = () =>
  and(eq(interviews.clientId, studies.clientId), preparedProjectScope(studies.clientId, studies.projectId));
const studyPageStatement = preparedPerDatabase((database) =>
  videoSummaryQuery(database)
    .where(and(visiblePrepared(), sql`${interviews.studyId} = ${sql.placeholder("studyId")}`))
    .orderBy(asc(interviews.recordedAt), asc(interviews.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("study_videos_page"),
);
const videoStatement = preparedPerDatabase((database) =>
  videoSummaryQuery(database)
    .where(and(visiblePrepared(), sql`${interviews.id} = ${sql.placeholder("id")}`))
    .limit(1)
    .prepare("get_video"),
);

/** A page of the study's videos the context may see, in recording order. */
export const studyVideoRows = (
  database: Database,
  context: AccessContext,
  studyId: number,
  page: { limit: number; offset: number },
) => studyPageStatement(database).execute({ ...projectScopeValues(context), studyId, ...page });

/** The video's row when the context may see it. */
export const videoRow = async (database: Database, context: AccessContext, id: number) =>
  (await videoStatement(database).execute({ ...projectScopeValues(context), id }))[0];

export type VideoSummaryRow = Awaited<ReturnType<ReturnType<typeof videoSummaryQuery>["execute"]>>[number];
/** Asset id → its revision, and whether its file is still being made. */
export type Revisions = Map<number, { revision: number; pending: boolean }>;

/** Asset id → revision (and pending) of every asset the rows link, as their statement read them. */
export function assetRevisions(rows: VideoSummaryRow[]): Revisions {
  return new Map(
    rows.flatMap((row) =>
      row.assets.flatMap((asset) =>
        asset ? [[Number(asset[0]), { revision: asset[1], pending: asset[2] }] as const] : [],
      ),
    ),
  );
}

/** Whether any of the rows' videos is still being made (then the page asks how far its client's are). */
export const anyPending = (rows: VideoSummaryRow[], revisions: Revisions) =>
  rows.some(({ interview }) => interview.videoAssetId !== null && revisions.get(interview.videoAssetId)?.pending);

/**
 * A stored row as the API's video summary, with signed media addresses; a video still being made
 * has none yet (its files do not exist) and says how far its client's videos are instead.
 */
export function toVideoSummary(
  row: VideoSummaryRow,
  revisions: Revisions,
  preparing: MediaPreparing | null,
): VideoSummary {
  const i = row.interview;
  const link = (asset: number | null, ext: "mp4" | "vtt" | "jpg", params: { angle?: string; lang?: string } = {}) => {
    const known = asset === null ? undefined : revisions.get(asset);
    if (asset === null || known?.pending) return null;
    return signedMediaUrl(asset, ext, { revision: known?.revision ?? 1, ...params });
  };
  const pending = i.videoAssetId !== null && Boolean(revisions.get(i.videoAssetId)?.pending);
  const track = (asset: number | null, lang: string) => {
    const address = link(asset, "vtt", { lang });
    return address ? { url: address } : null;
  };
  const combined = link(i.videoAssetId, "mp4", { angle: "combined" });
  return {
    id: i.id,
    study_id: i.studyId,
    language: i.language,
    duration: i.durationSeconds,
    published: i.published,
    participant: row.participant,
    thumbnail: link(i.thumbnailAssetId, "jpg"),
    video: {
      combined_url: combined,
      face_url: link(i.faceAssetId, "mp4", { angle: "face" }),
      download_url: combined ? `${combined}&download=1` : null,
      subtitles: { en: track(i.subtitlesEnAssetId, "en"), original: track(i.subtitlesOriginalAssetId, "original") },
      preparing: pending ? preparing : null,
    },
  };
}
