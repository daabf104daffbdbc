import { type SQL, sql } from "drizzle-orm";
import type { Quote, QuoteListQuery } from "@/lib/schemas/quote";
import type { Database } from "../../db/client";
import { messages } from "@/lib/messages";
import { NotFoundError, ValidationError } from "../../errors";
import { decodeCursor, encodeCursor } from "../../util/cursor";
import type { AccessContext } from "../../access/access-context";
import { preparedQuery } from "../prepared-query";
import { scopeRows } from "../research-scope";
import { quoteFilters } from "./quote-filters";
import { type QuoteRow, quoteDetails, toQuote } from "./quote-rows";
import { headline, searchQuery } from "./quote-search";

const invalidCursor = () => ValidationError.field("cursor", "The cursor is invalid.");

/**
 * Quotes the context may see, filtered as GET /v3/quotes asks. With a search: best match first
 * (ts_rank_cd, ties by id), matched words marked; without: in interview order (id). The cursor
 * holds the last row's rank and id, so pages neither skip nor repeat while ranks tie.
 */
export async function listQuotes(database: Database, context: AccessContext, query: QuoteListQuery) {
  const cursor = decodeCursor(query.cursor);
  const search = query.search ? searchQuery(query.search, query.search_mode) : null;
  if (cursor && (cursor.rank === undefined) !== (search === null)) throw invalidCursor();
  const where: SQL[] = [scopeRows(context, "q"), ...quoteFilters(query)];
  const rank = search ? sql`ts_rank_cd(q.search, query)` : sql`0::real`;
  if (search) where.push(sql`q.search @@ query`);
  if (cursor && search)
    where.push(sql`(${rank} < ${cursor.rank}::real or (${rank} = ${cursor.rank}::real and q.id < ${cursor.id}))`);
  else if (cursor) where.push(sql`q.id > ${cursor.id}`);
  const order = search ? sql`rank desc, q.id desc` : sql`q.id asc`;
  // The page is chosen on quotes alone, then detailed and headlined: ts_headline parses the text,
  // so it runs for the rows shown only.
  const rows = await preparedQuery<QuoteRow>(
    database,
    sql`
    with page as (
      select q.id, ${rank} as rank from quotes q ${search ? sql`cross join (select ${search} as query) sq` : sql``}
      where ${sql.join(where, sql` and `)}
      order by ${order} limit ${query.limit + 1}
    )
    select page.rank, ${quoteDetails(search ? headline(sql`q.content`, search) : null)}
    join page on page.id = q.id
    order by ${search ? sql`page.rank desc, q.id desc` : sql`q.id asc`}`,
  );
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  const next =
    rows.length > query.limit && last
      ? encodeCursor(search ? { id: Number(last.id), rank: Number(last.rank) } : { id: Number(last.id) })
      : null;
  return { data: shown.map(toQuote), meta: { next_cursor: next, limit: query.limit } };
}

/** One quote; another client's, or one of a study outside the member's projects, is a 404. */
export async function getQuote(database: Database, context: AccessContext, id: number): Promise<Quote> {
  const { rows } = await database.execute<QuoteRow>(
    sql`select ${quoteDetails(null)} where q.id = ${id} and ${scopeRows(context, "q")}`,
  );
  if (!rows[0]) throw new NotFoundError(messages.quoteNotFound);
  return toQuote(rows[0]);
}
