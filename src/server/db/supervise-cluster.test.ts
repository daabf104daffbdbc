import { readFile, mkdtemp, chmod, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Database } from "./client";
import { isConnectionLost } from "./connection-lost";
import { startEmbeddedPostgres, type EmbeddedCluster } from "./embedded";

let folder: string;
let cluster: EmbeddedCluster;
let database: Database;
const givenUp: Error[] = [];
const logged: string[] = [];

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "portal-supervise-"));
  await chmod(folder, 0o755); // the embedded PostgreSQL runs as another user when we are root
  cluster = await startEmbeddedPostgres({
    dir: path.join(folder, "pg"),
    log: (line) => logged.push(line),
    supervise: { onGiveUp: (error) => givenUp.push(error) },
  });
  database = connect(cluster.url(), 2);
}, 120_000);

afterAll(async () => {
  await database?.$client.end();
  await cluster?.stop();
  await rm(folder, { recursive: true, force: true });
});

const postmasterPid = async () =>
  Number((await readFile(path.join(folder, "pg", "postmaster.pid"), "utf8")).split("\n")[0]);
const answer = () => database.$client.query<{ n: number }>("select 1 as n").then((r) => r.rows[0]!.n);

describe("the supervised embedded PostgreSQL", () => {
  it("comes back by itself after kill -9, committed rows kept, and the same pool reconnects", async () => {
    await database.$client.query("create table kept (id int primary key)");
    await database.$client.query("insert into kept values (1), (2), (3)");
    const before = await postmasterPid();
    process.kill(before, "SIGKILL");
    const failure = await answer().catch((error: unknown) => error);
    if (failure instanceof Error) expect(isConnectionLost(failure)).toBe(true);

    // Back means a new postmaster answering: a backend of the killed one may answer for a moment.
    const killedAt = Date.now();
    let back = false;
    while (!back && Date.now() - killedAt < 10_000) {
      const restarted = (await postmasterPid().catch(() => before)) !== before;
      back =
        restarted &&
        (await answer().then(
          (n) => n === 1,
          () => false,
        ));
      if (!back) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(back).toBe(true);
    const { rows } = await database.$client.query<{ id: number }>("select id from kept order by id");
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3]);
    expect(givenUp).toEqual([]);
  }, 30_000);

  it("is not restarted when Ctrl-C reaches it before the process's own stop begins", async () => {
    // A terminal's Ctrl-C signals the whole group: PostgreSQL may finish its fast shutdown first.
    logged.length = 0;
    process.kill(await postmasterPid(), "SIGINT");
    await new Promise((resolve) => setTimeout(resolve, 500));
    await cluster.stop();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await expect(readFile(path.join(folder, "pg", "postmaster.pid"))).rejects.toThrow();
    expect(logged.filter((line) => line.includes("restarting"))).toEqual([]);
    expect(givenUp).toEqual([]);
  }, 30_000);
});
