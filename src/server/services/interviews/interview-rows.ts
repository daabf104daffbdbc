import { type SQL, sql } from "drizzle-orm";
import type { Interview } from "@/lib/schemas/interview";
import { signedMediaUrl } from "../../media/media-urls";

/** An interview as interviewColumns selects it. */
export type InterviewRow = {
  id: string;
  study_id: string;
  segment_id: string | null;
  segment_title: string | null;
  language: string;
  duration_seconds: number;
  participant_id: string;
  participant_name: string;
  participant_age: number | null;
  participant_country: string | null;
  video: string | null;
  video_revision: number | null;
  video_pending: boolean | null;
  face: string | null;
  thumbnail: string | null;
  subtitles_en: string | null;
  subtitles_original: string | null;
};

/** Columns and joins of an interview `i` with its participant, segment and the video's revision. */
export const interviewColumns: SQL = sql`i.id, i.study_id, i.segment_id, seg.title as segment_title, i.language,
  i.duration_seconds, p.id as participant_id, p.name as participant_name, p.age as participant_age,
  p.country as participant_country, i.video_asset_id as video, v.revision as video_revision, v.pending as video_pending,
  i.face_asset_id as face, i.thumbnail_asset_id as thumbnail, i.subtitles_en_asset_id as subtitles_en,
  i.subtitles_original_asset_id as subtitles_original
  from interviews i
  join participants p on p.id = i.participant_id
  left join segments seg on seg.id = i.segment_id
  left join media_assets v on v.id = i.video_asset_id`;

const asset = (id: string | null, ext: "mp4" | "vtt" | "jpg", revision?: number) =>
  id === null ? null : signedMediaUrl(Number(id), ext, revision === undefined ? {} : { revision });

/** The API shape of an interview, every media address signed. */
export function toInterview(row: InterviewRow): Interview {
  const revision = row.video_revision ?? undefined;
  const en = asset(row.subtitles_en, "vtt", undefined);
  const original = asset(row.subtitles_original, "vtt", undefined);
  return {
    id: Number(row.id),
    study_id: Number(row.study_id),
    segment: row.segment_id === null ? null : { id: Number(row.segment_id), title: row.segment_title ?? "" },
    language: row.language,
    duration: row.duration_seconds,
    participant: {
      id: Number(row.participant_id),
      name: row.participant_name,
      age: row.participant_age,
      country: row.participant_country,
    },
    thumbnail: asset(row.thumbnail, "jpg"),
    video: {
      // A video still being made has no file to address yet.
      combined_url: row.video_pending ? null : asset(row.video, "mp4", revision),
      face_url: asset(row.face, "mp4"),
      subtitles: { en: en ? { url: en } : null, original: original ? { url: original } : null },
    },
  };
}
