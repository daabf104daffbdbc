import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { VideoPage } from "@/lib/schemas/video";
import { signInAs, startServer } from "../../scripts/bench/server";

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "portal-first-start-"));
await fs.chmod(dataDir, 0o755); // the embedded PostgreSQL runs as another user when we are root
// A render cache of its own, empty: the demo videos are certainly still rendering when the pages are asked for.
const env = { DATA_DIR: dataDir, MEDIA_CACHE_DIR: path.join(dataDir, "cold-cache"), DATABASE_URL: "" };

afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

describe("the first start on a fresh data folder", () => {
  it(
    "serves pages while the demo videos render behind it, and a pending video's page says it is being prepared",
    { timeout: 300_000 },
    async () => {
      const server = await startServer(env, "/auth/login", 240_000);
      try {
        const { bearer, cookie } = await signInAs(server.url);
        const api = async <T>(route: string) => {
          const response = await fetch(`${server.url}/api${route}`, { headers: { authorization: bearer } });
          expect(response.status).toBe(200);
          return (await response.json()) as T;
        };
        // The videos render oldest first: the last study's are the last to be ready.
        const { data: studies } = await api<{ data: { id: number }[] }>("/v3/studies?limit=100");
        let pending: { study: number; video: number; ready: number; total: number } | undefined;
        for (const { id } of [...studies].sort((a, b) => b.id - a.id)) {
          const { data } = await api<VideoPage>(`/studies/${id}/participant_videos?per_page=100`);
          const video = data.find((v) => v.video.preparing);
          if (video?.video.preparing) {
            pending = { study: id, video: video.id, ...video.video.preparing };
            break;
          }
        }
        expect(pending).toBeDefined();
        const page = await fetch(`${server.url}/studies/${pending!.study}/videos?video=${pending!.video}`, {
          headers: { cookie },
        });
        expect(page.status).toBe(200);
        const html = await page.text();
        expect(html).toMatch(/This video is being prepared — \d+ of \d+/);
        expect(html).not.toContain(`data-video-id="${pending!.video}"`);
        // The console's plain lines (stdout is a pipe here, not a terminal): no line per video.
        expect(server.output()).toMatch(/\[portal\] Demo videos: \d+ of 48 ready/);
      } finally {
        await server.stop();
      }
      expect(server.output()).toContain("[portal] Stopped the job worker");
    },
  );
});
