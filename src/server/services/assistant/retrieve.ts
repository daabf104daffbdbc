import { type SQL, sql } from "drizzle-orm";
import { ASSISTANT_LIMITS } from "@/lib/constants";
import type { AccessContext } from "../../access/access-context";
import type { Database } from "../../db/client";
import { type AnswerScope, studiesInScope } from "./answer-scope";
import { type PassageType, passageRows, searchables } from "./passage-sources";
import { type RetrievedRow, toPassages } from "./passages";
import { searchableText } from "./question-text";

/*
 * Bloom's retrieval (issue 17): PostgreSQL full-text search over the caller's visible key
 * takeaways, business questions, insights, quotes and transcript lines, each through its
 * generated tsvector column and GIN index (migration 0006). Access is part of every source's
 * WHERE before any limit, so nothing outside it is ever a candidate; quotes are scoped by client
 * inside their index (btree_gin).
 *
 * Ranking: a passage must share enough of the question's words (coverage, MIN_TERM_SHARE), then
 * the more words and the closer together (ts_rank_cd) the better. Each source ranks at most
 * ASSISTANT_LIMITS.candidates rows: those matching every word first, then any word.
 */

/**
 * A passage must contain at least this share of the question's searchable words, and never more
 * than MAX_TERMS_REQUIRED of them: a long question's answer rarely repeats three of its words.
 */
const MIN_TERM_SHARE = 1 / 3;
const MAX_TERMS_REQUIRED = 2;
const SOURCES: readonly PassageType[] = ["quote", "insight", "business_question", "key_takeaway", "transcript"];

/**
 * The question as the planner must see it: expressions of the text parameter, not a CTE, so each
 * statement is planned with the real query (a frequent word makes a sequential scan that stops at
 * the cap; a rare one, the GIN index) instead of a blind bitmap scan of every matching row.
 */
interface QueryTerms {
  all: SQL;
  any: SQL;
  /** More than one word: only then do "any word" and "every word" differ (a constant the planner folds). */
  several: SQL;
  lexemes: SQL;
  minCoverage: SQL;
}

function queryTerms(question: string): QueryTerms {
  const text = searchableText(question);
  const lexemes = sql`tsvector_to_array(to_tsvector('english', ${text}))`;
  return {
    all: sql`plainto_tsquery('english', ${text})`,
    // plainto_tsquery quotes every lexeme, so its only operators are the & it puts between words.
    any: sql`replace(plainto_tsquery('english', ${text})::text, ' & ', ' | ')::tsquery`,
    lexemes,
    several: sql`numnode(plainto_tsquery('english', ${text})) > 1`,
    minCoverage: sql`least(${MAX_TERMS_REQUIRED}, greatest(1, ceil(cardinality(${lexemes}) * ${MIN_TERM_SHARE}::float8)))`,
  };
}

/**
 * The ranked candidates (id, rank, coverage) of one kind among the studies `visible` names
 * (aliased `s`). A candidate must itself contain a word of the question; its study's title
 * counts towards its coverage too, so "the climate benefit of Barista Oat" finds Barista Oat's
 * quotes about the climate before another study's that only name the product.
 */
function candidates(type: PassageType, visible: SQL, context: AccessContext, terms: QueryTerms): SQL {
  const { from, studyId, extra } = searchables[type];
  const conditions = [sql`${studyId} in (select s.id from studies s where ${visible})`];
  // The client first, where the row has one: the quotes' GIN index (client_id, search) starts with it.
  if (type === "quote") conditions.unshift(sql`x.client_id = ${context.clientId}`);
  if (extra) conditions.push(extra);
  const where = sql.join(conditions, sql` and `);
  const cap = ASSISTANT_LIMITS.candidates;
  // The studies' search vectors weigh their titles A (migration 0006): ts_filter keeps the title's words.
  const words = sql`(c.search || ts_filter(st.search, '{a}'))`;
  return sql`select c.id, ts_rank_cd(c.search, ${terms.any}) as rank,
      length(${words}) - length(ts_delete(${words}, ${terms.lexemes})) as coverage
    from ((select x.id, x.search, ${studyId} as study_id from ${from} where ${where} and x.search @@ ${terms.all} limit ${cap})
          union (select x.id, x.search, ${studyId} from ${from} where ${where} and x.search @@ ${terms.any}
            and ${terms.several} limit ${cap})) c
    join studies st on st.id = c.study_id`;
}

/**
 * The passages of the caller's visible research that answer `question` best, numbered from 1;
 * empty when nothing shares enough of its words (the answer then says so).
 */
export async function retrievePassages(
  database: Database,
  context: AccessContext,
  scope: AnswerScope,
  question: string,
) {
  const visible = studiesInScope(context, scope, "s");
  const terms = queryTerms(question);
  // Each source's best rows are chosen on (id, rank, coverage) alone, then read in full.
  const sources = SOURCES.map((type) => {
    const best = sql`select * from (${candidates(type, visible, context, terms)}) b
      where b.coverage >= ${terms.minCoverage} order by b.coverage desc, b.rank desc limit ${ASSISTANT_LIMITS.passages}`;
    return sql`(${passageRows(type, best, visible)})`;
  });
  // One statement per source, side by side on the pool: each is planned for the question's own
  // words (not a named prepared statement: a plan made for one question's words would be wrong for
  // another's), and the quotes' search does not wait for the small sources.
  const results = await Promise.all(sources.map((source) => database.execute<RetrievedRow>(source)));
  return toPassages(results.flatMap((result) => result.rows));
}
