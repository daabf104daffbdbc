import { describe, expect, it } from "vitest";
import { adminQuery, databaseUrl, quoteIdent } from "@tests/setup/pg-admin";
import { env } from "../env";
import { connect, db } from "./client";
import { NewerSchemaError, runMigrations } from "./migrate";

describe("runMigrations", () => {
  it("is a no-op on an up-to-date database", async () => {
    const before = await db().$client.query("select count(*)::int as n from drizzle.__drizzle_migrations");
    await runMigrations(db());
    const after = await db().$client.query("select count(*)::int as n from drizzle.__drizzle_migrations");
    expect(after.rows[0]).toEqual(before.rows[0]);
  });

  it("refuses a database migrated by a newer version, with a clear message, and changes nothing", async () => {
    const future = Date.now() + 365 * 24 * 3600 * 1000;
    await db().$client.query(
      "insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-the-future', $1)",
      [future],
    );
    const studies = await db().$client.query("select count(*)::int as n from studies");

    const refusal = await runMigrations(db()).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(NewerSchemaError);
    expect((refusal as Error).message).toMatch(/migrated by a newer version of the portal.*nothing was changed/s);

    expect((await db().$client.query("select count(*)::int as n from studies")).rows[0]).toEqual(studies.rows[0]);
    await db().$client.query("delete from drizzle.__drizzle_migrations where hash = 'from-the-future'");
  });

  it("runs each migration once when several nodes start together on an empty database", async () => {
    const name = `portal_migrate_race_${process.pid}`;
    const url = env().DATABASE_URL!;
    await adminQuery(url, `create database ${quoteIdent(name)}`);
    // One connection each, as a small node would have: the lock must not need a second from the pool.
    const nodes = [1, 2, 3].map(() => connect(databaseUrl(url, name), 1));
    try {
      await Promise.all(nodes.map((node) => runMigrations(node)));
      const { rows } = await nodes[0]!.$client.query<{ n: number; distinct: number }>(
        "select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations",
      );
      expect(rows[0]!.n).toBeGreaterThan(5);
      expect(rows[0]!.n).toBe(rows[0]!.distinct);
    } finally {
      await Promise.all(nodes.map((node) => node.$client.end()));
      await adminQuery(url, `drop database ${quoteIdent(name)}`);
    }
  });
});
