import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { Piscina } from "piscina";
import { env } from "../env";
import { projectRoot } from "../util/project-root";

/**
 * What the pool's threads do (src/server/runtime/cpu-worker.ts dispatches on it): build an office
 * document (services/exports/office-task.ts) or read and compose for Bloom's built-in engine
 * (ai/built-in/bloom-task.ts). Each kind's caller types its own input and output.
 */
export type CpuTaskKind = "office" | "bloom";

/** One task as it crosses to a thread: structured-cloned, so plain data only. */
export interface CpuTask {
  kind: CpuTaskKind;
  input: unknown;
}

/**
 * Threads per kind, and how long an idle one is kept. Documents: one thread per core, kept a
 * minute (a burst of exports reuses them). Bloom: one thread, kept for the life of the process,
 * because each thread loads the NLP library (about 35–50 MB) and parsing a brief takes the
 * library's load time again after an exit; Bloom's generations run one after another anyway.
 */
const SHAPES: Record<CpuTaskKind, { threads: () => number; idleMs: number }> = {
  office: { threads: availableParallelism, idleMs: 60_000 },
  bloom: { threads: () => 1, idleMs: Number.POSITIVE_INFINITY },
};

const pools = new Map<CpuTaskKind, Piscina<CpuTask, unknown>>();

/**
 * Where the worker's code is: the bundle scripts/build.mjs writes, when the process runs from the
 * build; the source, loaded through tsx, in development and tests.
 */
function workerFile(): { filename: string; execArgv: string[] } {
  const root = projectRoot(import.meta.url);
  const built = path.join(root, "dist", "runtime", "cpu-worker.mjs");
  if (env().NODE_ENV === "production" && existsSync(built)) return { filename: built, execArgv: [] };
  return { filename: path.join(root, "src", "server", "runtime", "cpu-worker.ts"), execArgv: ["--import", "tsx"] };
}

/**
 * Runs CPU-heavy work in worker threads instead of on the event loop: laying out and zipping a
 * deck, or reading a brief with the NLP library and composing a design, takes tens to hundreds of
 * milliseconds of CPU that would hold up every page and API call meanwhile. Tasks beyond a kind's
 * threads wait in its queue. The threads run at a lower priority than the event loop
 * (runtime/cpu-worker.ts), so pages are scheduled first even when every core is busy.
 */
export function runOffLoop<Output>(kind: CpuTaskKind, input: unknown): Promise<Output> {
  let pool = pools.get(kind);
  if (!pool) {
    const shape = SHAPES[kind];
    pool = new Piscina<CpuTask, unknown>({ ...workerFile(), maxThreads: shape.threads(), idleTimeout: shape.idleMs });
    pools.set(kind, pool);
  }
  return pool.run({ kind, input }) as Promise<Output>;
}

/** Ends every thread (at shutdown, so the process can exit at once). */
export async function closeCpuPool(): Promise<void> {
  const current = [...pools.values()];
  pools.clear();
  await Promise.all(current.map((pool) => pool.destroy()));
}

/** How many tasks of a kind the threads have finished (for tests and diagnostics). */
export function cpuTasksDone(kind: CpuTaskKind): number {
  return pools.get(kind)?.completed ?? 0;
}
