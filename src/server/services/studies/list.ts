import { and, desc, type SQL, sql } from "drizzle-orm";
import type { StudyListQuery } from "@/lib/schemas/study";
import { type AccessContext, preparedProjectScope, projectScopeValues } from "../../access/access-context";
import type { Database } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { studies } from "../../db/schema";
import { decodeCursor, splitPage } from "../../util/cursor";
import { likePattern } from "../../util/text";
import { summaryQuery, toSummary } from "./summary-row";

/**
 * The study list's scope and filters, each a parameter that may be null (so one prepared
 * statement serves every combination); `listParameters` gives their values.
 */
export function listConditions(): SQL {
  const p = sql.placeholder;
  return and(
    preparedProjectScope(studies.clientId, studies.projectId),
    sql`(${p("q")}::text is null or ${studies.title} ilike ${p("q")} or ${studies.purpose} ilike ${p("q")})`,
    sql`(${p("projectId")}::bigint is null or ${studies.projectId} = ${p("projectId")})`,
    sql`(${p("templateId")}::bigint is null or ${studies.templateId} = ${p("templateId")})`,
    sql`(${p("typeId")}::bigint is null or ${studies.studyTypeId} = ${p("typeId")})`,
    sql`(${p("tag")}::text is null or ${p("tag")} = any(${studies.tags}))`,
    sql`(${p("ai")}::boolean is null or ${studies.createdWithAi} = ${p("ai")})`,
    sql`(${p("status")}::text is null or ${studies.displayStatusCode}::text = ${p("status")})`,
    sql`(${p("cursorAt")}::timestamptz is null or (${studies.createdAt}, ${studies.id}) < (${p("cursorAt")}::timestamptz, ${p("cursorId")}::bigint))`,
  )!;
}

/** The list's order, newest first; its cursors carry (created_at, id). */
export const listOrder = [desc(studies.createdAt), desc(studies.id)];

/** The values of listConditions' parameters, and one row more than a page (to see if another follows). */
export function listParameters(context: AccessContext, query: StudyListQuery) {
  const cursor = decodeCursor(query.cursor);
  return {
    ...projectScopeValues(context),
    q: query.q ? likePattern(query.q) : null,
    projectId: query.project_id ?? null,
    templateId: query.template_id ?? null,
    typeId: query.type_id ?? null,
    tag: query.tag ?? null,
    ai: query.ai ?? null,
    status: query.status ?? null,
    cursorAt: cursor?.at ?? null,
    cursorId: cursor?.id ?? null,
    limit: query.limit + 1,
  };
}

/**
 * The list query, prepared once per database: it runs on every study-list render, and building
 * its SQL was the largest cost of the request.
 */
const listStatement = preparedPerDatabase((database) =>
  summaryQuery(database)
    .where(listConditions())
    .orderBy(...listOrder)
    .limit(sql.placeholder("limit"))
    .prepare("list_studies"),
);

/** The studies the context may see, newest first, filtered as the study list asks. */
export async function listStudies(database: Database, context: AccessContext, query: StudyListQuery) {
  const parameters = listParameters(context, query);
  if (context.projectIds?.length === 0) return { data: [], meta: { next_cursor: null, limit: query.limit } };
  const rows = await listStatement(database).execute(parameters);
  const { page, nextCursor } = splitPage(rows, query.limit, (row) => ({
    id: row.study.id,
    at: row.study.createdAt.toISOString(),
  }));
  return { data: page.map(toSummary), meta: { next_cursor: nextCursor, limit: query.limit } };
}
