import { type SQL, sql } from "drizzle-orm";
import { QUOTE_SEARCH } from "@/lib/constants";
import type { Database } from "../../db/client";
import type { Cursor } from "../../util/cursor";
import { type QuoteRow, quoteDetails } from "./quote-rows";
import { headline } from "./quote-search";

type WindowRow = Partial<QuoteRow> & { oldest: string | null; size: number };

/**
 * The rows of one window of a search's matches after `after`: the window is the newest
 * QUOTE_SEARCH.rankWindow matches with ids below `before` (all ids when none), ranked by
 * ts_rank_cd (ties by id); the rows come with the window's oldest id and size, also when none
 * of them is left after the cursor. A window is always the same set of quotes whichever plan
 * PostgreSQL picks (the newest by id), so a cursor into it stays valid.
 */
async function windowRows(
  database: Database,
  where: SQL[],
  search: SQL,
  position: { before?: number; after?: { rank: number; id: number }; few: boolean },
  limit: number,
): Promise<WindowRow[]> {
  const { before, after, few } = position;
  const conditions = sql.join(
    [...where, sql`q.search @@ ${search}`, ...(before ? [sql`q.id < ${before}`] : [])],
    sql` and `,
  );
  const afterCursor = after
    ? sql`where r.rank < ${after.rank}::real or (r.rank = ${after.rank}::real and r.id < ${after.id})`
    : sql``;
  // Many matches: walking the ids backwards meets the window's quotes within a few thousand rows.
  // Few (the count did not reach its cap): all of them from the full-text index, then the newest;
  // walking backwards for a rare word would read every quote, and the planner cannot tell a word
  // it has no statistics for from a common one. Parameters go inline, not in a prepared
  // statement, for the same reason: a generic plan cannot see the words.
  const window = few
    ? sql`matched as materialized (select q.id, q.search from quotes q where ${conditions}),
      win as materialized (select id, search from matched order by id desc limit ${QUOTE_SEARCH.rankWindow})`
    : sql`win as materialized (select q.id, q.search from quotes q where ${conditions}
      order by q.id desc limit ${QUOTE_SEARCH.rankWindow})`;
  const statement = sql`
    with ${window},
    page as (
      select r.id, r.rank from (select win.id, ts_rank_cd(win.search, ${search}) as rank from win) r ${afterCursor}
      order by r.rank desc, r.id desc limit ${limit}
    )
    select stats.oldest, stats.size, d.* from (select min(id) as oldest, count(*)::int as size from win) stats
      left join (select page.rank, ${quoteDetails(headline(sql`q.content`, search))} join page on page.id = q.id) d
      on true
    order by d.rank desc, d.id desc`;
  if (few) return (await database.execute<WindowRow>(statement)).rows;
  // With many matches the walk backwards is always the cheap plan, but the planner takes a phrase
  // or words that often occur together for rare and would rather read every match from the
  // full-text index (half a second for a phrase of 40,000 matches): it is told not to.
  return database.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true)`,
    );
    return (await tx.execute<WindowRow>(statement)).rows;
  });
}

/**
 * A page of a quote search: best match first within each window of matches (newest window
 * first), so a page costs the same at a million quotes as at a thousand, and paging reaches
 * every match. The cursor names the window and the last row's rank and id. `few` says that the
 * search has at most QUOTE_SEARCH.countCap matches (its count did not stop at the cap).
 */
export async function rankedQuotePage(
  database: Database,
  query: { where: SQL[]; search: SQL; limit: number; cursor: Cursor | undefined; few: boolean },
): Promise<{ rows: QuoteRow[]; next: Cursor | null }> {
  const { where, search, limit, cursor, few } = query;
  const found: { row: QuoteRow; before?: number }[] = [];
  let before = cursor?.before;
  let after = cursor?.rank === undefined ? undefined : { rank: cursor.rank, id: cursor.id };
  // A full window may have older matches after it: the page goes on into the next window.
  for (;;) {
    const rows = await windowRows(database, where, search, { before, after, few }, limit + 1 - found.length);
    for (const row of rows) if (row.id !== null && row.id !== undefined) found.push({ row: row as QuoteRow, before });
    const stats = rows[0];
    if (found.length > limit || !stats || stats.size < QUOTE_SEARCH.rankWindow || stats.oldest === null) break;
    before = Number(stats.oldest);
    after = undefined;
  }
  const shown = found.slice(0, limit);
  const last = shown.at(-1);
  const next =
    found.length > limit && last
      ? { id: Number(last.row.id), rank: Number(last.row.rank), ...(last.before ? { before: last.before } : {}) }
      : null;
  return { rows: shown.map(({ row }) => row), next };
}
