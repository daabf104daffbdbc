import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { pruneViewLog } from "./prune-view-log";
import { viewerHash } from "@/server/services/sharing/viewer-hash";
import { boss, stopBoss } from "./boss";
import { queues } from "./queues";
import { startWorker } from "./worker";

afterAll(() => stopBoss(1_000));

describe("view log housekeeping", () => {
  it("is scheduled daily, deletes views older than 400 days and the salts of past days only", async () => {
    await startWorker();
    const schedules = await (await boss()).getSchedules();
    expect(schedules.map((s) => [s.name, s.cron])).toContainEqual([queues.pruneViewLog.name, "7 0 * * *"]);

    const pool = db().$client;
    const { rows: reels } = await pool.query<{ id: string; client_id: string }>(
      "select id, client_id from showreels limit 1",
    );
    await pool.query(
      "insert into share_links (id, showreel_id, client_id, name) values ('PruneTestLinkPruneTest', $1, $2, 'Old')",
      [reels[0]!.id, reels[0]!.client_id],
    );
    await pool.query(
      `insert into share_link_views (link_id, view_key, viewer_hash, watched_share, viewed_at) values
         ('PruneTestLinkPruneTest', 'old-view-000000001', 'h1', 1, now() - interval '401 days'),
         ('PruneTestLinkPruneTest', 'kept-view-00000001', 'h2', 1, now() - interval '399 days')`,
    );
    await viewerHash(db(), "203.0.113.1", "Firefox");
    const { rows: made } = await pool.query<{ salt: string }>("select salt from viewer_salts");
    const today = made[0]!;
    await pool.query("insert into viewer_salts (day, salt) values ((now() at time zone 'UTC')::date - 1, 'yesterday')");

    await pruneViewLog(db());
    const { rows: views } = await pool.query<{ view_key: string }>(
      "select view_key from share_link_views where link_id = 'PruneTestLinkPruneTest'",
    );
    expect(views.map((v) => v.view_key)).toEqual(["kept-view-00000001"]);
    // Today's salt stays (today's viewers keep their hash); yesterday's is gone.
    const { rows: salts } = await pool.query<{ salt: string }>("select salt from viewer_salts");
    expect(salts.map((s) => s.salt)).toEqual([today.salt]);
  });
});
