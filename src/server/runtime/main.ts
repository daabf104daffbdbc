/**
 * The product's process, run by `npm start` from its bundle (dist/runtime/main.mjs, built by
 * scripts/build.mjs beside the Astro build, so no TypeScript loader runs in production).
 * Validates the configuration, starts the embedded PostgreSQL (or uses DATABASE_URL), applies
 * migrations, seeds the demo data on first run, starts the job worker and serves HOST:PORT.
 * Ctrl-C stops it all. `npm run dev` runs it from source with `--dev`: `astro dev` instead of the build.
 */
import { spawn } from "node:child_process";
import cluster from "node:cluster";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { DEMO_PASSWORD, DEMO_USERS } from "../demo/demo-logins";
import { isSeeded } from "../demo/marker";
import { closeDb, connect } from "../db/client";
import { runMigrations } from "../db/migrate";
import { ConfigError, env as readEnv, setEnv } from "../env";
import { queueStopping, stopBoss, toleratePostgresShutdown } from "../jobs/boss";
import { assertObjectStore, pruneLocalCopiesRegularly } from "../storage/store";
import { projectRoot } from "../util/project-root";
import { prepareDatabase } from "./database";
import { nudgeMemoryReducer } from "./memory-reducer-nudge";
import { watchMediaProgress } from "./media-progress";
import { assertCanListen } from "./http-server";
import { startWebProcesses } from "./web-cluster";
import { serveWeb } from "./web-server";

const root = projectRoot(import.meta.url);
const dev = process.argv.includes("--dev");
const say = (line: string) => console.log(`[portal] ${line}`);
/** What Ctrl-C stops, in order: each part says it stopped in one line. */
const stops: { part: string; stop: () => Promise<unknown> }[] = [];
/**
 * Told first when a stop begins. A terminal's Ctrl-C signals the embedded PostgreSQL as well, so
 * the database may go before its turn: neither a restart of it nor the queue's lost connections.
 */
const stopBegins: (() => void)[] = [queueStopping, toleratePostgresShutdown];
/** Ends the console's progress bar of videos still being made (set once serving). */
let stopProgress = () => {};

/**
 * The build of the pages, when `npm start` (scripts/start.mjs) is still making it: the runtime is
 * built first, so the database starts and the demo seeds while the pages build.
 */
function pagesBuilt(): Promise<void> {
  return (
    (globalThis as { [key: symbol]: Promise<void> | undefined })[Symbol.for("portal.pagesBuilt")] ?? Promise.resolve()
  );
}

async function main(): Promise<void> {
  const started = Date.now();
  nudgeMemoryReducer();
  const env = readEnv();
  if (!dev) await assertCanListen(env.HOST, env.PORT);
  await fs.mkdir(env.dataDir, { recursive: true });
  await assertObjectStore(say);
  pruneLocalCopiesRegularly(say);

  const database = await prepareDatabase(env, say, (error) => {
    // Without its database the process is of no use: exit non-zero so that systemd (or any
    // supervisor) restarts it, or a person sees why.
    say(`${error.message}; stopping`);
    void shutdown(1);
  });
  stopBegins.push(() => database.stopping());
  if (database.embedded) stops.push({ part: "the embedded PostgreSQL", stop: () => database.stop() });
  setEnv({ DATABASE_URL: database.url, DATA_DIR: env.dataDir });
  say(database.embedded ? `Embedded PostgreSQL ready in ${path.join(env.dataDir, "postgres")}` : "Using DATABASE_URL");

  const handle = connect(database.url, 4);
  await runMigrations(handle);
  const seeding = !(await isSeeded(handle));
  if (seeding) {
    // Loaded only here: the demo content and renderer are not needed once seeded.
    const { seedDemo } = await import("../demo/index");
    say("First run: seeding the demo data (its videos are rendered in the background, once, and cached)…");
    const seedStarted = Date.now();
    await seedDemo(handle, { media: true, log: say });
    say(`Demo data seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
  }
  await handle.$client.end();

  if (env.RUN_WORKER) {
    const { startWorker } = await import("../jobs/worker");
    stops.unshift({ part: "the job worker", stop: () => stopBoss() });
    await startWorker();
  }

  if (dev) return runDev(env.HOST, env.PORT);
  try {
    await pagesBuilt();
  } catch (error) {
    say(`Could not build: ${error instanceof Error ? error.message : String(error)}`);
    return void shutdown(1);
  }
  const processes = env.WEB_CONCURRENCY ?? os.availableParallelism();
  const starting =
    processes === 1
      ? serveWeb(env, database.url, say)
      : startWebProcesses(processes, { DATABASE_URL: database.url, DATA_DIR: env.dataDir }, say);
  // Registered before it is up: a Ctrl-C during the start stops what has started.
  stops.unshift({ part: "the web server", stop: async () => (await starting.catch(() => undefined))?.stop() });
  await starting;
  if (stopping) return;
  const across = processes === 1 ? "" : ` (${processes} web processes)`;
  say(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${env.publicUrl}${across}`);
  say(`Demo logins (password ${DEMO_PASSWORD}): ${DEMO_USERS.join(", ")}`);
  stopProgress = watchMediaProgress(say, { seeded: seeding });
}

/**
 * One web process of the cluster: serves until Ctrl-C (which reaches the whole process group) or
 * until the process that started it is gone (killed, say), then lets its requests finish and exits.
 */
async function webProcess(): Promise<void> {
  nudgeMemoryReducer();
  const env = readEnv();
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    queueStopping();
    // A Ctrl-C during the start waits for it, then stops what started.
    await (await serving.catch(() => undefined))?.stop();
    await closeDb();
    process.exit(0);
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void stop());
  process.on("disconnect", () => void stop());
  const serving = serveWeb(env, env.DATABASE_URL!, say);
  await serving;
}

function runDev(host: string, port: number): void {
  const child = spawn(
    path.join(root, "node_modules", ".bin", "astro"),
    ["dev", "--host", host, "--port", String(port)],
    { stdio: "inherit" },
  );
  stops.unshift({ part: "astro dev", stop: async () => void child.kill("SIGTERM") });
}

let stopping = false;
async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    for (const begin of stopBegins) begin();
    stopProgress();
    for (const { part, stop } of stops) {
      await stop().then(
        () => say(`Stopped ${part}`),
        (error: unknown) =>
          say(`Could not stop ${part} cleanly: ${error instanceof Error ? error.message : String(error)}`),
      );
    }
    await closeDb();
  }
  process.exit(code);
}

// A promise some request forgot to await is logged, not fatal: one page's bug must not stop the server.
process.on("unhandledRejection", (reason) => console.error("[portal] Unhandled rejection:", reason));
if (cluster.isPrimary) {
  process.on("SIGINT", () => void shutdown(0).then(() => undefined));
  process.on("SIGTERM", () => void shutdown(0).then(() => undefined));
  process.on("SIGHUP", () => void shutdown(0).then(() => undefined));
}

/** Whether LOG_LEVEL asks for detail; false when the configuration itself is what failed. */
function debugging(): boolean {
  try {
    return readEnv().LOG_LEVEL === "debug";
  } catch {
    return false;
  }
}

if (cluster.isWorker) {
  webProcess().catch((error: unknown) => {
    console.error(`[portal] A web process could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
} else {
  main().catch(async (error: unknown) => {
    if (error instanceof ConfigError) console.error(`[portal] ${error.message}\nSee .env.example for every setting.`);
    else console.error(`[portal] Could not start: ${error instanceof Error ? error.message : String(error)}`);
    if (debugging() && error instanceof Error) console.error(error.stack);
    await shutdown(1);
  });
}
