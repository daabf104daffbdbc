import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { env } from "../env";
import { connect, db } from "./client";
import { isConnectionLost } from "./connection-lost";

describe("the database pool", () => {
  it("survives a connection ended between two queries of a transaction, and serves the next one", async () => {
    const ended = db().transaction(async (tx) => {
      const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      // Another connection ends this transaction's server process while the transaction waits,
      // as a killed or restarted PostgreSQL does: no query of it is running at that moment.
      await db().execute(sql`select pg_terminate_backend(${rows[0]!.pid})`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    await expect(ended).rejects.toThrow();
    const { rows } = await db().execute<{ ok: number }>(sql`select 1 as ok`);
    expect(rows[0]!.ok).toBe(1);
  });

  it("fails a query that finds every connection busy past its wait, as a temporary outage (503)", async () => {
    const tiny = connect(env().DATABASE_URL!, 1, 200);
    try {
      const held = tiny.transaction(async () => new Promise((resolve) => setTimeout(resolve, 600)));
      const waiting = tiny.execute(sql`select 1`);
      const failure = await waiting.then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect(isConnectionLost(failure)).toBe(true);
      await held;
      const { rows } = await tiny.execute<{ ok: number }>(sql`select 1 as ok`);
      expect(rows[0]!.ok).toBe(1);
    } finally {
      await tiny.$client.end();
    }
  });
});
