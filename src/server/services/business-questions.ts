import type { BusinessQuestion } from "@/lib/schemas/business-question";
import type { AccessContext } from "../access/access-context";
import type { Database } from "../db/client";
import { BUSINESS_QUESTION_COLUMNS, type BusinessQuestionRow, businessQuestionOf } from "./business-question-row";
import { studyScopeSql, studyScopeValues } from "./research-scope";

type Row = BusinessQuestionRow & {
  insights: { id: number; title: string }[];
};

// One round trip, prepared once per connection: the study summary page runs it on every render.
const BUSINESS_QUESTIONS_SQL = `
  select ${BUSINESS_QUESTION_COLUMNS},
         coalesce((select json_agg(json_build_object('id', i.id, 'title', i.title) order by i.position, i.id)
                     from insights i where i.objective_id = o.id), '[]') as insights
    from objectives o
    join studies s on s.id = o.study_id
   where o.study_id = any($1::bigint[]) and ${studyScopeSql("s", 2)}
   order by s.created_at, o.study_id, o.position, o.id`;

/**
 * The business questions of studies, in study and position order; those of a study the context
 * may not see are left out.
 */
export async function listBusinessQuestions(
  database: Database,
  context: AccessContext,
  studyIds: number[],
): Promise<BusinessQuestion[]> {
  if (!studyIds.length) return [];
  const { rows } = await database.$client.query<Row>({
    name: "business_questions_of_studies",
    text: BUSINESS_QUESTIONS_SQL,
    values: [studyIds, ...studyScopeValues(context)],
  });
  return rows.map((row) => ({ ...businessQuestionOf(row), insights: row.insights }));
}
