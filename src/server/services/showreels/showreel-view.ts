import { CUSTOM_SHOWREEL_SINCE, type FeatureFlag, type ShowreelCaptionLanguage } from "@/lib/constants";
import type { PublicShowreel, Showreel } from "@/lib/schemas/showreel";
import type { showreels } from "../../db/schema";
import { signedMediaUrl } from "../../media/media-urls";

type ShowreelRow = typeof showreels.$inferSelect;

const customSince = Date.parse(`${CUSTOM_SHOWREEL_SINCE}T00:00:00Z`);

/**
 * Whether a showreel counts as custom (001 §4): made by the user, created on or after
 * 2022-10-21, or the custom_showreel flag is on. Only custom showreels are edited.
 */
export function countsAsCustom(
  showreel: Pick<ShowreelRow, "type" | "createdAt">,
  flags: ReadonlySet<FeatureFlag> = new Set(),
): boolean {
  return showreel.type === "CUSTOM" || showreel.createdAt.getTime() >= customSince || flags.has("custom_showreel");
}

/** Signed addresses of a reel's rendered files; `published` binds them to a public link. */
type MediaFields = Pick<
  ShowreelRow,
  | "status"
  | "revision"
  | "videoAssetId"
  | "thumbnailAssetId"
  | "subtitlesAssetId"
  | "otherSubtitlesAssetId"
  | "title"
  | "description"
  | "durationSeconds"
  | "captionLanguage"
>;

function mediaOf(row: MediaFields, published?: string) {
  const params = { revision: row.revision, ...(published ? { published } : {}) };
  const ready = row.status === "READY";
  const vtt = (assetId: number | null) => (ready && assetId ? signedMediaUrl(assetId, "vtt", params) : null);
  const subtitles = vtt(row.subtitlesAssetId);
  const other = vtt(row.otherSubtitlesAssetId);
  const track = (language: ShowreelCaptionLanguage) => {
    const url = language === row.captionLanguage ? subtitles : other;
    return url ? { url } : null;
  };
  return {
    thumbnail: row.thumbnailAssetId ? signedMediaUrl(row.thumbnailAssetId, "jpg", params) : null,
    combined_url: ready && row.videoAssetId ? signedMediaUrl(row.videoAssetId, "mp4", params) : null,
    subtitles,
    subtitle_tracks: { en: track("en"), original: track("original") },
  };
}

/** The API shape of a showreel row with its clip ids (in reel order) and public id. */
export function toShowreel(
  row: ShowreelRow,
  quoteIds: number[],
  publicId: string | null,
  flags?: ReadonlySet<FeatureFlag>,
): Showreel {
  return {
    id: row.id,
    type: row.type,
    is_custom: countsAsCustom(row, flags),
    title: row.title,
    description: row.description,
    client_id: row.clientId,
    study_id: row.studyId,
    segment_id: row.segmentId,
    insight_id: row.insightId,
    objective_id: row.objectiveId,
    status: row.status,
    error: row.status === "ERROR" ? row.error : null,
    published: publicId !== null,
    public_id: publicId,
    revision: row.revision,
    captions: row.captions as Showreel["captions"],
    caption_language: row.captionLanguage as Showreel["caption_language"],
    cards: row.cards,
    uncaptioned_clips: row.captions === "OFF" ? [] : row.uncaptionedClips,
    duration: row.durationSeconds,
    quotes: quoteIds,
    ...mediaOf(row),
    face_url: null,
    preparing: null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What a logged-out viewer of a public link sees; media bound to the publication. */
export function toPublicShowreel(row: MediaFields, publicId: string): PublicShowreel {
  const media = mediaOf(row, publicId);
  return {
    id: publicId,
    title: row.title,
    description: row.description,
    status: row.status,
    duration: row.durationSeconds,
    thumbnail: media.thumbnail,
    combined_url: media.combined_url,
    subtitles: media.subtitles,
    subtitle_tracks: media.subtitle_tracks,
    caption_language: row.captionLanguage as PublicShowreel["caption_language"],
  };
}
