import type { QuoteFilterOptions } from "@/lib/schemas/quote";
import type { Database } from "../../db/client";

type TaskRow = {
  id: number;
  parent_id: number | null;
  position_name: string | null;
  text: string;
  objective_id: number | null;
};

type Choice = { id: number; title: string };

/**
 * The three lists in one named statement (one round trip, planned once per connection), read on
 * every quotes page. The study's quoted tasks come from a loose index scan of quotes (study_id,
 * task_id): one probe per distinct task, however many quotes the study has (a semi join read all
 * of them: a second at 57,000 quotes).
 */
const FILTER_OPTIONS = `
  with recursive quoted(task_id) as (
    (select task_id from quotes where study_id = $1 and task_id is not null order by task_id limit 1)
    union all
    select (select q.task_id from quotes q where q.study_id = $1 and q.task_id > quoted.task_id
             order by q.task_id limit 1)
      from quoted where quoted.task_id is not null
  ),
  quoted_tasks as (
    select t.id, t.parent_id, t.position_name, t.text, sec.objective_id,
           row_number() over (order by coalesce(pt.position, t.position), t.parent_id nulls first, t.position, t.id) as n
      from tasks t left join tasks pt on pt.id = t.parent_id
      left join sections sec on sec.id = coalesce(t.section_id, pt.section_id)
     where t.study_id = $1 and (t.id in (select task_id from quoted)
           or t.id in (select c.parent_id from tasks c join quoted on quoted.task_id = c.id))
  )
  select
    (select coalesce(json_agg(json_build_object('id', id, 'parent_id', parent_id, 'position_name', position_name,
              'text', text, 'objective_id', objective_id) order by n), '[]') from quoted_tasks) as tasks,
    (select coalesce(json_agg(json_build_object('id', id, 'title', title) order by position, id), '[]')
       from segments where study_id = $1) as segments,
    (select coalesce(json_agg(json_build_object('id', id, 'title', title) order by position, id), '[]')
       from objectives where study_id = $1) as objectives`;

/**
 * The choices of the quotes filters for a study the caller has already resolved through the
 * access context (a page's study or segment): tasks that have quotes, with their subtasks, in
 * design order; the study's segments; its business questions.
 */
export async function quoteFilterOptions(database: Database, studyId: number): Promise<QuoteFilterOptions> {
  const { rows } = await database.$client.query<{ tasks: TaskRow[]; segments: Choice[]; objectives: Choice[] }>({
    name: "quote_filter_options",
    text: FILTER_OPTIONS,
    values: [studyId],
  });
  const { tasks, segments, objectives } = rows[0]!;
  const label = (t: TaskRow) => (t.position_name ? `${t.position_name} ${t.text}` : t.text);
  const parents = tasks.filter((t) => t.parent_id === null);
  return {
    tasks: parents.map((t) => ({
      id: t.id,
      label: label(t),
      objective_id: t.objective_id,
      subtasks: tasks.filter((s) => s.parent_id === t.id).map((s) => ({ id: s.id, label: label(s) })),
    })),
    segments: segments.map((s) => ({ id: s.id, label: s.title })),
    objectives: objectives.map((o) => ({ id: o.id, label: o.title })),
  };
}
