import { type SQL, sql } from "drizzle-orm";
import { ASSISTANT_LIMITS } from "@/lib/constants";
import type { AccessContext } from "../../access/access-context";
import type { Database } from "../../db/client";
import { idArray } from "../research-scope";
import { type AnswerScope, studiesInScope } from "./answer-scope";
import { type PassageType, passageRows, searchables } from "./passage-sources";
import type { RetrievedRow } from "./passages";
import { WEAK_WEIGHT } from "./judge-passages";
import { STOP_WORDS } from "../../text/stop-words";
import type { TermGroup } from "./question-terms";

/*
 * Bloom's retrieval: PostgreSQL full-text search over the caller's visible key takeaways,
 * business questions, insights, quotes and transcript lines, each through its generated tsvector
 * column and GIN index (migration 0006). Access is part of every source's WHERE before any limit,
 * so nothing outside it is ever a candidate; quotes are scoped by client inside their index
 * (btree_gin). The question's words come as groups (question-terms: each word with its synonyms,
 * topic and opposites); a candidate holds a word of some group, and ranks by how many groups its
 * text and its study's title hold; each source ranks at most ASSISTANT_LIMITS.candidates rows of
 * those holding every group and as many holding any (ranking every match of a common word took
 * 160–320 ms at 1,000,000 quotes). The judge (judge-passages) then decides what is cited.
 */

const SOURCES: readonly PassageType[] = ["quote", "insight", "business_question", "key_takeaway", "transcript"];
const EVIDENCE_ONLY: readonly PassageType[] = ["quote", "transcript"];
/** Rows of each source handed to the judge: several times an answer's passages, since it drops some. */
export const ROWS_PER_SOURCE = 3 * ASSISTANT_LIMITS.passages;

/**
 * A group as a tsquery literal: its terms' stems (Porter2, the lexemes of PostgreSQL's 'english'
 * configuration) cast directly, so no stemmer runs twice; a phrase's words must all be there
 * (the judge checks their order), stop words left out as the tsvector leaves them out.
 */
export function groupQuery(group: TermGroup): string | null {
  const terms = [...group.same, ...group.related, ...group.opposite]
    .map((term) =>
      term
        .map((part) => part.replace(/['’].*$/u, "").replace(/[^\p{L}\p{N}]/gu, ""))
        .filter((part) => part && !STOP_WORDS.has(part))
        .map((part) => `'${part}'`),
    )
    .filter((parts) => parts.length > 0)
    .map((parts) => (parts.length === 1 ? parts[0]! : `(${parts.join(" & ")})`));
  return terms.length ? [...new Set(terms)].join(" | ") : null;
}

/**
 * Where the rows must be: a side of a comparison may narrow to some segments, or, in a study
 * without market segments, to the participants from some countries.
 */
export interface RowFilter {
  segmentIds?: readonly number[];
  participantCountries?: readonly string[];
}

/** The condition `filter` puts on rows whose interview is `interview` and participant `participant`. */
export function rowFilterSql(filter: RowFilter, segment: SQL, participant: SQL): SQL[] {
  const conditions: SQL[] = [];
  if (filter.segmentIds) conditions.push(sql`${segment} = any(${idArray(filter.segmentIds)})`);
  if (filter.participantCountries) {
    conditions.push(sql`${participant} in (select fp.id from participants fp
      where fp.country = any(${sql.param([...filter.participantCountries])}::text[]))`);
  }
  return conditions;
}

/** The ranked candidates (id, rank, coverage) of one kind among the studies `visible` names (aliased `s`). */
function candidates(
  type: PassageType,
  visible: SQL,
  context: AccessContext,
  queries: { query: string; weight: number }[],
  filter: RowFilter,
): SQL {
  const { from, studyId, extra } = searchables[type];
  const conditions = [sql`${studyId} in (select s.id from studies s where ${visible})`];
  // The client first, where the row has one: the quotes' GIN index (client_id, search) starts with it.
  if (type === "quote") conditions.unshift(sql`x.client_id = ${context.clientId}`);
  if (extra) conditions.push(extra);
  conditions.push(
    ...(type === "quote"
      ? rowFilterSql(filter, sql`x.segment_id`, sql`x.participant_id`)
      : rowFilterSql(filter, sql`xi.segment_id`, sql`xi.participant_id`)),
  );
  const any = sql`${queries.map(({ query }) => query).join(" | ")}::tsquery`;
  const all = sql`${queries.map(({ query }) => `(${query})`).join(" & ")}::tsquery`;
  const where = sql.join(conditions, sql` and `);
  const words = sql`w.words`;
  const coverage = sql.join(
    queries.map(({ query, weight }) => sql`(${words} @@ ${query}::tsquery)::int * ${weight}::real`),
    sql` + `,
  );
  const holding = (query: SQL) =>
    sql`select x.id, x.search, ${studyId} as study_id from ${from} where ${where} and x.search @@ ${query}
      limit ${ASSISTANT_LIMITS.candidates}`;
  // With one group, holding every group is holding any: one list, not the same one read twice.
  const listed = queries.length === 1 ? holding(any) : sql`(${holding(all)}) union (${holding(any)})`;
  // ts_rank, not ts_rank_cd: the rank only orders rows of equal coverage, and cover density over a
  // question's every synonym cost about three quarters of the quotes' statement at 1,000,000.
  return sql`select c.id, ts_rank(c.search, ${any}) as rank, ${coverage} as coverage
    from (${listed}) c
    join studies st on st.id = c.study_id
    -- The row's words and its study title's (weighed A, migration 0006), joined once per row for
    -- every group's test (offset 0 keeps the planner from inlining the join into each).
    cross join lateral (select c.search || ts_filter(st.search, '{a}') as words offset 0) w`;
}

/**
 * Each source's best candidates for the question's groups among the caller's visible research,
 * read in full for the judge; none when no group has a searchable word.
 */
export async function retrieveRows(
  database: Database,
  context: AccessContext,
  scope: AnswerScope,
  groups: readonly TermGroup[],
  filter: RowFilter = {},
): Promise<RetrievedRow[]> {
  // A weak word ranks a candidate a quarter as high as a word that says something (as the judge weighs it).
  const queries = groups.flatMap((group) => {
    const query = groupQuery(group);
    return query ? [{ query, weight: group.weak ? WEAK_WEIGHT : 1 }] : [];
  });
  if (queries.length === 0) return [];
  const visible = studiesInScope(context, scope, "s");
  // A side of a comparison is what its participants said: summaries speak for the whole study.
  const types = filter.segmentIds || filter.participantCountries ? EVIDENCE_ONLY : SOURCES;
  const sources = types.map((type) => {
    const best = sql`select * from (${candidates(type, visible, context, queries, filter)}) b
      order by b.coverage desc, b.rank desc limit ${ROWS_PER_SOURCE}`;
    return sql`(${passageRows(type, best, visible)})`;
  });
  // Raw SQL: full-text matching and ts_rank, a union of capped candidate lists and a lateral join (see candidates).
  // One statement per source, side by side on the pool: each is planned for the question's own
  // words, and the quotes' search does not wait for the small sources.
  const results = await Promise.all(sources.map((source) => database.execute<RetrievedRow>(source)));
  return results.flatMap((result) => result.rows);
}
