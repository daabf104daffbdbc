import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { pruneExpired } from "@/server/security/rate-limit";
import { boss, stopBoss } from "./boss";
import { queues } from "./queues";
import { startWorker } from "./worker";

afterAll(() => stopBoss(1_000));

describe("sign-in limit housekeeping", () => {
  it("is scheduled hourly by a starting worker and deletes only windows that ended a day ago", async () => {
    await startWorker();
    const schedules = await (await boss()).getSchedules();
    expect(schedules.map((s) => [s.name, s.cron])).toContainEqual([queues.pruneThrottles.name, "17 * * * *"]);

    const pool = db().$client;
    await pool.query(
      `insert into auth_throttles (key, hits, reset_at) values
         ('prune-test:old', 3, now() - interval '2 days'), ('prune-test:live', 3, now() + interval '10 minutes')`,
    );
    await pruneExpired(db());
    const { rows } = await pool.query<{ key: string }>("select key from auth_throttles where key like 'prune-test:%'");
    expect(rows.map((row) => row.key)).toEqual(["prune-test:live"]);
  });
});
