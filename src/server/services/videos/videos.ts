import { and, count, eq, ne } from "drizzle-orm";
import type { Video, VideoListQuery, VideoPage, VideoSummary } from "@/lib/schemas/video";
import type { Database } from "../../db/client";
import { interviews, studies } from "../../db/schema";
import { ForbiddenError, NotFoundError, nullWhenNotFound } from "../../errors";
import type { AccessContext } from "../../access/access-context";
import { recordEvents } from "../analytics";
import { assertStudyVisible } from "../studies/scope";
import { videoParts } from "./parts";
import { videosPreparing } from "./preparing";
import {
  anyPending,
  assetRevisions,
  toVideoSummary,
  studyVideoRows,
  type VideoSummaryRow,
  videoRow,
  visibleInterviews,
} from "./rows";

/**
 * GET /studies/{id}/participant_videos: a page of the study's videos in recording order. An
 * invisible study is a 404 (assertStudyVisible checks it), never an empty list.
 */
export async function listParticipantVideos(
  database: Database,
  context: AccessContext,
  studyId: number,
  query: VideoListQuery,
): Promise<VideoPage> {
  await assertStudyVisible(database, context, studyId);
  return videosOfVisibleStudy(database, context, studyId, query);
}

/**
 * A page of the videos of a study the caller has already found through the access context (the
 * videos page, which reads the study for its header): the same as {@link listParticipantVideos}
 * without checking the study again.
 */
export async function videosOfVisibleStudy(
  database: Database,
  context: AccessContext,
  studyId: number,
  query: VideoListQuery,
): Promise<VideoPage> {
  return (await summaryPage(database, context, studyId, query)).page;
}

/**
 * The videos page's data: the first page of a study found through the access context, and one
 * video in full — the asked one when it belongs to the study, else the first. The first is
 * completed from its summary row, without reading it again.
 */
export async function studyVideosWithSelected(
  database: Database,
  context: AccessContext,
  studyId: number,
  query: VideoListQuery,
  asked: number | null,
): Promise<{ videos: VideoPage; selected: Video | null }> {
  const listed = await summaryPage(database, context, studyId, query);
  const onPage = listed.rows.findIndex((row) => row.interview.id === (asked ?? listed.rows[0]?.interview.id));
  if (onPage >= 0) {
    const row = listed.rows[onPage]!;
    return { videos: listed.page, selected: await inFull(database, row, listed.page.data[onPage]!) };
  }
  // A link to a moment of any of the study's videos (a quote's), not only of the first page's.
  const other = asked === null ? null : await getVideo(database, context, asked).catch(nullWhenNotFound);
  if (other?.study_id === studyId) return { videos: listed.page, selected: other };
  const first = listed.rows[0];
  return { videos: listed.page, selected: first ? await inFull(database, first, listed.page.data[0]!) : null };
}

async function summaryPage(database: Database, context: AccessContext, studyId: number, query: VideoListQuery) {
  const rows = await studyVideoRows(database, context, studyId, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  // The page's rows carry the total; a page past the last has none, and is counted apart.
  const total =
    rows[0]?.matched ??
    (
      await database
        .select({ total: count() })
        .from(interviews)
        .innerJoin(studies, eq(studies.id, interviews.studyId))
        .where(visibleInterviews(context, eq(interviews.studyId, studyId)))
    )[0]!.total;
  const revisions = assetRevisions(rows);
  // One study's videos: one client's.
  const preparing = anyPending(rows, revisions) ? await videosPreparing(database, rows[0]!.interview.clientId) : null;
  const page: VideoPage = {
    data: rows.map((row) => toVideoSummary(row, revisions, preparing)),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
    },
  };
  return { rows, page };
}

/** GET /videos/{id}: one video with its tasks, clips and showreel clips; 404 when not visible. */
export async function getVideo(database: Database, context: AccessContext, id: number): Promise<Video> {
  const row = await videoRow(database, context, id);
  if (!row) throw new NotFoundError();
  const revisions = assetRevisions([row]);
  const preparing = anyPending([row], revisions) ? await videosPreparing(database, row.interview.clientId) : null;
  return inFull(database, row, toVideoSummary(row, revisions, preparing));
}

/** A video's summary with what the player shows beside it: its tasks, clips and showreel clips. */
async function inFull(database: Database, row: VideoSummaryRow, summary: VideoSummary): Promise<Video> {
  return { ...summary, ...(await videoParts(database, row.interview)) };
}

/**
 * PUT /videos/{id}/publish: publishes or unpublishes a video (publish_videos, 001 §6). The video
 * must be visible first, so a member without it learns nothing about other tenants' ids.
 */
export async function setVideoPublished(
  database: Database,
  context: AccessContext,
  id: number,
  published: boolean,
): Promise<Video> {
  // The answer is the video as it is read here, with the new flag: 404 before 403, one read.
  const video = await getVideo(database, context, id);
  if (!context.permissions.has("publish_videos")) throw new ForbiddenError();
  await database.transaction(async (tx) => {
    const changed = await tx
      .update(interviews)
      .set({ published })
      .where(and(eq(interviews.id, id), eq(interviews.clientId, context.clientId), ne(interviews.published, published)))
      .returning({ id: interviews.id });
    // An event per actual change: publishing a published video again records nothing.
    if (changed.length > 0)
      await recordEvents(tx, context, [
        { name: published ? "video_published" : "video_unpublished", properties: { video_id: id } },
      ]);
  });
  return { ...video, published };
}
