import { sql } from "drizzle-orm";
import type { AccessContext } from "../../access/access-context";
import type { Database } from "../../db/client";
import type { AnswerValue } from "../../db/schema";
import { type AnswerScope, studiesInScope } from "./answer-scope";
import { type Counted, type CountedTask, countedFact } from "./counted-facts";
import { countAsk, taskGroups } from "./counting-question";
import { relevant } from "./judge-passages";
import type { TermGroup } from "./question-terms";
import { type RowFilter, rowFilterSql } from "./retrieve";

/*
 * A counting question answered from the database: the closed task (observation, choice, scale)
 * of the caller's visible studies whose text, options and study title best match the question,
 * and its answers counted, with the quotes that show them.
 */

type TaskRow = {
  id: string;
  type: CountedTask["type"];
  text: string;
  options: { id: string; text: string }[];
  study_title: string;
  title: string;
};

export interface TaskCount extends Counted {
  task: string;
  study: string;
}

async function closedTasks(database: Database, context: AccessContext, scope: AnswerScope): Promise<TaskRow[]> {
  const visible = studiesInScope(context, scope, "s");
  // Raw SQL to filter with studiesInScope's condition on the alias `s`, as the retrieval does.
  const { rows } =
    await database.execute<TaskRow>(sql`select t.id, t.type, t.text, t.options, s.title as study_title, '' as title
    from tasks t join sections sec on sec.id = t.section_id join studies s on s.id = sec.study_id
    where ${visible} and t.type in ('OBSERVATION', 'RADIO', 'CHECKBOX', 'SCORING')
      and exists (select 1 from task_answers a where a.task_id = t.id)`);
  return rows;
}

async function answersOf(database: Database, taskId: string, filter: RowFilter) {
  const narrowed = rowFilterSql(filter, sql`i.segment_id`, sql`i.participant_id`);
  const segment = narrowed.length ? sql`and ${sql.join(narrowed, sql` and `)}` : sql``;
  // Raw SQL to narrow with rowFilterSql, the condition the retrieval puts on a side of a comparison.
  const { rows } = await database.execute<{ value: AnswerValue; quote_id: string | null }>(sql`select a.value,
      (select q.id from quotes q where q.interview_id = a.interview_id and q.task_id = a.task_id order by q.start limit 1) as quote_id
    from task_answers a join interviews i on i.id = a.interview_id
    where a.task_id = ${taskId} ${segment} order by a.id`);
  return rows.map(({ value, quote_id }) => ({
    choice: value.choice ?? null,
    choices: value.choices ?? [],
    score: value.score ?? null,
    seconds: value.durationSeconds ?? null,
    quoteId: quote_id,
  }));
}

/** The numbers a counting question asks for; null when no closed task of the visible studies matches it. */
export async function countTaskAnswers(
  database: Database,
  context: AccessContext,
  scope: AnswerScope,
  filter: RowFilter,
  question: string,
  groups: readonly TermGroup[],
): Promise<TaskCount | null> {
  const which = taskGroups(groups);
  const tasks = await closedTasks(database, context, scope);
  const judged = relevant(
    tasks.map((task) => ({ ...task, text: `${task.text} ${task.options.map((option) => option.text).join(" ")}` })),
    which,
  );
  const best = judged[0];
  if (!best) return null;
  const task = tasks.find((candidate) => candidate.id === best.row.id)!;
  const answers = await answersOf(database, task.id, filter);
  const counted = countedFact({ type: task.type, options: task.options, answers }, countAsk(question, which, task));
  return counted && { ...counted, task: task.text, study: task.study_title };
}
