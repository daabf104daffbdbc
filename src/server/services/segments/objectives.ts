import { type SQL, sql } from "drizzle-orm";
import type { Objective, ObjectiveListQuery } from "@/lib/schemas/segment";
import type { Database } from "../../db/client";
import { decodeCursor, encodeCursor } from "../../util/cursor";
import type { AccessContext } from "../../access/access-context";
import { BUSINESS_QUESTION_COLUMNS, type BusinessQuestionRow, businessQuestionOf } from "../business-question-row";
import { idArray, scopeStudies } from "../research-scope";
import { getSegment } from "./segments";

type Row = BusinessQuestionRow & {
  insights: number;
  quotes: number;
};

/**
 * Business questions (objectives) the context may see, in study order (position, then id),
 * filtered by study; with segment_ids their counts cover those segments only (insights without a
 * segment are the whole study's and count for every segment).
 */
export async function listObjectives(database: Database, context: AccessContext, query: ObjectiveListQuery) {
  const cursor = decodeCursor(query.cursor);
  const segments = query.segment_ids?.length ? idArray(query.segment_ids) : null;
  const where: SQL[] = [scopeStudies(context, "s")];
  if (query.study_id) where.push(sql`o.study_id = ${query.study_id}`);
  if (cursor) {
    where.push(
      sql`(o.study_id, o.position, o.id) > (select c.study_id, c.position, c.id from objectives c where c.id = ${cursor.id})`,
    );
  }
  // Raw SQL: the cursor is a row-value comparison, the counts are correlated subqueries, and
  // scopeStudies is written against the alias `s`.
  const { rows } = await database.execute<Row>(sql`
    select ${sql.raw(BUSINESS_QUESTION_COLUMNS)},
      (select count(*)::int from insights n where n.objective_id = o.id
         ${segments ? sql`and (n.segment_id is null or n.segment_id = any(${segments}))` : sql``}) as insights,
      (select count(*)::int from quotes q join tasks t on t.id = q.task_id left join tasks pt on pt.id = t.parent_id
         join sections sec on sec.id = coalesce(t.section_id, pt.section_id)
        where sec.objective_id = o.id ${segments ? sql`and q.segment_id = any(${segments})` : sql``}) as quotes
      from objectives o join studies s on s.id = o.study_id
     where ${sql.join(where, sql` and `)}
     order by o.study_id, o.position, o.id limit ${query.limit + 1}`);
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  const next = rows.length > query.limit && last ? encodeCursor({ id: Number(last.id) }) : null;
  return { data: shown.map(toObjective), meta: { next_cursor: next, limit: query.limit } };
}

function toObjective(row: Row): Objective {
  return { ...businessQuestionOf(row), counts: { insights: row.insights, quotes: row.quotes } };
}

/** The business questions of a segment's study with their counts within the segment. */
export async function listSegmentObjectives(database: Database, context: AccessContext, segmentId: number) {
  const segment = await getSegment(database, context, segmentId);
  const page = await listObjectives(database, context, {
    study_id: segment.study_id,
    segment_ids: [segmentId],
    limit: 100,
  });
  return page.data;
}
