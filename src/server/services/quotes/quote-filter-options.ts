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
    database.execute<TaskRow>(sql`
      select t.id, t.parent_id, t.position_name, t.text, sec.objective_id
        from tasks t left join tasks pt on pt.id = t.parent_id
        left join sections sec on sec.id = coalesce(t.section_id, pt.section_id)
       where t.study_id = ${studyId} and exists (select 1 from quotes q where q.study_id = ${studyId}
             and (q.task_id = t.id or q.task_id in (select c.id from tasks c where c.parent_id = t.id)))
       order by coalesce(pt.position, t.position), t.parent_id nulls first, t.position, t.id`),
    database.execute<{ id: string; title: string }>(
      sql`select id, title from segments where study_id = ${studyId} order by position, id`,
    ),
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
