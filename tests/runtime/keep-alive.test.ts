import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../scripts/bench/server";

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "portal-keepalive-"));
await fs.chmod(dataDir, 0o755); // the embedded PostgreSQL runs as another user when we are root
let server: RunningServer;

beforeAll(async () => {
  const env = { DATA_DIR: dataDir, MEDIA_CACHE_DIR: path.resolve("data/cache/media"), DATABASE_URL: "" };
  server = await startServer(env, "/auth/login", 200_000);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** GETs `paths` in turn over one keep-alive connection; resolves with their statuses and sockets. */
async function overOneConnection(paths: string[]): Promise<{ statuses: number[]; sockets: Set<unknown> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const statuses: number[] = [];
  const sockets = new Set<unknown>();
  try {
    for (const p of paths) {
      await new Promise<void>((resolve, reject) => {
        http
          .get(`${server.url}${p}`, { agent }, (response) => {
            sockets.add(response.socket);
            statuses.push(response.statusCode ?? 0);
            response.resume().on("end", resolve);
          })
          .on("error", reject);
      });
    }
  } finally {
    agent.destroy();
  }
  return { statuses, sockets };
}

describe("a keep-alive connection", () => {
  it("serves many pages and API answers without the server piling up listeners on its socket", async () => {
    const paths = Array.from({ length: 12 }, (_, i) => (i % 2 ? "/api/health" : "/auth/login"));
    const { statuses, sockets } = await overOneConnection(paths);
    expect(statuses).toEqual(paths.map(() => 200));
    expect(sockets.size).toBe(1);
    await new Promise((r) => setTimeout(r, 200));
    // Node warns once a socket holds more than 10 "close" listeners: one left behind per request.
    expect(server.output()).not.toContain("MaxListenersExceededWarning");
  });
});
