import { setTimeout as sleep } from "node:timers/promises";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";

/** A millisecond range, as parsed from DEMO_LATENCY_MS ("300-1000"). */
export type LatencyRange = { min: number; max: number };

/** A uniformly random delay in [min, max] milliseconds. */
export function pickDelay({ min, max }: LatencyRange, random: () => number = Math.random): number {
  return Math.round(min + (max - min) * random());
}

/**
 * The spec's demo mode: every API answer waits a random 300–1000 ms so that loading states are
 * seen as on a slow network. Paths matched by `skip` (health probes, the docs) answer at once.
 * Without a range this middleware is not installed at all.
 */
export function demoLatency(
  range: LatencyRange,
  skip: (path: string) => boolean = () => false,
  wait: (ms: number) => Promise<unknown> = sleep,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!skip(c.req.path)) await wait(pickDelay(range));
    await next();
  };
}
