import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { load } from "./load";
import { type RunningServer, rssMb, signInAs, startServer, waitForIdleQueue } from "./server";

/**
 * RSS once the process is idle. V8 keeps the heap it grew under load for a while and then its
 * memory reducer gives it back: on the 2-core machine it was measured on, RSS stays flat for 30–40 s after the last request,
 * then drops in one step (268 → 108 MB after /studies). So "idle" is a reading at least 60 s after
 * the load that agrees with the one 5 s before it (120 s at most).
 */
async function settledRssMb(pid: number): Promise<number> {
  let previous = await rssMb(pid);
  for (let waited = 5_000; waited <= 120_000; waited += 5_000) {
    await new Promise((r) => setTimeout(r, 5_000));
    const current = await rssMb(pid);
    if (Math.abs(current - previous) < 2 && waited >= 60_000) return current;
    previous = current;
  }
  return previous;
}

/**
 * Seconds from the start to the worker's last demo video, as the process reports it (its plain
 * progress lines: the bench reads a pipe, not a terminal); 10 minutes at most.
 */
async function demoVideosReadySeconds(server: RunningServer): Promise<number> {
  for (let waited = 0; waited < 600_000; waited += 500) {
    const reported = /All demo videos ready, ([\d.]+) s after the start/.exec(server.output());
    if (reported) return Number(reported[1]);
    await new Promise((r) => setTimeout(r, 500));
  }
  return Number.POSITIVE_INFINITY;
}

export interface Measurement {
  name: string;
  value: number;
  unit: string;
  budget: number;
}

/**
 * The start-up budgets: the first start as on a fresh clone (a build, seeding, one web process per
 * core; cold media cache unless --warm-cache), a second
 * start on the same data to the first 200, /studies at 10 connections, and idle RSS.
 */
export async function benchFoundation(options: {
  warmCache: boolean;
  /** Further benchmarks to run against the warm server, after these. */
  alsoOn?: (server: RunningServer, dataDir: string) => Promise<Measurement[]>;
}): Promise<Measurement[]> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "portal-bench-"));
  await fs.chmod(dataDir, 0o755); // the embedded PostgreSQL runs as another user when we are root
  const cacheDir = options.warmCache ? path.resolve("data/cache/media") : path.join(dataDir, "cold-cache");
  // The assistant bench's ten askers ask hundreds of questions a minute: far over a client's limit.
  const env = { DATA_DIR: dataDir, MEDIA_CACHE_DIR: cacheDir, ASSISTANT_QUESTIONS_PER_MINUTE: "100000" };
  try {
    // As on a fresh clone: no build yet (the stamp gone, `npm start` builds) and the default web processes.
    await fs.rm(path.resolve("dist/.build-stamp"), { force: true });
    const first = await startServer({ ...env, WEB_CONCURRENCY: "" });
    const mediaReady = await demoVideosReadySeconds(first);
    // The demo's reels render once their videos are ready: a stop in the middle of one would leave
    // its job to the queue's expiry, and the second start would wait for that.
    await waitForIdleQueue(first.url, 300_000);
    await first.stop();
    const second = await startServer(env, "/auth/login");
    await waitForIdleQueue(second.url);
    const { cookie } = await signInAs(second.url);
    const warmup = await load(`${second.url}/studies`, 10, 3, { cookie });
    if (warmup.non2xx || warmup.errors)
      throw new Error(`/studies answered errors during warm-up: ${JSON.stringify(warmup)}`);
    const studies = await load(`${second.url}/studies`, 10, 10, { cookie });
    await new Promise((r) => setTimeout(r, 5_000));
    const afterBurst = await rssMb(second.pid);
    const idle = await settledRssMb(second.pid);
    const more = options.alsoOn ? await options.alsoOn(second, dataDir) : [];
    const stopMs = await second.stop();
    return [
      {
        name: `first start of a fresh clone (build, seeding) to first answer (${options.warmCache ? "warm" : "cold"} media cache)`,
        value: first.readyMs / 1000,
        unit: "s",
        budget: 15,
      },
      {
        name: `first start: all demo videos ready (${options.warmCache ? "warm" : "cold"} media cache)`,
        value: mediaReady,
        unit: "s",
        budget: 60,
      },
      { name: "start on existing data to first 200 (/auth/login)", value: second.readyMs / 1000, unit: "s", budget: 3 },
      { name: "/studies p50 at 10 connections", value: studies.p50, unit: "ms", budget: 20 },
      { name: "/studies p99 at 10 connections", value: studies.p99, unit: "ms", budget: Number.POSITIVE_INFINITY },
      { name: "/studies requests per second", value: studies.rps, unit: "req/s", budget: Number.POSITIVE_INFINITY },
      {
        name: "web process RSS 5 s after the load (PostgreSQL apart)",
        value: afterBurst,
        unit: "MB",
        budget: Number.POSITIVE_INFINITY,
      },
      { name: "web process RSS idle (PostgreSQL apart)", value: idle, unit: "MB", budget: 250 },
      { name: "clean stop after Ctrl-C", value: stopMs / 1000, unit: "s", budget: Number.POSITIVE_INFINITY },
      ...more,
    ];
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
