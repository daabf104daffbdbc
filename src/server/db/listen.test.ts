import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "../env";
import { listenTo } from "./listen";

let admin: pg.Client;
beforeAll(async () => {
  admin = new pg.Client({ connectionString: env().DATABASE_URL });
  await admin.connect();
});
afterAll(() => admin.end());

async function until(condition: () => boolean): Promise<void> {
  for (const started = Date.now(); !condition();) {
    if (Date.now() - started > 10_000) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("listening on a channel", () => {
  it("hears committed notifications, says when its connection is lost, and hears again once back", async () => {
    const heard: string[] = [];
    const events: string[] = [];
    const listener = listenTo(env().DATABASE_URL!, "listen_test", {
      onNotify: (payload) => heard.push(payload),
      onListening: () => events.push("listening"),
      onLost: () => events.push("lost"),
    });
    try {
      await until(() => events.length === 1);
      await admin.query("begin");
      await admin.query("select pg_notify('listen_test', 'one')");
      // Nothing is heard before the sender commits.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toEqual([]);
      await admin.query("commit");
      await until(() => heard.length === 1);

      // An administrator (or a restart) ends its session: it says so, and comes back by itself.
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%' and pid <> pg_backend_pid()",
      );
      await until(() => events.length === 3);
      expect(events).toEqual(["listening", "lost", "listening"]);
      await admin.query("select pg_notify('listen_test', 'two')");
      await until(() => heard.length === 2);
      expect(heard).toEqual(["one", "two"]);
    } finally {
      await listener.stop();
    }
  });
});
