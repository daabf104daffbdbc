import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { FPS } from "../../src/server/media/interview-graph";
import type { Measurement } from "./foundation";
import { percentile } from "./percentile";
import { apiAs as api, type RunningServer, signInAs } from "./server";

const run = promisify(execFile);

type Showreel = {
  id: number;
  study_id: number;
  status: string;
  public_id: string | null;
  combined_url: string | null;
  created_at: string;
  updated_at: string;
};
type Clip = { id: number; start: number; end: number };

/** Waits until no showreel is queued or rendering (the seed's renders must not compete with the measurements). */
export async function settledShowreels(server: RunningServer, bearer: string): Promise<Showreel[]> {
  for (let waited = 0; waited < 300_000; waited += 500) {
    const { data } = await api<{ data: Showreel[] }>(server, bearer, "GET", "/v3/showreels?limit=100");
    if (data.every((s) => s.status === "READY" || s.status === "ERROR")) return data;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the seeded showreels never finished rendering");
}

/** Ten clips of the study's showreels (their quotes and spans). */
async function tenClips(server: RunningServer, bearer: string, studyId: number): Promise<Clip[]> {
  const { data: reels } = await api<{ data: Showreel[] }>(server, bearer, "GET", `/v3/showreels?study_id=${studyId}`);
  const quotes = new Map<number, Clip>();
  for (const reel of reels) {
    for (const c of (await api<{ data: Clip[] }>(server, bearer, "GET", `/v3/showreels/${reel.id}/quotes`)).data)
      quotes.set(c.id, c);
  }
  const pool = [...quotes.values()].slice(0, 10);
  if (pool.length < 10) throw new Error(`study ${studyId} has only ${pool.length} quotes in showreels`);
  return pool;
}

/** Polls a reel every 50 ms until it is READY with another video than `before`; the reel. */
async function readyReel(server: RunningServer, bearer: string, id: number, before: string | null): Promise<Showreel> {
  for (;;) {
    const { data: now } = await api<{ data: Showreel }>(server, bearer, "GET", `/v3/showreels/${id}`);
    if (now.status === "ERROR") throw new Error(`bench render failed: ${JSON.stringify(now)}`);
    if (now.status === "READY" && now.combined_url !== before) return now;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Creates a reel and waits until it is READY: seconds as the bench saw it (polling every 50 ms,
 * so up to 50 ms late), seconds by the server's clock (from the reel's creation to the commit that
 * made it READY, which its updated_at records), and the reel.
 */
async function timedRender(
  server: RunningServer,
  bearer: string,
  body: object,
): Promise<{ polled: number; server: number; reel: Showreel }> {
  const started = performance.now();
  const { data } = await api<{ data: Showreel }>(server, bearer, "POST", "/v3/showreels", body);
  const reel = await readyReel(server, bearer, data.id, null);
  const polled = (performance.now() - started) / 1000;
  return { polled, server: (Date.parse(reel.updated_at) - Date.parse(reel.created_at)) / 1000, reel };
}

/** A rendered reel given burned-in captions (PATCH, a new revision), timed until that revision is READY. */
async function timedBurn(server: RunningServer, bearer: string, reel: Showreel): Promise<number> {
  const started = performance.now();
  await api(server, bearer, "PATCH", `/v3/showreels/${reel.id}`, { captions: "BURNED" });
  await readyReel(server, bearer, reel.id, reel.combined_url);
  return (performance.now() - started) / 1000;
}

/**
 * One plain encode of a video of the reel's length, as the reel's own full encode would write
 * it (x264 superfast CRF 28 at FPS, fast AAC), from the reel's file: the yardstick of the reel budget.
 */
async function plainEncode(server: RunningServer, reel: Showreel, dir: string): Promise<number> {
  const input = path.join(dir, "reel.mp4");
  await fs.writeFile(input, Buffer.from(await (await fetch(new URL(reel.combined_url!, server.url))).arrayBuffer()));
  const started = performance.now();
  await run(
    "ffmpeg",
    ["-v", "error", "-y", "-i", input, "-c:v", "libx264", "-preset", "superfast", "-crf", "28"]
      .concat([
        "-profile:v",
        "high",
        "-pix_fmt",
        "yuv420p",
        "-r",
        String(FPS),
        "-g",
        String(FPS * 2),
        "-c:a",
        "aac",
        "-aac_coder",
        "fast",
      ])
      .concat(["-b:a", "64k", "-ac", "1", "-ar", "48000", "-movflags", "+faststart", path.join(dir, "plain.mp4")]),
  );
  return (performance.now() - started) / 1000;
}

/**
 * 10-clip showreel renders, created → READY, each followed by a plain encode of the same length
 * (A B A B in one run, so the machine's load weighs on both alike). Every run trims its clips
 * differently (and differently from earlier bench runs, whose renders a warm cache keeps), so no
 * run is served from the render cache. 20 runs: with 10, p95 would be the slowest run. Every
 * other reel is then given burned-in captions, timed until that revision is READY.
 */
export async function benchReels(server: RunningServer, runs = 20): Promise<Measurement[]> {
  const { bearer } = await signInAs(server.url);
  const reels = await settledShowreels(server, bearer);
  // The first study whose showreels hold ten clips between them.
  let found: { studyId: number; pool: Clip[] } | undefined;
  for (const studyId of new Set(reels.filter((s) => s.status === "READY").map((s) => s.study_id))) {
    const pool = await tenClips(server, bearer, studyId).catch(() => null);
    if (pool) {
      found = { studyId, pool };
      break;
    }
  }
  if (!found) throw new Error("no study of the demo data has ten clips in rendered showreels");
  const { studyId, pool } = found;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-reels-"));
  const renders: number[] = [];
  const timed: number[] = [];
  const plain: number[] = [];
  const burned: number[] = [];
  const offset = Math.random() * 0.2;
  try {
    for (let i = 0; i < runs; i++) {
      const {
        polled,
        server: seconds,
        reel,
      } = await timedRender(server, bearer, {
        study_id: studyId,
        title: `Bench ${i}`,
        quotes: pool.map((q) => ({ id: q.id, start: q.start + offset + 0.01 * (i + 1), end: q.end })),
      });
      renders.push(polled);
      timed.push(seconds);
      plain.push(await plainEncode(server, reel, dir));
      // Every other reel is also rendered with burned-in captions (decoded and encoded whole).
      if (i % 2 === 0) burned.push(await timedBurn(server, bearer, reel));
      await api(server, bearer, "DELETE", `/v3/showreels/${reel.id}`).catch(() => undefined);
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  const ratios = timed.map((r, i) => r / plain[i]!);
  return [
    { name: "10-clip showreel created → READY p50", value: percentile(renders, 0.5), unit: "s", budget: Infinity },
    { name: "10-clip showreel created → READY p95", value: percentile(renders, 0.95), unit: "s", budget: 3 },
    {
      name: "10-clip showreel created → READY p50, by the server's clock (no polling delay)",
      value: percentile(timed, 0.5),
      unit: "s",
      budget: Infinity,
    },
    { name: "plain encode of the reel's length p50", value: percentile(plain, 0.5), unit: "s", budget: Infinity },
    {
      name: `10-clip showreel with burned captions, PATCH → READY p95 (${burned.length} runs)`,
      value: percentile(burned, 0.95),
      unit: "s",
      budget: 4,
    },
    {
      name: "10-clip showreel READY (server's clock) ÷ plain encode, median of runs",
      value: percentile(ratios, 0.5),
      unit: "×",
      budget: 0.5,
    },
  ];
}
