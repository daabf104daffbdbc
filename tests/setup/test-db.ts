import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { adminQuery, databaseUrl, quoteIdent } from "./pg-admin";

let current: string | undefined;

/**
 * Clones the migrated, seeded template into a new database `t_<random>` and returns its URL.
 * tests/setup/database.ts makes one per test file; call this for an extra, independent one.
 */
export async function createTestDatabase(): Promise<string> {
  const name = `t_${randomBytes(8).toString("hex")}`;
  const adminUrl = inject("pgAdminUrl");
  await adminQuery(
    adminUrl,
    `CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(inject("pgTemplate"))} STRATEGY FILE_COPY`,
  );
  return databaseUrl(adminUrl, name);
}

/** Drops a database made by createTestDatabase, closing whatever is still connected to it. */
export async function dropTestDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  await adminQuery(inject("pgAdminUrl"), `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
}

/** The URL of this test file's own database (for code that needs a connection string, such as pg-boss). */
export function testDatabaseUrl(): string {
  if (!current) throw new Error("No test database: tests/setup/database.ts is not among vitest's setupFiles");
  return current;
}

/** Records the file's database; called by tests/setup/database.ts only. */
export function setTestDatabaseUrl(url: string | undefined): void {
  current = url;
}
