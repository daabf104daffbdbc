import pg from "pg";

/** The connection string of `database` on the same server (and with the same credentials) as `url`. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

/** Quotes an SQL identifier (database names cannot be bound as parameters). */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Runs statements on one short-lived connection. CREATE/DROP DATABASE cannot run inside a
 * transaction, so each statement is sent on its own.
 */
export async function adminQuery(url: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {}); // a server shutting down under us is reported by the query itself
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}
