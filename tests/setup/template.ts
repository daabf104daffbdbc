import { connect } from "@/server/db/client";
import { runMigrations } from "@/server/db/migrate";
import { seedDemo } from "@/server/demo/index";
import { adminQuery, databaseUrl, quoteIdent } from "./pg-admin";

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
  try {
    await runMigrations(database);
    await seedDemo(database, { media: false, log: (line) => log(`test database: ${line}`) });
  } finally {
    await database.$client.end();
  }
  await adminQuery(
    adminUrl,
    `ALTER DATABASE ${quoteIdent(name)} WITH ALLOW_CONNECTIONS false`,
    // Anything the seed left open (a queue, a stray pool) would make every clone fail.
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
  );
}
