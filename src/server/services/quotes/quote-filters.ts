import { type SQL, sql } from "drizzle-orm";
import type { QuoteListQuery } from "@/lib/schemas/quote";
import { idArray as ids } from "../research-scope";

/**
 * The filters of GET /v3/quotes. A quote matches the task filter when its task is one of
 * task_ids or a subtask of one, or one of subtask_ids; objective_ids and business_question_ids
 * are the same thing (001 §3) and match through the section of the quote's task (or its parent's).
 */
export function quoteFilters(query: QuoteListQuery): SQL[] {
  const where: SQL[] = [];
  // As an array, not an equality: with a constant PostgreSQL drops the study from the order of
  // quoteOrder and reads newest first through the primary key, past every other study's quotes.
  if (query.study_id) where.push(sql`q.study_id = any(${ids([query.study_id])})`);
  if (query.segment_ids?.length) where.push(sql`q.segment_id = any(${ids(query.segment_ids)})`);
  if (query.quote_ids?.length) where.push(sql`q.id = any(${ids(query.quote_ids)})`);
  const taskIds = query.task_ids ?? [];
  const anyTask = [...taskIds, ...(query.subtask_ids ?? [])];
  if (anyTask.length) {
    where.push(sql`q.task_id in (select t.id from tasks t
      where t.id = any(${ids(anyTask)}) or t.parent_id = any(${ids(taskIds)}))`);
  }
  const objectives = [...(query.objective_ids ?? []), ...(query.business_question_ids ?? [])];
  if (objectives.length) {
    where.push(sql`q.task_id in (select t.id from tasks t left join tasks p on p.id = t.parent_id
      join sections sec on sec.id = coalesce(t.section_id, p.section_id)
      where sec.objective_id = any(${ids(objectives)}))`);
  }
  if (query.showreel_ids?.length) {
    where.push(
      sql`q.id in (select sq.quote_id from showreel_quotes sq where sq.showreel_id = any(${ids(query.showreel_ids)}))`,
    );
  }
  return where;
}

/**
 * The order of quotes by id (`asc` or `desc`) that reads the filtered quotes through the study's
 * index when the list is of one study: ids of one study are spread over the whole table.
 */
export function quoteOrder(query: Pick<QuoteListQuery, "study_id">, direction: "asc" | "desc"): SQL {
  const by = sql.raw(direction);
  return query.study_id ? sql`q.study_id ${by}, q.id ${by}` : sql`q.id ${by}`;
}

/** Whether the list is a whole study's (its study is its only filter): its count is the study's own. */
export function isWholeStudy(query: QuoteListQuery): query is QuoteListQuery & { study_id: number } {
  return query.study_id !== undefined && !query.search && quoteFilters(query).length === 1;
}
