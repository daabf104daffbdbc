/**
 * `npm start`: the whole product in one process. Validates the configuration, starts the embedded
 * PostgreSQL (or uses DATABASE_URL), applies migrations, seeds the demo data on first run, builds
 * the app if needed, starts the job worker and serves http://HOST:PORT. Ctrl-C stops it all.
 * `--dev` serves with `astro dev` (hot reload) instead of the build.
 */
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { closeDb, connect } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { ConfigError, parseEnv, setEnv } from "../src/server/env";
import { stopBoss } from "../src/server/jobs/boss";
import { buildIfStale, serverEntry } from "../src/server/runtime/build";
import { prepareDatabase } from "../src/server/runtime/database";
import { close, listen } from "../src/server/runtime/http-server";
import { DEMO_PASSWORD, DEMO_USERS } from "./seed/demo-logins";

const root = path.resolve(import.meta.dirname, "..");
const dev = process.argv.includes("--dev");
const say = (line: string) => console.log(`[portal] ${line}`);
const stops: (() => Promise<unknown>)[] = [];

async function main(): Promise<void> {
  const started = Date.now();
  const env = parseEnv(process.env);
  await fs.mkdir(env.dataDir, { recursive: true });

  const build = dev ? Promise.resolve(false) : buildIfStale(root, say);
  const database = await prepareDatabase(env, say);
  stops.push(() => database.stop());
  setEnv({ DATABASE_URL: database.url, DATA_DIR: env.dataDir });
  say(database.embedded ? `Embedded PostgreSQL ready in ${path.join(env.dataDir, "postgres")}` : "Using DATABASE_URL");

  const handle = connect(database.url, 4);
  await runMigrations(handle);
  const { isSeeded, seedDemo } = await import("./seed/index");
  if (!(await isSeeded(handle))) {
    say("First run: seeding the demo data (videos are rendered once and cached)…");
    const seedStarted = Date.now();
    await seedDemo(handle, { media: true, dataDir: env.dataDir, log: say });
    say(`Demo data seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
  }
  await handle.$client.end();

  if (env.RUN_WORKER) {
    const { startWorker } = await import("../src/server/jobs/worker");
    const { enqueueMissingThumbnails } = await import("../src/server/jobs/interview-thumbnail");
    await startWorker();
    stops.unshift(() => stopBoss());
    await enqueueMissingThumbnails();
  }

  if (dev) return runDev(env.HOST, env.PORT);
  await build;
  process.env.ASTRO_NODE_AUTOSTART = "disabled";
  const { handler } = (await import(pathToFileURL(serverEntry(root)).href)) as {
    handler: Parameters<typeof listen>[0];
  };
  const server = await listen(handler, env.HOST, env.PORT);
  stops.unshift(() => close(server));
  say(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${env.publicUrl}`);
  say(`Demo logins (password ${DEMO_PASSWORD}): ${DEMO_USERS.join(", ")}`);
}

function runDev(host: string, port: number): void {
  const child = spawn(
    path.join(root, "node_modules", ".bin", "astro"),
    ["dev", "--host", host, "--port", String(port)],
    {
      stdio: "inherit",
      env: process.env,
    },
  );
  stops.unshift(async () => void child.kill("SIGTERM"));
}

let stopping = false;
async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    for (const stop of stops) await stop().catch((error: unknown) => console.error(error));
    await closeDb();
  }
  process.exit(code);
}

process.on("SIGINT", () => void shutdown(0).then(() => undefined));
process.on("SIGTERM", () => void shutdown(0).then(() => undefined));
process.on("SIGHUP", () => void shutdown(0).then(() => undefined));

main().catch(async (error: unknown) => {
  if (error instanceof ConfigError) console.error(`[portal] ${error.message}\nSee .env.example for every setting.`);
  else console.error(`[portal] Could not start: ${error instanceof Error ? error.message : String(error)}`);
  if (process.env.LOG_LEVEL === "debug" && error instanceof Error) console.error(error.stack);
  await shutdown(1);
});
