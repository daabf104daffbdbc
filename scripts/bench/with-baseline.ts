import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type pg from "pg";
import { percentile } from "./percentile";
import {
  type BaselineOptions,
  connectToDatabase,
  type RunningServer,
  signInAs,
  startBaseline,
  startServer,
} from "./server";

/** A server asked in a side-by-side run, signed in as the demo admin (cookie for pages, bearer for the API). */
export interface Target {
  name: string;
  server: RunningServer;
  cookie: string;
  bearer: string;
}

async function signedIn(name: string, server: RunningServer): Promise<Target> {
  return { name, server, ...(await signInAs(server.url)) };
}

/**
 * For the benches that fill a database of their own: a server on a fresh data folder ("this
 * build") and, with `--baseline=DIR`, the other checkout's server on the same database
 * ("baseline"). `measure` gets both and a connection to the database; everything is stopped and
 * removed afterwards, whatever happened.
 */
export async function withServerAndBaseline<T>(
  folderPrefix: string,
  options: BaselineOptions,
  measure: (targets: Target[], client: pg.Client) => Promise<T>,
): Promise<T> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), folderPrefix));
  await fs.chmod(dataDir, 0o755); // the embedded PostgreSQL runs as another user when we are root
  const server = await startServer({
    DATA_DIR: dataDir,
    MEDIA_CACHE_DIR: process.env.MEDIA_CACHE_DIR ?? path.resolve("data/cache/media"),
  });
  const client = await connectToDatabase(dataDir);
  const baseline = await startBaseline(options, dataDir);
  try {
    const targets = [await signedIn("this build", server)];
    if (baseline) targets.push(await signedIn("baseline", baseline));
    return await measure(targets, client);
  } finally {
    await client.end();
    await baseline?.stop();
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(`${dataDir}-baseline`, { recursive: true, force: true });
  }
}

/**
 * Untimed rounds before the timed ones: query plans, caches and V8's optimised code of the paths
 * measured, in every web process of a server (a server answers from each in turn), as a server
 * that has been up for a while has them. One round left most of the code unoptimised: the p95 of
 * twenty then measured V8's warm-up.
 */
const WARM_UP_ROUNDS = 10;

/**
 * The p95 of `time` per target: WARM_UP_ROUNDS untimed rounds, then `runs` rounds that ask the
 * targets in turn (A B A B), so a change of the machine's load touches both alike.
 */
export async function alternatedP95(
  targets: Target[],
  runs: number,
  time: (target: Target) => Promise<number>,
): Promise<Map<Target, number>> {
  const timings = new Map(targets.map((t) => [t, [] as number[]]));
  for (let round = 0; round < WARM_UP_ROUNDS; round++) for (const target of targets) await time(target);
  for (let run = 0; run < runs; run++) {
    for (const target of targets) timings.get(target)!.push(await time(target));
  }
  return new Map(targets.map((t) => [t, percentile(timings.get(t)!, 0.95)]));
}
