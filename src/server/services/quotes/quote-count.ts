import { type SQL, sql } from "drizzle-orm";
import { QUOTE_SEARCH } from "@/lib/constants";
import type { Database } from "../../db/client";

/**
 * How many quotes meet `where`, counted up to QUOTE_SEARCH.countCap: past it, `capped` says there
 * are more ("10,000+ quotes"), so a study of a million quotes costs ten thousand rows, not all.
 */
export async function countQuotes(database: Database, where: SQL[]): Promise<{ total: number; capped: boolean }> {
  const { rows } = await database.execute<{ n: number }>(sql`
    select count(*)::int as n from (select 1 from quotes q where ${sql.join(where, sql` and `)}
      limit ${QUOTE_SEARCH.countCap + 1}) c`);
  return cappedCount(rows[0]!.n, QUOTE_SEARCH.countCap);
}

/** A count that went one past `cap`, as the list shows it: the cap and "+", or the number itself. */
export const cappedCount = (n: number, cap: number): { total: number; capped: boolean } =>
  n > cap ? { total: cap, capped: true } : { total: n, capped: false };
