import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { authThrottles } from "../db/schema";

/** One counter: at most `limit` hits per `windowSeconds` under `key`. */
export interface LimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

interface CounterRow {
  key: string;
  hits: number;
  retry_after: number;
}

/**
 * The rules of `rules` that are used up, each with the seconds until its window frees again
 * (an empty map when every rule still has room). Expired windows count as empty, so no clean-up
 * job is needed for correctness.
 */
export async function usedUp(database: Database, rules: readonly LimitRule[]): Promise<Map<string, number>> {
  const exceeded = new Map<string, number>();
  if (rules.length === 0) return exceeded;
  // A named statement, planned once per pooled connection: every throttled request checks it;
  // any($1) keeps its text the same for any number of rules.
  const { rows } = await database.$client.query<CounterRow>({
    name: "throttle_check",
    text: `select key, hits, ceil(extract(epoch from reset_at - now()))::int as retry_after
             from auth_throttles where key = any($1::text[]) and reset_at > now()`,
    values: [rules.map((rule) => rule.key)],
  });
  for (const row of rows) {
    const rule = rules.find((candidate) => candidate.key === row.key)!;
    if (row.hits >= rule.limit) exceeded.set(row.key, Math.max(1, row.retry_after));
  }
  return exceeded;
}

/** The longest wait among used-up rules, or null when none is used up. */
export function longestWait(exceeded: ReadonlyMap<string, number>): number | null {
  return exceeded.size ? Math.max(...exceeded.values()) : null;
}

/**
 * Counts one hit on each rule, atomically (an upsert per key, so concurrent requests on several
 * nodes never lose a count). A window that has run out starts again at 1.
 */
export async function recordHit(database: Database, rules: readonly LimitRule[]): Promise<void> {
  if (rules.length === 0) return;
  // A named statement, as in usedUp: unnest takes every rule's key and window in one text, where a
  // VALUES list would change the text with the number of rules.
  await database.$client.query({
    name: "throttle_hit",
    text: `insert into auth_throttles (key, hits, reset_at)
           select k, 1, now() + make_interval(secs => w) from unnest($1::text[], $2::int[]) as t(k, w)
           on conflict (key) do update set
             hits = case when auth_throttles.reset_at <= now() then 1 else auth_throttles.hits + 1 end,
             reset_at = case when auth_throttles.reset_at <= now() then excluded.reset_at else auth_throttles.reset_at end`,
    values: [rules.map((rule) => rule.key), rules.map((rule) => rule.windowSeconds)],
  });
}

/** Forgets counters, e.g. the (account, address) pair after a successful sign-in. */
export async function clearHits(database: Database, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  // A named statement, as in usedUp, whatever the number of keys.
  await database.$client.query({
    name: "throttle_clear",
    text: "delete from auth_throttles where key = any($1::text[])",
    values: [keys],
  });
}

/** Removes windows that ended a day ago or more: the worker's hourly housekeeping (jobs/worker.ts). */
export async function pruneExpired(database: Database): Promise<void> {
  await database.delete(authThrottles).where(lt(authThrottles.resetAt, sql`now() - interval '1 day'`));
}
