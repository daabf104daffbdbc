import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { env } from "../env";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** The handle a `database.transaction(…)` callback gets. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

// bigint columns come back as JS numbers (ids and counts stay far below 2^53).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

let current: Database | undefined;

/**
 * How long a query waits for a free connection before it fails (503, "busy"): a request should
 * never wait for ever, and one that code wrongly holding a connection while asking for another
 * would deadlock is an error to see, not a hang.
 */
export const POOL_WAIT_MS = 10_000;

/** Opens a pool on a connection string; used by the app (through db()) and by tests. */
export function connect(url: string, max = 10, waitMs = POOL_WAIT_MS): Database {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: waitMs });
  pool.on("error", () => {}); // a dropped idle client is replaced on next use
  // A client checked out for a transaction has no pool listener: if its server process ends
  // between two of its queries (PostgreSQL killed or restarted), node-postgres emits "error" on
  // the client itself, which unheard would end the web process. Heard, the transaction's next
  // query fails (503), and the pool drops the broken client when it is released.
  pool.on("connect", (client) => client.on("error", () => {}));
  return drizzle(pool, { schema, casing: "snake_case" }) as Database;
}

/** The process-wide database, connected lazily from DATABASE_URL. */
export function db(): Database {
  if (!current) {
    const url = env().DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set: start the product with `npm start`.");
    current = connect(url);
  }
  return current;
}

/** Closes the process-wide pool. */
export async function closeDb(): Promise<void> {
  await current?.$client.end();
  current = undefined;
}
