import { SHARE_VIEW_MIN_SECONDS, SHARE_VIEW_REPEAT_SECONDS } from "@/lib/constants";
import type { ShareViewBeacon } from "@/lib/schemas/share-link";
import type { Database } from "../../db/client";
import { logger } from "../../logger";
import { viewerHash } from "./viewer-hash";

/*
 * The view log's write side. Beacons arrive often (every 10 s per viewer, and at page hide), so
 * they are answered from memory: a link's liveness is cached for a few seconds, views wait in a
 * buffer that one statement writes every second, and the analytics event of a new view is
 * written by that same statement.
 */

const LINK_CACHE_MS = 5_000;
const FLUSH_MS = 1_000;
const MAX_REMEMBERED = 100_000;
const LINK_ID = /^[A-Za-z0-9_-]{22,64}$/;

interface LiveLink {
  duration: number | null;
  until: number;
}
const links = new Map<string, LiveLink>();

interface PendingView {
  linkId: string;
  viewKey: string;
  viewer: string;
  share: number;
}
let pending = new Map<string, PendingView>();
// Views already admitted (so their later beacons update them), and when each viewer last began one.
const admitted = new Map<string, true>();
const lastNewView = new Map<string, number>();
let timer: NodeJS.Timeout | undefined;

const remember = <V>(map: Map<string, V>, key: string, value: V) => {
  if (map.size >= MAX_REMEMBERED) map.delete(map.keys().next().value!);
  map.set(key, value);
};

/** The length of what the link shares when it is live (published, not revoked, not expired), else undefined. */
async function liveLink(database: Database, linkId: string): Promise<LiveLink | undefined> {
  const now = Date.now();
  const known = links.get(linkId);
  if (known && known.until > now) return known.duration === null ? undefined : known;
  const { rows } = await database.$client.query<{ duration_seconds: number | null }>({
    name: "share_link_live",
    text: `select coalesce(s.duration_seconds, i.duration_seconds) as duration_seconds
             from share_links l left join showreels s on s.id = l.showreel_id left join interviews i on i.id = l.interview_id
            where l.id = $1 and l.revoked_at is null and (l.expires_at is null or l.expires_at > now())
              and (i.published or exists (select 1 from published_showreels p where p.showreel_id = s.id))`,
    values: [linkId],
  });
  const duration = rows[0] ? Math.max(1, rows[0].duration_seconds ?? 1) : null;
  const entry = { duration, until: now + LINK_CACHE_MS };
  remember(links, linkId, entry);
  return duration === null ? undefined : entry;
}

/**
 * Takes one progress beacon of a share link's page. Records nothing for an unknown, revoked or
 * expired link, a forged id, a play shorter than SHARE_VIEW_MIN_SECONDS, or a viewer who began
 * another view of the link within SHARE_VIEW_REPEAT_SECONDS; otherwise the view waits for the next
 * flush with the largest share of the reel it has watched.
 */
export async function takeBeacon(
  database: Database,
  linkId: string,
  beacon: ShareViewBeacon,
  address: string,
  userAgent: string,
): Promise<void> {
  if (!LINK_ID.test(linkId) || beacon.played < SHARE_VIEW_MIN_SECONDS) return;
  const link = await liveLink(database, linkId);
  if (!link) return;
  const key = `${linkId}|${beacon.view}`;
  const viewer = await viewerHash(database, address, userAgent);
  if (!admitted.has(key)) {
    const now = Date.now();
    const since = lastNewView.get(`${linkId}|${viewer}`);
    if (since !== undefined && now - since < SHARE_VIEW_REPEAT_SECONDS * 1000) return;
    remember(lastNewView, `${linkId}|${viewer}`, now);
    remember(admitted, key, true);
  }
  const share = Math.min(1, beacon.played / link.duration!);
  const before = pending.get(key);
  pending.set(key, { linkId, viewKey: beacon.view, viewer, share: Math.max(share, before?.share ?? 0) });
  timer ??= setTimeout(() => void flushViews(database), FLUSH_MS).unref();
}

/**
 * Writes the waiting views in one statement: a new view is inserted with its analytics event
 * unless its viewer began another view of the link within SHARE_VIEW_REPEAT_SECONDS (on another
 * node: this process's memory only knows its own beacons), a known one keeps the larger watched
 * share. A failed write is logged and dropped (the log is a measure, not a record anyone relies
 * on to the view).
 */
export async function flushViews(database: Database): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  if (pending.size === 0) return;
  const batch = [...pending.values()];
  pending = new Map();
  try {
    await database.$client.query({
      name: "share_views_flush",
      text: `with upserted as (
               insert into share_link_views (link_id, view_key, viewer_hash, watched_share)
               select b.* from unnest($1::text[], $2::text[], $3::text[], $4::real[]) as b(link_id, view_key, viewer_hash, share)
                where exists (select 1 from share_link_views v where v.link_id = b.link_id and v.view_key = b.view_key)
                   or not exists (select 1 from share_link_views v
                                   where v.link_id = b.link_id and v.viewer_hash = b.viewer_hash
                                     and v.viewed_at > now() - make_interval(secs => $5))
               on conflict (link_id, view_key) do update
                 set watched_share = greatest(share_link_views.watched_share, excluded.watched_share), last_seen_at = now()
               returning link_id, (xmax = 0) as inserted)
             insert into analytics_events (client_id, name, properties)
             select l.client_id, 'share_link_viewed',
                    jsonb_strip_nulls(jsonb_build_object('showreel_id', l.showreel_id, 'video_id', l.interview_id, 'share_link_id', l.id))
               from upserted u join share_links l on l.id = u.link_id where u.inserted`,
      values: [
        batch.map((v) => v.linkId),
        batch.map((v) => v.viewKey),
        batch.map((v) => v.viewer),
        batch.map((v) => v.share),
        SHARE_VIEW_REPEAT_SECONDS,
      ],
    });
  } catch (error) {
    logger.warn({ err: error, views: batch.length }, "share link views not written");
  }
}
