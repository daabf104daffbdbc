/**
 * `npm run worker` (bundled as dist/runtime/worker-main.mjs): runs the background jobs alone (for scale-out), against DATABASE_URL or the
 * embedded PostgreSQL of DATA_DIR that a running `npm start` owns. Start web processes with
 * RUN_WORKER=false when workers run apart.
 */
import path from "node:path";
import { ConfigError, env as readEnv } from "../env";
import { stopBoss, toleratePostgresShutdown } from "../jobs/boss";
import { startWorker } from "../jobs/worker";
import { assertObjectStore, pruneLocalCopiesRegularly } from "../storage/store";
import { nudgeMemoryReducer } from "./memory-reducer-nudge";

const env = (() => {
  try {
    return readEnv();
  } catch (error) {
    console.error(`[worker] ${error instanceof ConfigError ? error.message : String(error)}`);
    process.exit(1);
  }
})();

if (!env.DATABASE_URL) {
  console.error(
    `[worker] Set DATABASE_URL. With the embedded database, \`npm start\` runs the worker in-process ` +
      `(its cluster lives in ${path.join(env.dataDir, "postgres")} and is owned by that process).`,
  );
  process.exit(1);
}

nudgeMemoryReducer();
await assertObjectStore((line) => console.warn(`[worker] ${line}`)).catch((error: unknown) => {
  console.error(`[worker] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
pruneLocalCopiesRegularly((line) => console.warn(`[worker] ${line}`));
await startWorker();
console.log("[worker] Processing background jobs. Ctrl-C stops.");

const stop = async () => {
  toleratePostgresShutdown();
  await stopBoss();
  console.log("[worker] Stopped the job worker");
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
