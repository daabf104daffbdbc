import cluster, { type Worker } from "node:cluster";
import path from "node:path";
import { projectRoot } from "../util/project-root";

/** The flag a web process of the cluster is started with (it runs the same bundle as `npm start`). */
export const WEB_PROCESS_FLAG = "--web-process";

// How long a web process may take to finish its requests after Ctrl-C before it is killed.
const STOP_DEADLINE_MS = 10_000;

/**
 * Starts `count` web processes that share PORT (node:cluster: this process accepts connections
 * and hands them round to the others), each serving the whole portal; this process keeps the
 * embedded PostgreSQL and the job worker. A web process that dies after it started is replaced.
 * Resolves once the first is listening (it answers every request until the others join): they
 * start after it, so that on a small machine the first page does not wait for all of them to
 * load at once. The first failing to start fails the start; a later one is reported and the
 * others serve.
 */
export async function startWebProcesses(
  count: number,
  env: Record<string, string>,
  say: (line: string) => void,
): Promise<{ stop(): Promise<void> }> {
  cluster.setupPrimary({
    exec: path.join(projectRoot(import.meta.url), "dist", "runtime", "main.mjs"),
    args: [WEB_PROCESS_FLAG],
  });
  let stopping = false;
  const live = new Set<Worker>();

  const fork = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork(env);
      live.add(worker);
      let listening = false;
      worker.once("listening", () => {
        listening = true;
        resolve();
      });
      worker.once("exit", (code, signal) => {
        live.delete(worker);
        if (stopping) return;
        // Exit 0 before listening: Ctrl-C (which reaches every process) came during the start.
        if (!listening && code === 0) return resolve();
        if (!listening) return reject(new Error(`a web process could not start (${signal ?? `exit ${code}`})`));
        say(`A web process ended unexpectedly (${signal ?? `exit ${code}`}); starting another`);
        fork().catch((error: unknown) => say(`Could not replace it: ${(error as Error).message}`));
      });
    });

  const stop = async () => {
    stopping = true;
    await Promise.all(
      [...live].map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            const deadline = setTimeout(() => worker.process.kill("SIGKILL"), STOP_DEADLINE_MS);
            worker.once("exit", () => {
              clearTimeout(deadline);
              resolve();
            });
            // A terminal's Ctrl-C has reached them already; a stop from elsewhere (SIGTERM to this
            // process only) has not. A second SIGINT changes nothing for a process already stopping.
            worker.process.kill("SIGINT");
          }),
      ),
    );
  };

  try {
    await fork();
  } catch (error) {
    await stop();
    throw error;
  }
  if (count > 1) {
    const others = Array.from({ length: count - 1 }, () =>
      fork().then(
        () => true,
        (error: unknown) => void say(`${(error as Error).message}; the others serve`),
      ),
    );
    void Promise.all(others).then((started) => {
      if (!stopping && started.every(Boolean)) say(`All ${count} web processes serving`);
    });
  }
  return { stop };
}
