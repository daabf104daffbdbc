import { eq, sql } from "drizzle-orm";
import type { StudyCard, StudyCardPage, StudyListQuery } from "@/lib/schemas/study";
import type { Database } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { projects, studies } from "../../db/schema";
import { splitPage } from "../../util/cursor";
import type { AccessContext } from "../../access/access-context";
import { listConditions, listOrder, listParameters } from "./list";
import { studyCountColumns } from "./counts";

/**
 * A study card (StudyCard of src/lib/schemas/study.ts) built by PostgreSQL as JSON, with no row
 * mapping in between. created_at is written as Date.toISOString writes it, like the API's summaries.
 */
const cardJson = sql<StudyCard>`(select row_to_json(card) from (select
  ${studies.id} as id,
  ${studies.title} as title,
  ${studies.status} as status,
  ${studies.displayStatusCode} as display_status_code,
  to_char(${studies.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  (select row_to_json(x) from (select ${projects.id} as id, ${projects.title} as title) x) as project,
  (select row_to_json(x) from (select
    ${studyCountColumns.interviews} as interviews,
    ${studyCountColumns.quotes} as quotes,
    ${studyCountColumns.insights} as insights) x) as counts
) card)`;

const cardStatement = preparedPerDatabase((database) =>
  database
    .select({ id: studies.id, createdAt: studies.createdAt, card: cardJson })
    .from(studies)
    .innerJoin(projects, eq(projects.id, studies.projectId))
    .where(listConditions())
    .orderBy(...listOrder)
    .limit(sql.placeholder("limit"))
    .prepare("list_study_cards"),
);

/**
 * One page of the study list as the list page renders it: the same studies, order and cursor as
 * GET /api/v3/studies. Cards leave out what a card does not show (the summaries' other fields and
 * four of their seven counts), which made this the cheaper query.
 */
export async function studyCardPage(
  database: Database,
  context: AccessContext,
  query: StudyListQuery,
): Promise<StudyCardPage> {
  const parameters = listParameters(context, query);
  const rows = context.projectIds?.length === 0 ? [] : await cardStatement(database).execute(parameters);
  const { page, nextCursor } = splitPage(rows, query.limit, (row) => ({ id: row.id, at: row.createdAt.toISOString() }));
  return { data: page.map((row) => row.card), meta: { next_cursor: nextCursor, limit: query.limit } };
}
