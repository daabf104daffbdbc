import { PgBoss } from "pg-boss";
import { afterEach, describe, expect, it } from "vitest";
import { closeDb, db } from "@/server/db/client";
import { setEnv } from "@/server/env";
import { testDatabaseUrl } from "@tests/setup/test-db";
import { app } from "../../app";

type HealthBody = {
  data: {
    status: string;
    database: { ok: boolean };
    queue: { ok: boolean; schema: boolean; jobs: Record<string, number> };
  };
};

async function health(): Promise<{ status: number; body: HealthBody }> {
  const response = await app.request("/api/health");
  return { status: response.status, body: (await response.json()) as HealthBody };
}

// tests/setup/database.ts (a vitest setup file) gives this file its own migrated database through db().
describe("GET /api/health", () => {
  // db() connects lazily to DATABASE_URL: a case that points it elsewhere puts this file's back.
  afterEach(async () => {
    await closeDb();
    setEnv({ DATABASE_URL: testDatabaseUrl() });
  });

  it("answers 200 with the database ok and every job state at 0 before the queue's schema exists", async () => {
    // The worker makes the schema as it starts; a web process may answer before that.
    await db().$client.query("drop schema if exists pgboss cascade");
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      status: "ok",
      database: { ok: true, latency_ms: expect.any(Number) },
      queue: { ok: true, schema: false },
    });
    expect(Object.values(body.data.queue.jobs).every((count) => count === 0)).toBe(true);
    expect(Object.keys(body.data.queue.jobs).sort()).toEqual([
      "active",
      "cancelled",
      "completed",
      "created",
      "failed",
      "retry",
    ]);
  });

  it("counts jobs in pg-boss's own tables", async () => {
    // A real pg-boss installs its schema here, so the names the check reads are pg-boss's, not a guess.
    const boss = new PgBoss({ connectionString: testDatabaseUrl(), supervise: false, schedule: false, max: 2 });
    boss.on("error", () => {});
    await boss.start();
    try {
      await boss.createQueue("health-test");
      const before = (await health()).body.data.queue;
      await boss.send("health-test", { n: 1 });
      await boss.send("health-test", { n: 2 });
      const after = (await health()).body.data.queue;
      expect(after.schema).toBe(true);
      expect(after.jobs.created).toBe((before.jobs.created ?? 0) + 2);
    } finally {
      await boss.stop({ graceful: false });
    }
  });

  it("answers 503 degraded, without throwing, when the database is unreachable", async () => {
    await closeDb();
    setEnv({ DATABASE_URL: "postgres://nobody:nothing@127.0.0.1:1/none" });
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body.data).toMatchObject({ status: "degraded", database: { ok: false }, queue: { ok: false } });
  });
});
