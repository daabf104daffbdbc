/**
 * What the /studies/{study}/… pages show, loaded for the member asking. Each answers null for an
 * id that is not one (the page guard shows 404, as for a study the member may not see, which
 * getStudy refuses with NotFoundError).
 */
import type { BusinessQuestion } from "@/lib/schemas/business-question";
import type { Study } from "@/lib/schemas/study";
import { VIDEOS_PER_PAGE } from "@/lib/constants";
import type { Video, VideoPage } from "@/lib/schemas/video";
import type { AccessContext } from "../access/access-context";
import { db } from "../db/client";
import { listBusinessQuestions } from "../services/business-questions";
import { listStudySegments, type SegmentGroupLinks } from "../services/segments/study-segments";
import { mayRename } from "../services/studies/update";
import { getStudyDetails, type StudyDetails } from "../services/studies/details";
import { getStudy } from "../services/studies/read";
import { studyVideosWithSelected } from "../services/videos/videos";

/** The study of the page, as its header shows it. */
export async function studyOfPage(context: AccessContext, id: number | null): Promise<Study | null> {
  return id === null ? null : getStudy(db(), context, id);
}

/** details: the study with its audience, design, recruitment and segments. */
export async function studyDetailsPage(
  context: AccessContext,
  id: number | null,
): Promise<(StudyDetails & { segments: SegmentGroupLinks[]; mayRename: boolean }) | null> {
  if (id === null) return null;
  // Both at once, each scoped to what the member may see (a hidden study: details throw, 404).
  const [details, segments] = await Promise.all([
    getStudyDetails(db(), context, id),
    listStudySegments(db(), context, id),
  ]);
  return { ...details, segments, mayRename: mayRename(details.study, context) };
}

/** summary: the study, its business questions with their insights, and its segments. */
export async function studySummaryPage(
  context: AccessContext,
  id: number | null,
): Promise<{ study: Study; questions: BusinessQuestion[]; segments: SegmentGroupLinks[] } | null> {
  if (id === null) return null;
  // All at once, as above.
  const [study, questions, segments] = await Promise.all([
    getStudy(db(), context, id),
    listBusinessQuestions(db(), context, [id]),
    listStudySegments(db(), context, id),
  ]);
  return { study, questions, segments };
}

export type { SegmentGroupLinks };

export interface StudyVideosPage {
  study: Study;
  /** The first page of the study's videos; the player loads the next ones as the member asks. */
  videos: VideoPage;
  /** The video asked for (?video=) if it is the study's, else the first; null without videos. */
  selected: Video | null;
  canPublish: boolean;
}

/** videos: the study's participant videos and the selected one in full. */
export async function studyVideosPage(
  context: AccessContext,
  id: number | null,
  askedVideo: number | null,
): Promise<StudyVideosPage | null> {
  const study = await studyOfPage(context, id);
  if (!study) return null;
  // The study was found through the access context just above.
  const { videos, selected } = await studyVideosWithSelected(
    db(),
    context,
    study.id,
    { page: 1, per_page: VIDEOS_PER_PAGE },
    askedVideo,
  );
  return { study, videos, selected, canPublish: context.permissions.has("publish_videos") };
}
