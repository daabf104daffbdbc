import { lt, sql } from "drizzle-orm";
import { SHARE_VIEW_RETENTION_DAYS } from "@/lib/constants";
import type { Database } from "../db/client";
import { shareLinkViews, viewerSalts } from "../db/schema";

/**
 * The view log's daily housekeeping (worker.ts): views older than SHARE_VIEW_RETENTION_DAYS
 * go, and so do the salts of days that are over, after which their viewer hashes cannot be linked
 * to an address by anyone.
 */
export async function pruneViewLog(database: Database): Promise<void> {
  await database
    .delete(shareLinkViews)
    .where(lt(shareLinkViews.viewedAt, sql`now() - make_interval(days => ${SHARE_VIEW_RETENTION_DAYS})`));
  await database.delete(viewerSalts).where(lt(viewerSalts.day, sql`(now() at time zone 'UTC')::date`));
}
