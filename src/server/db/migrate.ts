import fs from "node:fs";
import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { projectRoot } from "../util/project-root";
import type { Database } from "./client";

/** Where drizzle-kit writes the SQL migrations (kept in the source tree and shipped as they are). */
export const migrationsFolder = path.join(projectRoot(import.meta.url), "src", "server", "db", "migrations");

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

/** Raised when the database was migrated by a newer version of the product. */
export class NewerSchemaError extends Error {}

// The key of the advisory lock the migrations run under (any constant shared by every node).
const MIGRATION_LOCK = 7_302_001;

/**
 * Applies pending migrations, under a PostgreSQL advisory lock: when several nodes start
 * together, one migrates and the others wait for it and then find nothing to do, so no
 * migration runs twice or half. Refuses, without touching anything, a database that holds
 * migrations this build does not know (a data folder from a newer version): the fix is to
 * run the newer version, never to wipe the data.
 */
export async function runMigrations(database: Database): Promise<void> {
  // A session of its own: the lock is the session's, and the pool may have one connection only.
  const lock = new pg.Client(database.$client.options);
  await lock.connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrateLocked(database);
  } finally {
    // Ending the session releases the lock, even if the unlock could not be sent.
    await lock.end().catch(() => undefined);
  }
}

async function migrateLocked(database: Database): Promise<void> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as Journal;
  const newestKnown = Math.max(0, ...journal.entries.map((entry) => entry.when));
  const { rows } = await database.$client.query<{ exists: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as exists",
  );
  const applied = rows[0]?.exists
    ? await database.$client.query<{ created_at: string }>(
        "select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1",
      )
    : { rows: [] as { created_at: string }[] };
  const newestApplied = Number(applied.rows[0]?.created_at ?? 0);
  if (newestApplied > newestKnown) {
    throw new NewerSchemaError(
      `This database was migrated by a newer version of the portal (migration of ${new Date(newestApplied).toISOString()}, ` +
        `this version knows up to ${new Date(newestKnown).toISOString()}). Run the newer version, or point DATA_DIR / DATABASE_URL elsewhere; nothing was changed.`,
    );
  }
  await migrate(database, { migrationsFolder });
}
