import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { closeDb, connect, useDatabase, type Database } from "@/server/db/client";
import { runMigrations } from "@/server/db/migrate";
import { adminQuery, databaseUrl, quoteIdent } from "./pg-admin";

interface SeedModule {
  seedDemo(db: Database, options: { media: boolean; log?: (line: string) => void }): Promise<unknown>;
}

// The demo seeder's entry; the only module whose absence is tolerated (it may not be written yet).
const seedCandidates = ["index.ts", "index.mts", "index.js", "index.mjs"].map((file) =>
  fileURLToPath(new URL(`../../scripts/seed/${file}`, import.meta.url)),
);

/**
 * Creates `name` on the server of `adminUrl`, migrates it and seeds the demo data without media,
 * then leaves it with no connections and refuses new ones: PostgreSQL clones a template only
 * while nobody is connected to it.
 */
export async function buildTemplate(adminUrl: string, name: string, log: (line: string) => void): Promise<void> {
  await adminQuery(
    adminUrl,
    `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`,
    `CREATE DATABASE ${quoteIdent(name)}`,
  );
  const database = connect(databaseUrl(adminUrl, name), 4);
  // Seed code may reach the database through db() instead of its argument.
  useDatabase(database);
  try {
    await runMigrations(database);
    await seed(database, log);
  } finally {
    await closeDb();
  }
  await adminQuery(
    adminUrl,
    `ALTER DATABASE ${quoteIdent(name)} WITH ALLOW_CONNECTIONS false`,
    // Anything the seed left open (a queue, a stray pool) would make every clone fail.
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
  );
}

async function seed(database: Database, log: (line: string) => void): Promise<void> {
  const entry = seedCandidates.find((file) => existsSync(file));
  if (!entry) {
    log("test database: scripts/seed/index.ts does not exist yet; the template has no demo data");
    return;
  }
  // Once the seeder exists, any failure to load or run it fails the run.
  const module = (await import(/* @vite-ignore */ entry)) as Partial<SeedModule>;
  if (typeof module.seedDemo !== "function") throw new Error(`${entry} does not export seedDemo(db, options)`);
  await module.seedDemo(database, { media: false, log: (line) => log(`test database: ${line}`) });
}
