import { describe, expect, it } from "vitest";
import { db } from "./client";
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
});
