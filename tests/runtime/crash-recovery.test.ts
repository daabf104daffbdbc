import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { signInAs, startServer } from "../../scripts/bench/server";

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "portal-crash-"));
await fs.chmod(dataDir, 0o755); // the embedded PostgreSQL runs as another user when we are root
// The shared render cache keeps this fast after the first run on a machine.
const env = { DATA_DIR: dataDir, MEDIA_CACHE_DIR: path.resolve("data/cache/media"), DATABASE_URL: "" };

afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

async function studyIds(url: string): Promise<number[]> {
  const { bearer } = await signInAs(url);
  const response = await fetch(`${url}/api/v3/studies?limit=100`, { headers: { authorization: bearer } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { id: number }[] }).data.map((s) => s.id).sort((a, b) => a - b);
}

describe("a process killed with SIGKILL", () => {
  it(
    "loses nothing committed, and the next start recovers (orphaned PostgreSQL included)",
    { timeout: 240_000 },
    async () => {
      const first = await startServer(env, "/auth/login", 200_000);
      const before = await studyIds(first.url);
      expect(before.length).toBeGreaterThanOrEqual(10);
      process.kill(first.pid, "SIGKILL");

      const second = await startServer(env, "/auth/login", 60_000);
      try {
        expect(await studyIds(second.url)).toEqual(before);
        const health = (await (await fetch(`${second.url}/api/health`)).json()) as { data: { status: string } };
        expect(health.data.status).toBe("ok");
      } finally {
        await second.stop();
      }
      // A clean stop leaves no postmaster behind.
      await expect(fs.access(path.join(dataDir, "postgres", "postmaster.pid"))).rejects.toThrow();
    },
  );
});

describe("Ctrl-C", () => {
  it("stops every part cleanly, one info line each and no error logged", { timeout: 240_000 }, async () => {
    // Stopped while its worker still renders the demo's showreels and posters: a stop mid-job is the usual one.
    const server = await startServer({ ...env, LOG_LEVEL: "info" }, "/auth/login", 200_000);
    await server.stop();
    const output = server.output();
    const stopped = output.split("\n").filter((line) => line.startsWith("[portal] Stopped "));
    expect(stopped).toEqual([
      "[portal] Stopped the web server",
      "[portal] Stopped the job worker",
      "[portal] Stopped the embedded PostgreSQL",
    ]);
    // pino's error (50) and fatal (60) levels: a clean stop has nothing to report.
    expect(output).not.toMatch(/"level":(50|60)/);
  });
});
