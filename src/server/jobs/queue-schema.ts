import pg from "pg";
import { logger } from "../logger";

/** The oldest pg-boss schema version that the installed pg-boss migrates from (pg-boss 11.0). */
const OLDEST_MIGRATABLE_VERSION = 25;

/**
 * A database last used by pg-boss 10 holds a queue schema (version 24 or older) that pg-boss 12
 * cannot migrate. Its jobs are owed work the product re-derives from its own tables when the
 * worker starts (thumbnails not made, showreels not rendered, generations still pending), so the
 * old schema is dropped and pg-boss installs its current one. Two processes starting together
 * take an advisory lock, so the drop happens once.
 */
export async function dropUnmigratableQueueSchema(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(hashtext('portal.queue-schema'))");
    const installed = await client.query<{ present: boolean }>(
      "select to_regclass('pgboss.version') is not null as present",
    );
    if (!installed.rows[0]?.present) return;
    const { rows } = await client.query<{ version: number }>("select version::int as version from pgboss.version");
    const version = rows[0]?.version;
    if (version !== undefined && version < OLDEST_MIGRATABLE_VERSION) {
      logger.info({ version }, "job queue: replacing the schema of an older pg-boss; owed jobs are queued again");
      await client.query("drop schema pgboss cascade");
    }
  } finally {
    await client.query("select pg_advisory_unlock(hashtext('portal.queue-schema'))").catch(() => undefined);
    await client.end();
  }
}
