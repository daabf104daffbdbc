import { type SQL, sql } from "drizzle-orm";
import { QUOTE_SEARCH } from "@/lib/constants";
import type { Database } from "../../db/client";
import type { Cursor } from "../../util/cursor";
import { type QuoteRow, quoteDetails } from "./quote-rows";
import { headline } from "./quote-search";

const { rankWindow, walkRows } = QUOTE_SEARCH;

/**
 * A page row of a window, with the window's oldest id and size, how many matches were fetched,
 * and whether they are all the matches (the walk read every quote in scope).
 */
type WindowRow = Partial<QuoteRow> & { oldest: string | null; size: number; fetched: number; complete: boolean };

/** Where a window's matches come from: a statement, with a CTE before it and its completeness when it has them. */
interface WindowSource {
  probe?: SQL;
  fetched: SQL;
  complete?: SQL;
}

/** What a search reads: the filters, the words, and the order that reads the filtered quotes newest first. */
export interface SearchScope {
  where: SQL[];
  search: SQL;
  newestFirst: SQL;
}

interface Position {
  /** The window holds matches with ids below this one (none: the newest matches). */
  before?: number;
  /** The rank and id of the last row shown of this window. */
  after?: { rank: number; id: number };
}

const and = (conditions: SQL[]) => sql.join(conditions, sql` and `);

/**
 * One window out of `fetched` (matches, up to one more than a window when more exist): its newest
 * rankWindow matches ranked by ts_rank_cd, ties by id, the rows after `after`, each with the
 * window's oldest id and size and the number fetched. A window is always the same set of quotes
 * (the newest matches) whichever way they were found, so a cursor into it stays valid.
 */
function rankedWindow(source: WindowSource, search: SQL, after: Position["after"], limit: number): SQL {
  const afterCursor = after
    ? sql`where r.rank < ${after.rank}::real or (r.rank = ${after.rank}::real and r.id < ${after.id})`
    : sql``;
  return sql`
    with ${source.probe ? sql`${source.probe},` : sql``} fetched as materialized (${source.fetched}),
    win as (select id, search from fetched order by id desc limit ${rankWindow}),
    page as (
      select r.id, r.rank from (select win.id, ts_rank_cd(win.search, ${search}) as rank from win) r ${afterCursor}
      order by r.rank desc, r.id desc limit ${limit}
    )
    select stats.oldest, stats.size, stats.fetched, ${source.complete ?? sql`false`} as complete, d.* from
      (select (select min(id) from win) as oldest, (select count(*)::int from win) as size,
        (select count(*)::int from fetched) as fetched) stats
      left join (select page.rank, ${quoteDetails(headline(sql`q.content`, search))} join page on page.id = q.id) d
      on true
    order by d.rank desc, d.id desc`;
}

/** The newest quotes of the scope read first to tell a common word from a rare one. */
const PROBE_ROWS = 2000;

/**
 * The rows of the window at `position`. Common words are found by reading the newest quotes of the
 * scope, at most walkRows of them, until one more than a window matched: a word in one quote of
 * twenty fills a window within 20,000 quotes, however many there are. Whether that walk would
 * fill the window is judged from the newest PROBE_ROWS first; a scope smaller than that is read
 * whole, at once. When the walk would not fill it (a rare word in a large scope), all matches come
 * from the full-text index instead, in the same statement; when the walk did not fill it after
 * all, from the index in a second one. Reading from the index alone would cost a common word its
 * whole posting list (50 ms for a fifth of a million quotes), and counting common matches to
 * thousands cost more than ranking them.
 */
async function windowRows(scope: SearchScope, database: Database, position: Position, limit: number) {
  const { where, search, newestFirst } = scope;
  const below = position.before ? [...where, sql`q.id < ${position.before}`] : where;
  const newest = (rows: number | SQL) =>
    sql`(select q.id, q.search from quotes q where ${and(below)} order by ${newestFirst} limit ${rows})`;
  // Every match, from the full-text index (with more conditions when given).
  const matched = (...more: SQL[]) =>
    sql`select q.id, q.search from quotes q where ${and([...below, sql`q.search @@ ${search}`, ...more])}`;
  // What the newest PROBE_ROWS hold: how many quotes (fewer: that is the whole scope) and
  // matches, and so whether a walk would fill the window (a small scope is walked whole).
  const probe = sql`probe as (select seen < ${PROBE_ROWS} or matched * ${walkRows / PROBE_ROWS} > ${rankWindow} as walks,
    seen < ${PROBE_ROWS} as whole from (select count(*) as seen, count(*) filter (where p.search @@ ${search}) as matched
    from ${newest(PROBE_ROWS)} p) counted)`;
  // Either branch runs, as the probe says (the other's one-time filter is false): the walk streams
  // the scope newest first, and its limit stops it at the window's end; the index gives every match.
  const walkOrIndex = {
    probe,
    fetched: sql`(select w.id, w.search from ${newest(sql`(select case when walks then ${walkRows} else 0 end from probe)`)} w
        where w.search @@ ${search} limit ${rankWindow + 1})
      union all (${matched(sql`not (select walks from probe)`)})`,
    // A scope smaller than the probe was walked whole, and the index gave all matches.
    complete: sql`(select whole or not walks from probe)`,
  };
  // Raw SQL for both reads: rankedWindow ranks with ts_rank_cd over a materialized CTE, and the
  // walk's length comes from count(*) filter over the probe. Not prepared: a plan for any search
  // words (PostgreSQL's generic plan after five runs) measured two to four times slower than one
  // made for the words at hand.
  const read = async (source: WindowSource) =>
    (await database.execute<WindowRow>(rankedWindow(source, search, position.after, limit))).rows;
  const rows = await read(walkOrIndex);
  if (rows[0]!.fetched > rankWindow || rows[0]!.complete) return rows;
  return read({ fetched: matched() });
}

/**
 * A page of a quote search: best match first within each window of matches (newest window
 * first), so a page costs the same at a million quotes as at a thousand, and paging reaches
 * every match. The cursor names the window, the last row's rank and id, and the number of matches
 * the first page counted (up to one more than a window), which every page reports.
 */
export async function rankedQuotePage(
  database: Database,
  query: SearchScope & { limit: number; cursor: Cursor | undefined },
): Promise<{ rows: QuoteRow[]; next: Cursor | null; matches: number }> {
  const { limit, cursor } = query;
  const found: { row: QuoteRow; before?: number }[] = [];
  let before = cursor?.before;
  let after = cursor?.rank === undefined ? undefined : { rank: cursor.rank, id: cursor.id };
  let matches = cursor?.matches;
  // A full window may have older matches after it: the page goes on into the next window.
  for (;;) {
    const rows = await windowRows(query, database, { before, after }, limit + 1 - found.length);
    const stats = rows[0]!;
    matches ??= Math.min(stats.fetched, rankWindow + 1);
    for (const row of rows) if (row.id !== null && row.id !== undefined) found.push({ row: row as QuoteRow, before });
    if (found.length > limit || stats.fetched <= rankWindow || stats.oldest === null) break;
    before = Number(stats.oldest);
    after = undefined;
  }
  const shown = found.slice(0, limit);
  const last = shown.at(-1);
  const next =
    found.length > limit && last
      ? {
          id: Number(last.row.id),
          rank: Number(last.row.rank),
          ...(last.before ? { before: last.before } : {}),
          matches,
        }
      : null;
  return { rows: shown.map(({ row }) => row), next, matches };
}
