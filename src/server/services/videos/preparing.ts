import type { MediaPreparing } from "@/lib/schemas/video";
import type { Database } from "../../db/client";

/**
 * How many of a client's interview videos are ready, while some are still being made (the demo's,
 * rendered in the background after the first start); null once every one is ready. With no
 * client, every client's: the console's progress line.
 */
export async function videosPreparing(database: Database, clientId?: number): Promise<MediaPreparing | null> {
  const { rows } = await database.$client.query<{ ready: number; total: number }>(
    `select count(*) filter (where not v.pending)::int as ready, count(*)::int as total
       from interviews i join media_assets v on v.id = i.video_asset_id
      where $1::bigint is null or i.client_id = $1`,
    [clientId ?? null],
  );
  const counts = rows[0] ?? { ready: 0, total: 0 };
  return counts.ready < counts.total ? counts : null;
}
