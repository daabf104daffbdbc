import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { signInAs, startServer } from "../../scripts/bench/server";

// `npm start` serves with one web process per core (WEB_CONCURRENCY), all on one port, beside the
// process that owns the embedded PostgreSQL and the job worker.

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "portal-web-processes-"));
await fs.chmod(dataDir, 0o755); // the embedded PostgreSQL runs as another user when we are root
const env = {
  DATA_DIR: dataDir,
  MEDIA_CACHE_DIR: path.resolve("data/cache/media"),
  DATABASE_URL: "",
  WEB_CONCURRENCY: "2",
  LOG_LEVEL: "info",
};

afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

/** The web processes the primary `pid` started (their command line carries --web-process). */
async function webProcesses(pid: number): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await fs.readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (parent === pid && cmdline.includes("--web-process")) found.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return found.sort((a, b) => a - b);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const started = Date.now();
  let value = await read();
  while (!done(value) && Date.now() - started < ms) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

describe("web processes", () => {
  it("serve one port together, a killed one is replaced, and Ctrl-C stops them all", { timeout: 240_000 }, async () => {
    const server = await startServer(env, "/auth/login", 200_000);
    let stopped = false;
    try {
      // "Ready" comes once the first process listens; the second joins after it.
      expect(
        await until(
          async () => server.output(),
          (output) => output.includes("All 2 web processes serving"),
        ),
      ).toContain("(2 web processes)");
      const first = await until(
        () => webProcesses(server.pid),
        (pids) => pids.length === 2,
      );
      expect(first).toHaveLength(2);

      // A signed-in page and the API, many at once: any process may answer any request.
      const { cookie } = await signInAs(server.url);
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          fetch(`${server.url}${i % 2 ? "/studies" : "/api/health"}`, { headers: { cookie } }).then((r) => r.status),
        ),
      );
      expect(answers.every((status) => status === 200)).toBe(true);

      // One of them dies: another takes its place, and the portal keeps answering.
      process.kill(first[0]!, "SIGKILL");
      const second = await until(
        () => webProcesses(server.pid),
        (pids) => pids.length === 2 && !pids.includes(first[0]!),
      );
      expect(second).toHaveLength(2);
      expect(second).not.toContain(first[0]);
      expect(server.output()).toContain("A web process ended unexpectedly (SIGKILL); starting another");
      expect((await fetch(`${server.url}/studies`, { headers: { cookie } })).status).toBe(200);

      await server.stop();
      stopped = true;
      for (const pid of second) expect(alive(pid), `web process ${pid}`).toBe(false);
      const lines = server
        .output()
        .split("\n")
        .filter((line) => line.startsWith("[portal] Stopped "));
      expect(lines).toEqual([
        "[portal] Stopped the web server",
        "[portal] Stopped the job worker",
        "[portal] Stopped the embedded PostgreSQL",
      ]);
      expect(server.output()).not.toMatch(/"level":(50|60)/);
    } finally {
      if (!stopped) await server.stop();
    }
  });

  it("end by themselves when the process that started them is killed", { timeout: 240_000 }, async () => {
    const server = await startServer(env, "/auth/login", 200_000);
    const pids = await until(
      () => webProcesses(server.pid),
      (found) => found.length === 2,
    );
    process.kill(server.pid, "SIGKILL");
    const left = await until(
      async () => pids.filter(alive),
      (still) => still.length === 0,
    );
    expect(left).toEqual([]);
    // The embedded PostgreSQL it owned is left for the next start to recover: stop it here.
    const postmaster = Number(
      (await fs.readFile(path.join(dataDir, "postgres", "postmaster.pid"), "utf8")).split("\n")[0],
    );
    process.kill(postmaster, "SIGINT");
    await until(
      async () => alive(postmaster),
      (running) => !running,
    );
  });
});
