import { type SQL, sql } from "drizzle-orm";
import type { Quote, QuoteListQuery } from "@/lib/schemas/quote";
import type { Database } from "../../db/client";
import { messages } from "@/lib/messages";
import { NotFoundError, ValidationError } from "../../errors";
import { type Cursor, decodeCursor, encodeCursor } from "../../util/cursor";
import type { AccessContext } from "../../access/access-context";
import { preparedQuery } from "../prepared-query";
import { scopeRows } from "../research-scope";
import { isWholeStudy, quoteFilters, quoteOrder } from "./quote-filters";
import { type QuoteRow, quoteDetails, toQuote } from "./quote-rows";
import { searchQuery } from "./quote-search";
import { cappedCount, countQuotes, studyQuoteCount } from "./quote-count";
import { QUOTE_SEARCH } from "@/lib/constants";
import { rankedQuotePage } from "./ranked-quotes";

const invalidCursor = () => ValidationError.field("cursor", "The cursor is invalid.");

/** A page of quotes in interview order (id) after the cursor's id. */
async function quotesInOrder(
  database: Database,
  query: { where: SQL[]; order: SQL; limit: number; cursor: Cursor | undefined },
) {
  const { where, order, limit, cursor } = query;
  const conditions = cursor ? [...where, sql`q.id > ${cursor.id}`] : where;
  // preparedQuery: the quotes list runs this for every page, in the few shapes its filters make.
  const rows = await preparedQuery<QuoteRow>(
    database,
    sql`select ${quoteDetails(null)} where q.id in (select q.id from quotes q
      where ${sql.join(conditions, sql` and `)} order by ${order} limit ${limit + 1})
    order by q.id asc`,
  );
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return { rows: rows.slice(0, limit), next: last ? { id: Number(last.id) } : null };
}

/**
 * The number of quotes of a list without a search: a whole study's from the count the database
 * keeps (or the one its caller read with the study), any other list counted up to the cap.
 */
async function listCount(
  database: Database,
  context: AccessContext,
  query: QuoteListQuery,
  where: SQL[],
  studyQuotes: number | undefined,
): Promise<{ total: number; capped: boolean }> {
  if (!isWholeStudy(query)) return countQuotes(database, where);
  if (studyQuotes !== undefined) return { total: studyQuotes, capped: false };
  return studyQuoteCount(database, context, query.study_id);
}

/**
 * Quotes the context may see, filtered as GET /v3/quotes asks, with their number up to a cap.
 * With a search: best match first within windows of matches (ranked-quotes.ts), matched words
 * marked, counted up to a window; without: in interview order (id), counted up to
 * QUOTE_SEARCH.countCap (a whole study: exactly, from the count the database keeps, or the one the
 * caller read with the study). The cursor of a search holds its window, the last row's rank and id and
 * the count, so pages neither skip nor repeat while ranks tie.
 */
export async function listQuotes(
  database: Database,
  context: AccessContext,
  query: QuoteListQuery,
  /** The study's number of quotes, when the caller has just read the study (its page's header). */
  studyQuotes?: number,
) {
  const cursor = decodeCursor(query.cursor);
  const search = query.search ? searchQuery(query.search, query.search_mode) : null;
  if (cursor && (cursor.rank === undefined) !== (search === null)) throw invalidCursor();
  const where: SQL[] = [scopeRows(context, "q"), ...quoteFilters(query)];
  const [page, count] = search
    ? await rankedQuotePage(database, {
        where,
        search,
        newestFirst: quoteOrder(query, "desc"),
        limit: query.limit,
        cursor,
      }).then((ranked) => [ranked, cappedCount(ranked.matches, QUOTE_SEARCH.rankWindow)] as const)
    : await Promise.all([
        quotesInOrder(database, { where, order: quoteOrder(query, "asc"), limit: query.limit, cursor }),
        listCount(database, context, query, where, studyQuotes),
      ]);
  return {
    data: page.rows.map(toQuote),
    meta: {
      next_cursor: page.next ? encodeCursor(page.next) : null,
      limit: query.limit,
      total: count.total,
      total_capped: count.capped,
    },
  };
}

/** One quote; another client's, or one of a study outside the member's projects, is a 404. */
export async function getQuote(database: Database, context: AccessContext, id: number): Promise<Quote> {
  // Raw SQL: quoteDetails' joins and scopeRows are written against the alias `q`.
  const { rows } = await database.execute<QuoteRow>(
    sql`select ${quoteDetails(null)} where q.id = ${id} and ${scopeRows(context, "q")}`,
  );
  if (!rows[0]) throw new NotFoundError(messages.quoteNotFound);
  return toQuote(rows[0]);
}
