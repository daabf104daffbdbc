import type pg from "pg";

/**
 * Tables whose rows a refused request may legitimately write: failed sign-ins are counted
 * (rate limits) and sign-ins rotate sessions.
 */
const BOOKKEEPING = ["auth_throttles", "refresh_tokens"];

/**
 * A hash per table of the product's data (public schema; pg-boss keeps its own), so the suite can
 * say "the database is unchanged" after a refused write, and which table moved if not.
 */
export async function databaseFingerprint(client: pg.Client): Promise<Map<string, string>> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and not (table_name = any($1))
      order by table_name`,
    [BOOKKEEPING],
  );
  const query = tables
    .map(
      ({ name }) =>
        `select ${client.escapeLiteral(name)} as name, md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as hash from ${client.escapeIdentifier(name)} t`,
    )
    .join(" union all ");
  const { rows } = await client.query<{ name: string; hash: string }>(query);
  return new Map(rows.map((row) => [row.name, row.hash]));
}

/** The tables whose hash differs between two fingerprints. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((name) => before.get(name) !== after.get(name));
}
