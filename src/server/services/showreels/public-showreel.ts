import { participantLabel } from "@/lib/media-time";
import { messages } from "@/lib/messages";
import type { PublicShowreel } from "@/lib/schemas/showreel";
import type { Database } from "../../db/client";
import type { showreels } from "../../db/schema";
import { NotFoundError } from "../../errors";
import { toPublicShowreel } from "./showreel-view";

export interface PublicRow {
  /** What the address shares: a showreel, or one participant's interview video. */
  kind: "showreel" | "video";
  /** The showreel's or the interview's id (the key of its change announcements, with the kind). */
  id: number;
  /** The study the shared video belongs to (its page names the study); null for a showreel. */
  study_id: number | null;
  indexable: boolean;
  published_at: Date;
  title: string;
  description: string;
  status: (typeof showreels.$inferSelect)["status"];
  duration_seconds: number | null;
  revision: number;
  video_asset_id: number | null;
  thumbnail_asset_id: number | null;
  subtitles_asset_id: number | null;
  other_subtitles_asset_id: number | null;
  caption_language: string;
  /** The named share link the id names, or null for the showreel's plain public link. */
  link_id: string | null;
  /** When the link's password was set; null: the link has none. */
  password_set_at: Date | null;
  allow_download: boolean;
  /** When the named link stops answering; null: never (or the plain link). */
  expires_at: Date | null;
}

/**
 * The row of a public address by its id: one prepared query, no session (the public page keeps
 * rows in memory while it hears their changes: public-showreel/row-cache.ts). The id is either a
 * showreel publication's (the plain link, which answers only while the showreel has no named share
 * links: once the owner shares with named links, those are the only way in), or a named share
 * link's that is not revoked and not expired, of a published showreel or of a published
 * participant video (which has named links only). A video's page is titled by its participant, as
 * the portal labels them, names its study, and offers its English and original subtitles, English
 * first when it has them. Null for anything else, or a malformed id.
 */
export async function findPublicShowreelRow(database: Database, publicId: string): Promise<PublicRow | null> {
  if (!/^[A-Za-z0-9_-]{22,64}$/.test(publicId)) return null;
  const { rows } = await database.$client.query<
    PublicRow & { participant_age: number | null; participant_country: string | null }
  >({
    name: "public_showreel",
    text: `select 'showreel' as kind, s.id, null::bigint as study_id, p.indexable, p.created_at as published_at,
                  s.title, s.description, s.status::text as status, s.duration_seconds, s.revision,
                  s.video_asset_id, s.thumbnail_asset_id, s.subtitles_asset_id, s.other_subtitles_asset_id, s.caption_language,
                  null::text as link_id, null::timestamptz as password_set_at, false as allow_download,
                  null::timestamptz as expires_at, null::int as participant_age, null::text as participant_country
             from published_showreels p join showreels s on s.id = p.showreel_id
            where p.id = $1 and not exists (select 1 from share_links l where l.showreel_id = s.id)
           union all
           select 'showreel', s.id, null, false, p.created_at, s.title, s.description, s.status::text, s.duration_seconds, s.revision,
                  s.video_asset_id, s.thumbnail_asset_id, s.subtitles_asset_id, s.other_subtitles_asset_id, s.caption_language,
                  l.id, l.password_set_at, l.allow_download, l.expires_at, null, null
             from share_links l join showreels s on s.id = l.showreel_id
             join published_showreels p on p.showreel_id = s.id
            where l.id = $1 and l.revoked_at is null and (l.expires_at is null or l.expires_at > now())
           union all
           select 'video', i.id, i.study_id, false, l.created_at, pa.name, st.title,
                  case when v.id is null then 'ERROR' when v.pending then 'PROCESSING' else 'READY' end,
                  i.duration_seconds, coalesce(v.revision, 1), i.video_asset_id, i.thumbnail_asset_id,
                  coalesce(i.subtitles_en_asset_id, i.subtitles_original_asset_id),
                  case when i.subtitles_en_asset_id is null then null else i.subtitles_original_asset_id end,
                  case when i.subtitles_en_asset_id is null then 'original' else 'en' end,
                  l.id, l.password_set_at, l.allow_download, l.expires_at, pa.age, pa.country
             from share_links l join interviews i on i.id = l.interview_id and i.client_id = l.client_id and i.published
             join studies st on st.id = i.study_id
             join participants pa on pa.id = i.participant_id
             left join media_assets v on v.id = i.video_asset_id
            where l.id = $1 and l.revoked_at is null and (l.expires_at is null or l.expires_at > now())
            limit 1`,
    values: [publicId],
  });
  const row = rows[0];
  if (!row) return null;
  const { participant_age: age, participant_country: country, ...shared } = row;
  // A video's page is titled with its participant as the portal labels them everywhere.
  return row.kind === "video" ? { ...shared, title: participantLabel({ name: row.title, age, country }) } : shared;
}

/**
 * The row of {@link findPublicShowreelRow} when anyone holding the address may see it: null for a
 * password-protected link, so share cards, oEmbed, the poster and the public API tell nothing of it.
 */
export async function findOpenShowreelRow(database: Database, publicId: string): Promise<PublicRow | null> {
  const row = await findPublicShowreelRow(database, publicId);
  return row && row.password_set_at === null ? row : null;
}

/** The public view of a row of {@link findPublicShowreelRow}, its media signed for the publication. */
export function publicShowreelOf(row: PublicRow, publicId: string): PublicShowreel {
  const asset = (id: number | string | null) => (id === null ? null : Number(id));
  return toPublicShowreel(
    {
      title: row.title,
      description: row.description,
      status: row.status,
      durationSeconds: row.duration_seconds,
      revision: row.revision,
      videoAssetId: asset(row.video_asset_id),
      thumbnailAssetId: asset(row.thumbnail_asset_id),
      subtitlesAssetId: asset(row.subtitles_asset_id),
      otherSubtitlesAssetId: asset(row.other_subtitles_asset_id),
      captionLanguage: row.caption_language,
    },
    publicId,
  );
}

/**
 * The lasting address of a published showreel's poster. Share cards (og:image, oEmbed) keep an
 * address for days, longer than a media signature lives: this one answers with a redirect to a
 * freshly signed poster for as long as the showreel is published, and 404 from its unpublishing.
 */
export const publicPosterPath = (publicId: string) => `/api/v1/public/published_showreels/${publicId}/poster.jpg`;

/** The signed poster address {@link publicPosterPath} redirects to; the spec's 404 without one. */
export async function signedPublicPoster(database: Database, publicId: string): Promise<string> {
  const row = await findOpenShowreelRow(database, publicId);
  const poster = row ? publicShowreelOf(row, publicId).thumbnail : null;
  if (!poster) throw new NotFoundError(messages.publicShowreelMissing);
  return poster;
}

/** A published showreel by its public id, as logged-out viewers see it, or null. */
export async function findPublicShowreel(
  database: Database,
  publicId: string,
): Promise<{ showreel: PublicShowreel; indexable: boolean } | null> {
  const row = await findOpenShowreelRow(database, publicId);
  return row ? { showreel: publicShowreelOf(row, publicId), indexable: row.indexable } : null;
}

/** GET /v1/public/published_showreels/{id}: the public showreel, or the spec's 404 message. */
export async function getPublicShowreel(database: Database, publicId: string): Promise<PublicShowreel> {
  const found = await findPublicShowreel(database, publicId);
  if (!found) throw new NotFoundError(messages.publicShowreelMissing);
  return found.showreel;
}
