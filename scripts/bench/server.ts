import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { freePort } from "../../src/server/util/free-port";
import { START_FLAGS } from "../start-flags";

const root = path.resolve(import.meta.dirname, "../..");

export interface RunningServer {
  url: string;
  pid: number;
  /** Milliseconds from spawn to the first 200 of `readyPath`. */
  readyMs: number;
  /** What the process has printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<number>;
}

/**
 * Starts `scripts/start.mjs` (or another `script`, such as a build's dist/runtime/main.mjs) as its
 * own process of `node` (no npm in between, so pid is the web process).
 */
export async function startServer(
  env: Record<string, string>,
  readyPath = "/api/health",
  timeoutMs = 180_000,
  script = path.join(root, "scripts/start.mjs"),
  node = process.execPath,
): Promise<RunningServer> {
  const port = await freePort();
  const started = performance.now();
  // The V8 flags of package.json's "start", so the bench measures what `npm start` runs.
  const child = spawn(node, [...START_FLAGS, script], {
    cwd: root,
    // One web process unless asked: the figures per process (CPU, memory, latency) stay comparable,
    // and the cores group measures the default of one per core against it.
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", WEB_CONCURRENCY: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    // A process group of its own, so that stop() can signal it as a terminal's Ctrl-C does.
    detached: true,
  });
  let output = "";
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  const url = `http://127.0.0.1:${port}`;
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    const ok = await fetch(url + readyPath, { redirect: "manual" }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok)
      return {
        url,
        pid: child.pid!,
        readyMs: performance.now() - started,
        output: () => output,
        stop: () => stop(child),
      };
    await new Promise((r) => setTimeout(r, 20));
  }
  child.kill("SIGKILL");
  throw new Error(`server not ready within ${timeoutMs} ms:\n${output}`);
}

/** Another checkout of the product to measure beside this one (`--baseline=DIR`, `--baseline-node=PATH`). */
export interface BaselineOptions {
  baseline?: string;
  baselineNode?: string;
}

/**
 * The baseline checkout's server (built and started by its own `scripts/start.mjs`) on the
 * database of `dataDir`'s server, without a worker, so both serve the same rows; null without one.
 * That throwaway database forgets the migrations the baseline does not know, which it would
 * otherwise refuse; their tables and indexes stay, so the baseline may gain from a new index.
 */
export async function startBaseline(options: BaselineOptions, dataDir: string): Promise<RunningServer | null> {
  if (!options.baseline) return null;
  const journal = JSON.parse(
    await readFile(path.join(options.baseline, "src/server/db/migrations/meta/_journal.json"), "utf8"),
  ) as { entries: { when: number }[] };
  const client = await connectToDatabase(dataDir);
  await client.query("delete from drizzle.__drizzle_migrations where created_at > $1", [
    Math.max(...journal.entries.map((entry) => entry.when)),
  ]);
  await client.end();
  return startServer(
    {
      DATA_DIR: `${dataDir}-baseline`,
      DATABASE_URL: await databaseUrlOf(dataDir),
      RUN_WORKER: "false",
      MEDIA_CACHE_DIR: process.env.MEDIA_CACHE_DIR ?? path.resolve("data/cache/media"),
    },
    "/api/health",
    300_000,
    path.join(path.resolve(options.baseline), "scripts", "start.mjs"),
    options.baselineNode ?? process.execPath,
  );
}

/** SIGINT, as Ctrl-C would; resolves with the milliseconds the process took to exit. */
function stop(child: ChildProcess): Promise<number> {
  const t = performance.now();
  return new Promise((resolve) => {
    // Already gone (it crashed, or a test killed it): "exit" will not come again.
    if (child.exitCode !== null || child.signalCode !== null) return resolve(0);
    // "close" comes once its output is read too, so output() then holds its last lines.
    child.once("close", () => resolve(performance.now() - t));
    // Ctrl-C in a terminal signals the whole foreground group: the embedded PostgreSQL too.
    process.kill(-child.pid!, "SIGINT");
  });
}

/** The connection string of a bench server's embedded database (DATA_DIR/postgres: its port in postmaster.pid, its password beside it). */
export async function databaseUrlOf(dataDir: string): Promise<string> {
  const pid = await readFile(path.join(dataDir, "postgres", "postmaster.pid"), "utf8");
  const port = Number(pid.split("\n")[3]);
  const password = (await readFile(path.join(dataDir, "postgres.password"), "utf8")).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/portal`;
}

/** A client of a bench server's embedded database. */
export async function connectToDatabase(dataDir: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: await databaseUrlOf(dataDir) });
  await client.connect();
  return client;
}

const TICK_MS = 1000 / Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim());

/** CPU time a process has used so far, user and system, in milliseconds (Linux /proc); 0 once it is gone. */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the parenthesised command name; utime and stime are the 14th and 15th, in ticks.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/**
 * The processes of a data folder's embedded PostgreSQL: its postmaster and every process it has
 * now (each connection's backend, the writers). What a run cost PostgreSQL is their
 * {@link totalCpuMs} after it less before it, over the same list.
 */
export function postgresProcesses(dataDir: string): number[] {
  const postmaster = readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8")
    .split("\n")[0]!
    .trim();
  return [Number(postmaster), ...pgrep(["-P", postmaster])];
}

/** The pids `pgrep` finds with these arguments; none when nothing matches (pgrep then exits 1). */
export function pgrep(args: string[]): number[] {
  try {
    return execFileSync("pgrep", args).toString().trim().split("\n").filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** CPU time of processes so far, in milliseconds. */
export const totalCpuMs = (pids: number[]) => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);

/** Resident memory of a process in MB (Linux /proc). */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Signs a demo user in; returns the session cookie header and a bearer token. */
export async function signInAs(url: string, email = "admin@demo.test"): Promise<{ cookie: string; bearer: string }> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password: "Demo-pass-1" }),
  });
  if (response.status !== 200) throw new Error(`sign-in as ${email} answered ${response.status}`);
  const { access_token } = (await response.json()) as { access_token: string };
  const session = /portal_session=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1] ?? "";
  return { cookie: `portal_session=${session}`, bearer: `Bearer ${access_token}` };
}

/**
 * Waits until the job queue has nothing waiting or running (the seeded showreels render after a
 * start), so background ffmpeg work does not share the CPU with what a benchmark measures.
 */
export async function waitForIdleQueue(url: string, timeoutMs = 180_000): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const health = (await (await fetch(`${url}/api/health`)).json()) as {
      data: { queue: { jobs?: Record<string, number> } };
    };
    const jobs = health.data.queue.jobs ?? {};
    if ((jobs.created ?? 0) + (jobs.retry ?? 0) + (jobs.active ?? 0) === 0) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`background jobs still running after ${timeoutMs} ms`);
}

/** One call of the API as `bearer`, failing on anything but a 2xx; its JSON answer. */
export async function apiAs<T>(server: RunningServer, bearer: string, method: string, at: string, body?: unknown) {
  const response = await fetch(`${server.url}/api${at}`, {
    method,
    headers: { authorization: bearer, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${at} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}
