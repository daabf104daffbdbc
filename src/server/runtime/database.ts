import path from "node:path";
import pg from "pg";
import type { Env } from "../env";
import { startEmbeddedPostgres } from "../db/embedded";

export interface PreparedDatabase {
  url: string;
  embedded: boolean;
  /** Called first when the process stops: the embedded cluster may go before its turn. */
  stopping(): void;
  stop(): Promise<void>;
}

const EMBEDDED_DATABASE = "portal";

/**
 * The database the product uses: DATABASE_URL when set (any PostgreSQL 15+), else the embedded
 * cluster in DATA_DIR/postgres, started here, restarted when it crashes, and stopped by `stop()`;
 * `onLost` runs when a crashed cluster cannot be started again.
 */
export async function prepareDatabase(
  env: Env,
  log: (line: string) => void,
  onLost: (error: Error) => void = () => {},
): Promise<PreparedDatabase> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, embedded: false, stopping: () => {}, stop: async () => {} };
  const cluster = await startEmbeddedPostgres({
    dir: path.join(env.dataDir, "postgres"),
    port: env.EMBEDDED_PG_PORT,
    ownsSignals: true,
    supervise: { onGiveUp: onLost },
    log: (chunk) => {
      for (const line of chunk.split("\n")) {
        // Connections ended by our own shutdown are expected; anything else serious is shown.
        if (/PANIC|FATAL|ERROR|restart/.test(line) && !/administrator command/.test(line)) log(`postgres: ${line}`);
      }
    },
  });
  try {
    await createDatabaseIfMissing(cluster.url(), EMBEDDED_DATABASE);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return {
    url: cluster.url(EMBEDDED_DATABASE),
    embedded: true,
    stopping: () => cluster.stopping(),
    stop: () => cluster.stop(),
  };
}

async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client(adminUrl);
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}
