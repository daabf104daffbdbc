import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Measurement } from "./foundation";
import { load, type LoadResult } from "./load";
import { type RunningServer, signInAs, startServer, waitForIdleQueue } from "./server";

// Rounds of each server, alternated A B A B so that the machine's drift falls on both alike.
const ROUNDS = 4;
const ROUND_SECONDS = 5;
const CONNECTIONS = 10;

/**
 * `npm start` with one web process against its default (one per core), side by side on the same
 * demo data: a signed-in page's requests per second and p99 at 10 connections. Each server has a
 * data folder of its own (an embedded PostgreSQL each), and both are idle but for the load.
 */
export async function benchCores(): Promise<Measurement[]> {
  const cores = os.availableParallelism();
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), "portal-bench-cores-"));
  await fs.chmod(scratch, 0o755); // the embedded PostgreSQL runs as another user when we are root
  const servers: RunningServer[] = [];
  try {
    for (const processes of [1, cores]) {
      const server = await startServer({
        DATA_DIR: path.join(scratch, String(processes)),
        MEDIA_CACHE_DIR: process.env.MEDIA_CACHE_DIR ?? path.resolve("data/cache/media"),
        DATABASE_URL: "",
        WEB_CONCURRENCY: String(processes),
      });
      servers.push(server);
      await waitForIdleQueue(server.url, 300_000);
    }
    const cookies = await Promise.all(servers.map(async (server) => (await signInAs(server.url)).cookie));
    const page = (i: number) => `${servers[i]!.url}/studies`;
    for (const i of [0, 1]) await load(page(i), CONNECTIONS, 2, { cookie: cookies[i]! }); // warm-up
    const runs: [LoadResult[], LoadResult[]] = [[], []];
    for (let round = 0; round < ROUNDS; round++)
      for (const i of [0, 1] as const)
        runs[i].push(await load(page(i), CONNECTIONS, ROUND_SECONDS, { cookie: cookies[i]! }));
    const failed = runs.flat().find((r) => r.errors || r.non2xx);
    if (failed) throw new Error(`/studies answered errors: ${JSON.stringify(failed)}`);
    const rps = (results: LoadResult[]) => Math.round(results.reduce((sum, r) => sum + r.rps, 0) / results.length);
    const p99 = (results: LoadResult[]) => Math.max(...results.map((r) => r.p99));
    const [one, all] = [rps(runs[0]), rps(runs[1])];
    return [
      { name: "/studies req/s at 10 connections, 1 web process", value: one, unit: "req/s", budget: Infinity },
      { name: `/studies req/s at 10 connections, ${cores} web processes`, value: all, unit: "req/s", budget: Infinity },
      { name: "/studies p99, 1 web process", value: p99(runs[0]), unit: "ms", budget: Infinity },
      { name: `/studies p99, ${cores} web processes`, value: p99(runs[1]), unit: "ms", budget: Infinity },
      {
        name: `/studies throughput of ${cores} web processes over 1, shortfall below 1.6 ×`,
        // Reported as the shortfall below 1.6 ×, so "≤ 0" reads as "at least 1.6 × one process".
        value: Math.round((1.6 - all / one) * 100) / 100,
        unit: "×",
        budget: 0,
      },
    ];
  } finally {
    for (const server of servers) await server.stop();
    await fs.rm(scratch, { recursive: true, force: true });
  }
}
