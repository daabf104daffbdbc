import { type SQL, sql } from "drizzle-orm";
import { QUOTE_SEARCH } from "@/lib/constants";
import type { Database } from "../../db/client";

/**
 * How many quotes meet `where`, counted up to QUOTE_SEARCH.countCap: past it, `capped` says there
 * are more ("10,000+ quotes"), so a common word at a million quotes costs ten thousand rows, not all.
 */
export async function countQuotes(database: Database, where: SQL[]): Promise<{ total: number; capped: boolean }> {
  const { rows } = await database.execute<{ n: number }>(sql`
    select count(*)::int as n from (select 1 from quotes q where ${sql.join(where, sql` and `)}
      limit ${QUOTE_SEARCH.countCap + 1}) c`);
  const n = rows[0]!.n;
  return n > QUOTE_SEARCH.countCap ? { total: QUOTE_SEARCH.countCap, capped: true } : { total: n, capped: false };
}
