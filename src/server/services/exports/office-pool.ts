import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { Piscina } from "piscina";
import { env } from "../../env";
import { projectRoot } from "../../util/project-root";
import type { OfficeTask } from "./office-task";

/** How long an idle worker thread is kept before it exits (a burst of exports reuses them). */
const IDLE_MS = 60_000;

let pool: Piscina<OfficeTask, Uint8Array> | undefined;

/**
 * Where the worker's code is: the bundle scripts/build.mjs writes, when the process runs from the
 * build; the source, loaded through tsx, in development and tests.
 */
function workerFile(): { filename: string; execArgv: string[] } {
  const root = projectRoot(import.meta.url);
  const built = path.join(root, "dist", "runtime", "office-worker.mjs");
  if (env().NODE_ENV === "production" && existsSync(built)) return { filename: built, execArgv: [] };
  return { filename: path.join(root, "src", "server", "runtime", "office-worker.ts"), execArgv: ["--import", "tsx"] };
}

/**
 * Builds a PowerPoint or Word file in a pool of worker threads, one per core: laying out and
 * zipping a deck takes tens to hundreds of milliseconds of CPU, which on the web process's own
 * event loop would hold up every page and API call meanwhile. Tasks beyond the threads wait in
 * the pool's queue.
 */
export async function buildInWorker(task: OfficeTask): Promise<Buffer> {
  pool ??= new Piscina<OfficeTask, Uint8Array>({
    ...workerFile(),
    maxThreads: availableParallelism(),
    idleTimeout: IDLE_MS,
  });
  const bytes = await pool.run(task);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Ends the pool's threads (at shutdown, so the process can exit at once). */
export async function closeOfficePool(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.destroy();
}

/** How many tasks the pool's threads have finished (for tests and diagnostics). */
export function officeTasksDone(): number {
  return pool?.completed ?? 0;
}
