/**
 * `npm run test:scale`: the portal as several machines run it (scripts/cluster: Debian's
 * PostgreSQL 15, s3rver, three web nodes, two workers, nginx in front), and what it must survive:
 *
 * 1. kill -9 of a web node under a write load through nginx: every acknowledged write is stored,
 *    and the only failed answers are those of requests that were on the killed node;
 * 2. kill -9 of a worker while showreels render: every reel becomes READY once, none is lost;
 * 3. object storage stopped: an upload's completion answers 503 with Retry-After, a page that
 *    reads only the database answers 200, and the completion succeeds once storage is back;
 * 4. the end-to-end journeys that touch storage, in Chromium, through nginx.
 *
 * Prints the figures of each case and exits non-zero on a loss. It starts and kills servers, so it
 * runs apart from `npm test` (.ci/run calls it).
 */
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startCluster, type Cluster } from "../../scripts/cluster/cluster";
import { startS3Server } from "../../scripts/cluster/s3-server";
import { signInAs } from "../../scripts/bench/server";

const WRITERS = 4;
const READERS = 2;
const LOAD_BEFORE_KILL_MS = 2_000;
const LOAD_AFTER_KILL_MS = 3_000;
const REELS = 6;
const STORAGE_JOURNEYS = ["study-wizard", "showreels", "videos", "video-sharing", "exports"];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (line: string) => console.log(`[scale] ${line}`);

type Session = { cookie: string; bearer: string };

/** Counts answers by status ("no answer" for a dropped connection). */
class Tally extends Map<string, number> {
  add(key: string) {
    this.set(key, (this.get(key) ?? 0) + 1);
  }
  failed() {
    return [...this].filter(([key]) => key === "no answer" || key.startsWith("5")).reduce((n, [, c]) => n + c, 0);
  }
  toString() {
    return [...this].map(([key, n]) => `${key}×${n}`).join(" ");
  }
}

