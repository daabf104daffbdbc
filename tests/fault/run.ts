/**
 * `npm run test:fault`: kills the product's processes under a bounded write load and checks that
 * nothing acknowledged is lost and that service comes back. Two cases on one data
 * folder: kill -9 of the embedded PostgreSQL (the web process restarts it; budget 10 s) and
 * kill -9 of the web process (then `npm start` again). Prints writes acknowledged, writes present
 * and seconds to recover; exits non-zero on any loss or a slow PostgreSQL recovery. It kills
 * processes, so it runs apart from `npm test` (.ci/run calls it after the tests).
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { connectToDatabase, type RunningServer, signInAs, startServer } from "../../scripts/bench/server";

const RECOVERY_BUDGET_S = 10;
const WRITERS = 4;
const LOAD_BEFORE_KILL_MS = 1_500;
const LOAD_AFTER_RECOVERY_MS = 1_500;

interface Load {
  /** Ids of the uploads whose creation answered 2xx. */
  acknowledged: number[];
  statuses: Map<string, number>;
  /** When the first write after `since` succeeded. */
  firstSuccessAfter(since: number): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Writers that each create upload rows (a cheap insert through the API) one after another, and a
 * reader of a signed-in page: a page must answer 200 or the 503 page during an outage, never 500.
 */
function writeLoad(server: () => RunningServer, session: () => { bearer: string; cookie: string }): Load {
  const acknowledged: number[] = [];
  const statuses = new Map<string, number>();
  const successes: number[] = [];
  let running = true;
  let sequence = 0;
  const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
  const writer = async () => {
    while (running) {
      const body = {
        upload_type: "profile_image",
        file_name: `fault-${sequence++}.png`,
        content_type: "image/png",
        size: 100,
      };
      try {
        const response = await fetch(`${server().url}/api/storage/upload/presigned`, {
          method: "POST",
          headers: { authorization: session().bearer, "content-type": "application/json" },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(5_000),
        });
        count(String(response.status));
        if (response.ok) {
          acknowledged.push(((await response.json()) as { data: { id: number } }).data.id);
          successes.push(Date.now());
        } else await response.body?.cancel();
      } catch {
        count("no answer");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const reader = async () => {
    while (running) {
      try {
        const response = await fetch(`${server().url}/studies`, {
          headers: { cookie: session().cookie },
          redirect: "manual",
          signal: AbortSignal.timeout(5_000),
        });
        count(`page ${response.status}`);
        await response.body?.cancel();
      } catch {
        count("page: no answer");
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const writers = [...Array.from({ length: WRITERS }, writer), reader()];
  return {
    acknowledged,
    statuses,
    async firstSuccessAfter(since) {
      for (;;) {
        const found = successes.find((at) => at > since);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      running = false;
      await Promise.all(writers);
    },
  };
}

async function present(dataDir: string, ids: number[]): Promise<number> {
  const client = await connectToDatabase(dataDir);
  try {
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from uploads where id = any($1)", [
      ids,
    ]);
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<number> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "portal-fault-"));
  await fs.chmod(dataDir, 0o755); // the embedded PostgreSQL runs as another user when we are root
  const env = { DATA_DIR: dataDir, MEDIA_CACHE_DIR: path.resolve("data/cache/media"), DATABASE_URL: "" };
  const rows: { case: string; acknowledged: number; present: number; recoveredS: number; answers: string }[] = [];
  let server = await startServer(env, "/api/health", 240_000);
  let session = await signInAs(server.url);
  try {
    // Case 1: PostgreSQL killed; the web process must restart it and serve again by itself.
    let load = writeLoad(
      () => server,
      () => session,
    );
    await sleep(LOAD_BEFORE_KILL_MS);
    const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
    const postmasterPid = async () => Number((await fs.readFile(pidFile, "utf8").catch(() => "0")).split("\n")[0]);
    const postmaster = await postmasterPid();
    const killedAt = Date.now();
    process.kill(postmaster, "SIGKILL");
    // Recovered: a new postmaster, /api/health 200, and a write acknowledged after that (a backend
    // of the killed postmaster may still answer for a moment, so earlier answers do not count).
    let recoveredAt = NaN;
    while (Date.now() - killedAt < 60_000) {
      const restarted = ![0, postmaster].includes(await postmasterPid());
      const healthy =
        restarted &&
        (await fetch(`${server.url}/api/health`).then(
          (r) => r.status === 200,
          () => false,
        ));
      if (healthy) {
        recoveredAt = await load.firstSuccessAfter(Date.now());
        break;
      }
      await sleep(50);
    }
    if (Number.isNaN(recoveredAt)) {
      await load.stop();
      throw new Error(
        `not serving again 60 s after kill -9 of PostgreSQL (web process ${server.pid} alive: ${alive(server.pid)})`,
      );
    }
    await sleep(LOAD_AFTER_RECOVERY_MS);
    await load.stop();
    rows.push({
      case: "kill -9 PostgreSQL",
      acknowledged: load.acknowledged.length,
      present: await present(dataDir, load.acknowledged),
      recoveredS: (recoveredAt - killedAt) / 1000,
      answers: [...load.statuses].map(([status, n]) => `${status}×${n}`).join(" "),
    });

    // Case 2: the web process killed; `npm start` again on the same data.
    load = writeLoad(
      () => server,
      () => session,
    );
    await sleep(LOAD_BEFORE_KILL_MS);
    const webKilledAt = Date.now();
    process.kill(server.pid, "SIGKILL");
    await load.stop();
    server = await startServer(env, "/api/health", 60_000);
    const webRecoveredS = (Date.now() - webKilledAt) / 1000;
    session = await signInAs(server.url);
    rows.push({
      case: "kill -9 web process, then npm start",
      acknowledged: load.acknowledged.length,
      present: await present(dataDir, load.acknowledged),
      recoveredS: webRecoveredS,
      answers: [...load.statuses].map(([status, n]) => `${status}×${n}`).join(" "),
    });
  } catch (error) {
    // What the web process said is the first thing to read when a case goes wrong.
    console.error(`The web process printed:\n${server.output()}`);
    throw error;
  } finally {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }

  console.log("\n| case | writes acknowledged | writes present | seconds to recover | answers during the run |");
  console.log("|---|---|---|---|---|");
  for (const row of rows) {
    console.log(
      `| ${row.case} | ${row.acknowledged} | ${row.present} | ${row.recoveredS.toFixed(2)} | ${row.answers} |`,
    );
  }
  const failures = [
    ...rows.filter((row) => row.present !== row.acknowledged).map((row) => `${row.case}: acknowledged writes lost`),
    ...rows.filter((row) => row.acknowledged === 0).map((row) => `${row.case}: no write was acknowledged`),
    ...rows
      .filter((row) => row.case.includes("PostgreSQL") && !(row.recoveredS <= RECOVERY_BUDGET_S))
      .map((row) => `${row.case}: not serving again within ${RECOVERY_BUDGET_S} s`),
    ...rows
      .filter((row) => /^5(?!03)/m.test(row.answers.replaceAll(" ", "\n")))
      .map((row) => `${row.case}: a 5xx other than 503`),
  ];
  for (const failure of failures) console.error(`FAIL ${failure}`);
  return failures.length ? 1 : 0;
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error);
  return 1;
});
