import type { ShareLinkStats } from "@/lib/schemas/share-link";
import type { Database } from "../../db/client";
import { chartDays, viewsChartSvg } from "./views-chart";

/** A link's (or a showreel's, all its links together) view log and its views-per-day chart. */
export interface LinkViews {
  stats: ShareLinkStats;
  views_chart: string;
}

const NONE: ShareLinkStats = { views: 0, unique_viewers: 0, average_watched_share: null, last_viewed_at: null };

/**
 * The view log of links, by link id: views, unique viewers (viewer hashes rotate daily, so a
 * person who comes back another day counts again), the mean watched share, the last view, and
 * the views-per-day chart.
 */
export async function viewsOfLinks(database: Database, linkIds: readonly string[]): Promise<Map<string, LinkViews>> {
  const result = new Map<string, LinkViews>();
  if (linkIds.length === 0) return result;
  // Named statements, planned once per pooled connection: every answer that shows share links reads them.
  const [totals, days] = await Promise.all([
    database.$client.query<{
      link_id: string;
      views: number;
      unique_viewers: number;
      average: number | null;
      last: Date | null;
    }>({
      name: "share_link_view_totals",
      text: `select link_id, count(*)::int as views, count(distinct viewer_hash)::int as unique_viewers,
                    avg(watched_share)::float8 as average, max(last_seen_at) as last
               from share_link_views where link_id = any($1::text[]) group by link_id`,
      values: [linkIds],
    }),
    database.$client.query<{ link_id: string; day: string; views: number }>({
      name: "share_link_view_days",
      text: `select link_id, to_char(viewed_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as views
               from share_link_views where link_id = any($1::text[]) and viewed_at >= $2::date group by 1, 2`,
      values: [linkIds, chartDays()[0]],
    }),
  ]);
  for (const id of linkIds) {
    const row = totals.rows.find((r) => r.link_id === id);
    const perDay = new Map(days.rows.filter((r) => r.link_id === id).map((r) => [r.day, r.views]));
    result.set(id, {
      stats: row
        ? {
            views: row.views,
            unique_viewers: row.unique_viewers,
            average_watched_share: row.average === null ? null : Math.round(row.average * 1000) / 1000,
            last_viewed_at: row.last?.toISOString() ?? null,
          }
        : NONE,
      views_chart: viewsChartSvg(perDay),
    });
  }
  return result;
}

/**
 * The view log of showreels, all their share links together, by showreel id, with the
 * views-per-day chart (for the list rows; the ids come from a list already scoped to what the
 * member may see). Reels without views are absent.
 */
export async function viewsOfShowreels(
  database: Database,
  showreelIds: readonly number[],
): Promise<Map<number, LinkViews>> {
  if (showreelIds.length === 0) return new Map();
  // Named statements, planned once per pooled connection: the showreels list reads them on every render.
  const [totals, days] = await Promise.all([
    database.$client.query<{
      showreel_id: number;
      views: number;
      unique_viewers: number;
      average: number;
      last: Date;
    }>({
      name: "showreel_view_totals",
      text: `select l.showreel_id, count(*)::int as views, count(distinct v.viewer_hash)::int as unique_viewers,
                    avg(v.watched_share)::float8 as average, max(v.last_seen_at) as last
               from share_link_views v join share_links l on l.id = v.link_id
              where l.showreel_id = any($1::bigint[]) group by l.showreel_id`,
      values: [showreelIds],
    }),
    database.$client.query<{ showreel_id: number; day: string; views: number }>({
      name: "showreel_view_days",
      text: `select l.showreel_id, to_char(v.viewed_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as views
               from share_link_views v join share_links l on l.id = v.link_id
              where l.showreel_id = any($1::bigint[]) and v.viewed_at >= $2::date group by 1, 2`,
      values: [showreelIds, chartDays()[0]],
    }),
  ]);
  return new Map(
    totals.rows.map((r) => [
      Number(r.showreel_id),
      {
        stats: {
          views: r.views,
          unique_viewers: r.unique_viewers,
          average_watched_share: Math.round(r.average * 1000) / 1000,
          last_viewed_at: r.last.toISOString(),
        },
        views_chart: viewsChartSvg(
          new Map(
            days.rows.filter((d) => Number(d.showreel_id) === Number(r.showreel_id)).map((d) => [d.day, d.views]),
          ),
        ),
      },
    ]),
  );
}
