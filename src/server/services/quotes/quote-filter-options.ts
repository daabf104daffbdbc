import { sql } from "drizzle-orm";
import type { QuoteFilterOptions } from "@/lib/schemas/quote";
import type { Database } from "../../db/client";

type TaskRow = {
  id: string;
  parent_id: string | null;
  position_name: string | null;
  text: string;
  objective_id: string | null;
};

/**
 * The choices of the quotes filters for a study the caller has already resolved through the
 * access context (a page's study or segment): tasks that have quotes, with their subtasks, in
 * design order; the study's segments; its business questions.
 */
export async function quoteFilterOptions(database: Database, studyId: number): Promise<QuoteFilterOptions> {
  const [tasks, segments, objectives] = await Promise.all([
    // The study's quoted tasks by a loose index scan of quotes (study_id, task_id): one probe per
    // distinct task, however many quotes the study has (a semi join read all of them: a second
    // at 57,000 quotes).
    database.execute<TaskRow>(sql`
      with recursive quoted(task_id) as (
        (select task_id from quotes where study_id = ${studyId} and task_id is not null order by task_id limit 1)
        union all
        select (select q.task_id from quotes q where q.study_id = ${studyId} and q.task_id > quoted.task_id
                 order by q.task_id limit 1)
          from quoted where quoted.task_id is not null
      )
      select t.id, t.parent_id, t.position_name, t.text, sec.objective_id
        from tasks t left join tasks pt on pt.id = t.parent_id
        left join sections sec on sec.id = coalesce(t.section_id, pt.section_id)
       where t.study_id = ${studyId} and (t.id in (select task_id from quoted)
             or t.id in (select c.parent_id from tasks c join quoted on quoted.task_id = c.id))
       order by coalesce(pt.position, t.position), t.parent_id nulls first, t.position, t.id`),
    // Raw SQL: read on every quotes page; the query builder's SQL generation made it measurably slower.
    database.execute<{ id: string; title: string }>(
      sql`select id, title from segments where study_id = ${studyId} order by position, id`,
    ),
    // Raw SQL: read on every quotes page; the query builder's SQL generation made it measurably slower.
    database.execute<{ id: string; title: string }>(
      sql`select id, title from objectives where study_id = ${studyId} order by position, id`,
    ),
  ]);
  const label = (t: TaskRow) => (t.position_name ? `${t.position_name} ${t.text}` : t.text);
  const parents = tasks.rows.filter((t) => t.parent_id === null);
  return {
    tasks: parents.map((t) => ({
      id: Number(t.id),
      label: label(t),
      objective_id: t.objective_id === null ? null : Number(t.objective_id),
      subtasks: tasks.rows.filter((s) => s.parent_id === t.id).map((s) => ({ id: Number(s.id), label: label(s) })),
    })),
    segments: segments.rows.map((s) => ({ id: Number(s.id), label: s.title })),
    objectives: objectives.rows.map((o) => ({ id: Number(o.id), label: o.title })),
  };
}
