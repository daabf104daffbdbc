import { SHARE_VIEW_RETENTION_DAYS } from "@/lib/constants";
import type { Database } from "../db/client";

/**
 * The view log's daily housekeeping (worker.ts): views older than SHARE_VIEW_RETENTION_DAYS
 * go, and so do the salts of days that are over, after which their viewer hashes cannot be linked
 * to an address by anyone.
 */
export async function pruneViewLog(database: Database): Promise<void> {
  await database.$client.query("delete from share_link_views where viewed_at < now() - make_interval(days => $1)", [
    SHARE_VIEW_RETENTION_DAYS,
  ]);
  await database.$client.query("delete from viewer_salts where day < (now() at time zone 'UTC')::date");
}