async function query<T extends pg.QueryResultRow>(cluster: Cluster, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function api<T>(cluster: Cluster, session: Session, method: string, at: string, body?: unknown): Promise<T> {
  const response = await fetch(`${cluster.url}/api${at}`, {
    method,
    headers: { authorization: session.bearer, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${at} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Case 1: writers create upload rows and readers load /studies through nginx while a node is killed. */
async function killWebNode(cluster: Cluster, session: Session) {
  const acknowledged: number[] = [];
  const writes = new Tally();
  const pages = new Tally();
  let running = true;
  const writer = async (n: number) => {
    for (let i = 0; running; i++) {
      try {
        const response = await fetch(`${cluster.url}/api/storage/upload/presigned`, {
          method: "POST",
          headers: { authorization: session.bearer, "content-type": "application/json" },
          body: JSON.stringify({
            upload_type: "profile_image",
            file_name: `w${n}-${i}.png`,
            content_type: "image/png",
            size: 100,
          }),
          signal: AbortSignal.timeout(10_000),
        });
        writes.add(String(response.status));
        if (response.ok) acknowledged.push(((await response.json()) as { data: { id: number } }).data.id);
        else await response.body?.cancel();
      } catch {
        writes.add("no answer");
      }
    }
  };
  const reader = async () => {
    while (running) {
      try {
        const response = await fetch(`${cluster.url}/studies`, {
          headers: { cookie: session.cookie },
          redirect: "manual",
          signal: AbortSignal.timeout(10_000),
        });
        pages.add(String(response.status));
        await response.body?.cancel();
      } catch {
        pages.add("no answer");
      }
    }
  };
  const load = [...Array.from({ length: WRITERS }, (_, n) => writer(n)), ...Array.from({ length: READERS }, reader)];
  await sleep(LOAD_BEFORE_KILL_MS);
  const victim = cluster.nodes[1]!;
  await victim.kill();
  await sleep(LOAD_AFTER_KILL_MS);
  running = false;
  await Promise.all(load);
  const [counted] = await query<{ n: number }>(cluster, "select count(*)::int as n from uploads where id = any($1)", [
    acknowledged,
  ]);
  const stored = counted!.n;
  // At the moment of the kill at most one request per client was on each node.
  const inFlightBound = WRITERS + READERS;
  return {
    case: `kill -9 ${victim.name} (of ${cluster.nodes.length}) under load`,
    acknowledged: acknowledged.length,
    stored,
    failed: writes.failed() + pages.failed(),
    bound: inFlightBound,
    answers: `writes ${writes}; pages ${pages}`,
    ok: stored === acknowledged.length && writes.failed() + pages.failed() <= inFlightBound,
  };
}

/** Case 2: showreels rendering on two workers; one worker is killed mid-render. */
async function killWorker(cluster: Cluster, session: Session) {
  const [study] = await query<{ study_id: string }>(
    cluster,
    `select q.study_id from quotes q join interviews i on i.id = q.interview_id
       join media_assets m on m.id = i.video_asset_id and not m.pending
      join users u on u.email = 'admin@demo.test' join memberships ms on ms.user_id = u.id and ms.client_id = q.client_id
      group by q.study_id order by count(*) desc limit 1`,
  );
  const quotes = await query<{ id: string }>(
    cluster,
    'select id from quotes where study_id = $1 and "end" - start between 2 and 8 order by id limit 30',
    [study!.study_id],
  );
  const ids: number[] = [];
  for (let i = 0; i < REELS; i++) {
    const picked = quotes.slice(i * 3, i * 3 + 3).map((q) => Number(q.id));
    const { data } = await api<{ data: { id: number } }>(cluster, session, "POST", "/v1/showreels", {
      study_id: Number(study!.study_id),
      title: `Scale-out reel ${i + 1}`,
      description: "",
      quotes: picked,
    });
    ids.push(data.id);
  }
  const statuses = async () =>
    await query<{ id: string; status: string }>(cluster, "select id, status from showreels where id = any($1)", [ids]);
  const started = Date.now();
  while (!(await statuses()).some((row) => row.status === "PROCESSING")) await sleep(50);
  const victim = cluster.workers[0]!;
  await victim.kill();
  const killedAt = Date.now();
  let rows = await statuses();
  while (rows.some((row) => row.status !== "READY" && row.status !== "ERROR") && Date.now() - killedAt < 180_000) {
    await sleep(250);
    rows = await statuses();
  }
  const ready = rows.filter((row) => row.status === "READY").length;
  // Done once: each reel has one video row of its revision, and its files are in the bucket.
  const videos = await query<{ n: number }>(
    cluster,
    `select count(*)::int as n from media_assets m join showreels s on m.storage_key like 'showreels/' || s.id || '/r%/reel.mp4'
      where s.id = any($1)`,
    [ids],
  );
  return {
    case: `kill -9 ${victim.name} (of ${cluster.workers.length}) while ${REELS} reels render`,
    ready,
    videoRows: videos[0]!.n,
    seconds: (Date.now() - started) / 1000,
    ok: ready === REELS && videos[0]!.n === REELS,
  };
}

/** Case 3: the S3 server stopped, then started again on the same port and folder. */
async function stopStorage(cluster: Cluster, session: Session, dir: string) {
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAcCBlCwAAAABJRU5ErkJggg==",
    "base64",
  );
  const { data } = await api<{ data: { url: string; complete_url: string } }>(
    cluster,
    session,
    "POST",
    "/storage/upload/presigned",
    {
      upload_type: "profile_image",
      file_name: "outage.png",
      content_type: "image/png",
      size: png.length,
    },
  );
  const put = await fetch(data.url, { method: "PUT", headers: { "content-type": "image/png" }, body: png });
  if (!put.ok) throw new Error(`PUT to the bucket answered ${put.status}`);
  await cluster.s3.stop();
  const during = await fetch(`${cluster.url}${data.complete_url}`, { method: "POST" });
  const page = await fetch(`${cluster.url}/studies`, { headers: { cookie: session.cookie }, redirect: "manual" });
  const port = Number(new URL(cluster.s3.endpoint).port);
  const restarted = await startS3Server(path.join(dir, "s3"), { port });
  cluster.s3.stop = restarted.stop;
  const after = await fetch(`${cluster.url}${data.complete_url}`, { method: "POST" });
  return {
    case: "object storage stopped, then back",
    during: `${during.status} Retry-After ${during.headers.get("retry-after")}`,
    page: page.status,
    after: after.status,
    ok:
      during.status === 503 &&
      Number(during.headers.get("retry-after")) > 0 &&
      page.status === 200 &&
      after.status === 200,
  };
}

/** Case 4: the journeys that store or serve files, in Chromium, through nginx. */
function storageJourneys(cluster: Cluster): Promise<boolean> {
  const specs = STORAGE_JOURNEYS.map((name) => `tests/e2e/${name}.spec.ts`);
  return new Promise((resolve) => {
    const child = spawn(path.join("node_modules", ".bin", "playwright"), ["test", ...specs], {
      stdio: "inherit",
      env: { ...process.env, E2E_BASE_URL: cluster.url },
    });
    child.on("exit", (code) => resolve(code === 0));
  });
}

async function main(): Promise<number> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "portal-scale-"));
  await fs.chmod(dir, 0o755); // PostgreSQL runs as another user when we are root
  say("starting the cluster: PostgreSQL 15, s3rver, 3 web nodes, 2 workers, nginx");
  // The demo's rendered videos are kept between runs, as the end-to-end tests keep them.
  const mediaCache = path.resolve("data/cache/media");
  const cluster = await startCluster({ dir, nodes: 3, workers: 2, mediaCache, say: () => {} });
  let failed = false;
  try {
    say(`cluster up at ${cluster.url}`);
    while (
      (await query<{ n: number }>(cluster, "select count(*)::int as n from media_assets where pending"))[0]!.n > 0
    ) {
      await sleep(500);
    }
    say("demo videos rendered by the workers");
    // The journeys first, on the demo as seeded (the cases below add rows and kill parts).
    const journeys = await storageJourneys(cluster);
    say(`storage journeys through nginx: ${journeys ? "passed" : "FAILED"}`);
    failed ||= !journeys;
    const session = await signInAs(cluster.url);
    const web = await killWebNode(cluster, session);
    say(
      `${web.case}: ${web.acknowledged} writes acknowledged, ${web.stored} stored; ${web.failed} failed answers (at most ${web.bound} were in flight on it); ${web.answers}`,
    );
    const worker = await killWorker(cluster, session);
    say(
      `${worker.case}: ${worker.ready} READY, ${worker.videoRows} reel videos stored, ${worker.seconds.toFixed(1)} s`,
    );
    const storage = await stopStorage(cluster, session, dir);
    say(
      `${storage.case}: completion ${storage.during}, a page ${storage.page}, completion afterwards ${storage.after}`,
    );
    for (const result of [web, worker, storage]) if (!result.ok) failed = true;
  } catch (error) {
    failed = true;
    say(`failed: ${error instanceof Error ? error.stack : String(error)}`);
    for (const part of [...cluster.nodes, ...cluster.workers]) say(`${part.name} printed:\n${part.output()}`);
  } finally {
    await cluster.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
  say(failed ? "FAILED" : "passed");
  return failed ? 1 : 0;
}

process.exit(await main());
