import type { RouteHandler } from "@hono/zod-openapi";
import type { Logger } from "pino";
import { db } from "@/server/db/client";
import type { AppEnv } from "../../app-env";
import { jobStates, type getHealthRoute, type Health } from "./routes";

// A hung database must not hang the probe: each check gives up after this long.
const CHECK_TIMEOUT_MS = 3000;

function withTimeout<T>(promise: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// Probes run often and a down database is not a bug: log why, not a stack per probe.
function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** `select 1` round trip. */
export async function checkDatabase(log: Logger): Promise<Health["database"]> {
  const started = performance.now();
  try {
    // A bare round trip with no table: the query builder cannot select without one.
    await withTimeout(db().$client.query("select 1"));
    return { ok: true, latency_ms: Math.round((performance.now() - started) * 100) / 100 };
  } catch (error) {
    log.warn({ reason: reasonOf(error) }, "health: database check failed");
    return { ok: false, latency_ms: Math.round(performance.now() - started) };
  }
}

/** PostgreSQL's "undefined_table": the queue's schema is not made yet (pg-boss makes it as the worker starts). */
const UNDEFINED_TABLE = "42P01";

/**
 * Job counts per state, read from pg-boss's own tables (schema `pgboss`, table `job`, column
 * `state`) rather than through a PgBoss instance, so any process can answer, worker or not. One
 * round trip: the probe runs every few seconds, and under load each round trip waits its turn.
 */
export async function checkQueue(log: Logger): Promise<Health["queue"]> {
  const jobs = Object.fromEntries(jobStates.map((state) => [state, 0])) as Health["queue"]["jobs"];
  try {
    // pgboss.job is pg-boss's own table, not one of the app's Drizzle schema.
    const counts = await withTimeout(
      db().$client.query<{ state: string; count: number }>(
        "select state::text as state, count(*)::int as count from pgboss.job group by state",
      ),
    );
    for (const { state, count } of counts.rows) {
      if ((jobStates as readonly string[]).includes(state)) jobs[state as keyof typeof jobs] = count;
    }
    return { ok: true, schema: true, jobs };
  } catch (error) {
    if ((error as { code?: string }).code === UNDEFINED_TABLE) return { ok: true, schema: false, jobs };
    log.warn({ reason: reasonOf(error) }, "health: queue check failed");
    return { ok: false, schema: false, jobs };
  }
}

/** Both checks at once; the status code follows the overall status. */
export const getHealth: RouteHandler<typeof getHealthRoute, AppEnv> = async (c) => {
  const [database, queue] = await Promise.all([checkDatabase(c.var.logger), checkQueue(c.var.logger)]);
  const status = database.ok && queue.ok ? "ok" : "degraded";
  const health: Health = { status, database, queue };
  return status === "ok" ? c.json({ data: health }, 200) : c.json({ data: health }, 503);
};
