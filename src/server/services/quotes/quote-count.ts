import { type SQL, sql } from "drizzle-orm";
import { QUOTE_SEARCH } from "@/lib/constants";
import type { Database } from "../../db/client";
import type { AccessContext } from "../../access/access-context";
import { preparedQuery } from "../prepared-query";
import { scopeStudies } from "../research-scope";

/**
 * How many quotes meet `where`, counted up to QUOTE_SEARCH.countCap: past it, `capped` says there
 * are more ("10,000+ quotes"), so a study of a million quotes costs ten thousand rows, not all.
 */
export async function countQuotes(database: Database, where: SQL[]): Promise<{ total: number; capped: boolean }> {
  // Raw SQL: the conditions (scopeRows, quoteFilters) are written against the alias `q`; prepared,
  // as every filtered quotes page reads it, in the few shapes its filters make.
  const rows = await preparedQuery<{ n: number }>(
    database,
    sql`select count(*)::int as n from (select 1 from quotes q where ${sql.join(where, sql` and `)}
      limit ${QUOTE_SEARCH.countCap + 1}) c`,
  );
  return cappedCount(rows[0]!.n, QUOTE_SEARCH.countCap);
}

/** A count that went one past `cap`, as the list shows it: the cap and "+", or the number itself. */
export const cappedCount = (n: number, cap: number): { total: number; capped: boolean } =>
  n > cap ? { total: cap, capped: true } : { total: n, capped: false };

/** The number of quotes of a study the context may see, as the database keeps it (0 for any other). */
export async function studyQuoteCount(database: Database, context: AccessContext, studyId: number) {
  // Raw SQL to test with scopeStudies, written against the alias `s`; prepared, as every quotes
  // page of a whole study reads it.
  const rows = await preparedQuery<{ n: number }>(
    database,
    sql`select s.quote_count as n from studies s where s.id = ${studyId} and ${scopeStudies(context, "s")}`,
  );
  return { total: rows[0]?.n ?? 0, capped: false };
}
