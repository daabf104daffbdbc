import { and, asc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { Insight, InsightListQuery } from "@/lib/schemas/insight";
import { messages } from "@/lib/messages";
import type { Database } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { insights, objectives, studies } from "../../db/schema";
import { NotFoundError } from "../../errors";
import { decodeCursor, encodeCursor } from "../../util/cursor";
import { safeHtml } from "../../util/safe-html";
import {
  type AccessContext,
  preparedProjectScope,
  projectScopeValues,
  scopeToProjects,
} from "../../access/access-context";
import { assertStudyVisible } from "../studies/scope";
import { loadInsightParts } from "./insight-parts";
import { likePattern } from "../../util/text";

const insightColumns = {
  insight: insights,
  objective: { id: objectives.id, title: objectives.title },
};

/** Insights with their objective; callers add the context's scope to their where clause. */
function insightQuery(database: Database) {
  return database
    .select(insightColumns)
    .from(insights)
    .innerJoin(studies, eq(studies.id, insights.studyId))
    .leftJoin(objectives, eq(objectives.id, insights.objectiveId))
    .$dynamic();
}

type InsightRow = Awaited<ReturnType<ReturnType<typeof insightQuery>["execute"]>>[number];

/** Full insights of rows already scoped, with their parts, in the rows' order. */
async function toInsights(database: Database, rows: InsightRow[]): Promise<Insight[]> {
  const parts = await loadInsightParts(
    database,
    rows.map((r) => r.insight.id),
  );
  return rows.map(({ insight, objective }) => ({
    id: insight.id,
    study_id: insight.studyId,
    objective: objective?.id ? { id: objective.id, title: objective.title } : null,
    segment: insight.segmentId ? { id: insight.segmentId } : null,
    title: insight.title,
    content: safeHtml(insight.content),
    language: insight.language,
    ...parts.get(insight.id)!,
  }));
}

/** GET /v3/insights: visible insights filtered by study, segments and objectives, by id with a cursor. */
export async function listInsights(database: Database, context: AccessContext, query: InsightListQuery) {
  const cursor = decodeCursor(query.cursor);
  if (query.study_id) await assertStudyVisible(database, context, query.study_id);
  const objectiveIds = [...(query.objective_ids ?? []), ...(query.business_question_ids ?? [])];
  const conditions: (SQL | undefined)[] = [
    query.study_id ? eq(insights.studyId, query.study_id) : undefined,
    query.segment_ids ? inArray(insights.segmentId, query.segment_ids) : undefined,
    objectiveIds.length ? inArray(insights.objectiveId, objectiveIds) : undefined,
    cursor ? gt(insights.id, cursor.id) : undefined,
  ];
  const rows = await insightQuery(database)
    .where(and(scopeToProjects(context, studies.clientId, studies.projectId), ...conditions))
    .orderBy(asc(insights.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const next = rows.length > query.limit ? encodeCursor({ id: page.at(-1)!.insight.id }) : null;
  return { data: await toInsights(database, page), meta: { next_cursor: next, limit: query.limit } };
}

/** Filters of an insights page (001 §2 insights: objective_id and q). */
export interface InsightPageFilter {
  objectiveId?: number | null;
  q?: string | null;
}

/**
 * The insights of studies and one insight, prepared once per database (an insights page runs one
 * of them on every view, and planning them cost more than running them); the filters are
 * parameters that may be null, so one statement serves every combination.
 */
const p = sql.placeholder;
const studyInsightsStatement = preparedPerDatabase((database) =>
  insightQuery(database)
    .where(
      and(
        preparedProjectScope(studies.clientId, studies.projectId),
        sql`${insights.studyId} = any(${p("studyIds")}::bigint[])`,
        sql`(${p("objectiveId")}::bigint is null or ${insights.objectiveId} = ${p("objectiveId")})`,
        sql`(${p("q")}::text is null or ${insights.title} ilike ${p("q")} or ${insights.contentText} ilike ${p("q")})`,
      ),
    )
    .orderBy(asc(studies.createdAt), asc(objectives.position), asc(insights.position), asc(insights.id))
    .prepare("study_insights"),
);
const insightStatement = preparedPerDatabase((database) =>
  insightQuery(database)
    .where(
      and(
        preparedProjectScope(studies.clientId, studies.projectId),
        sql`${insights.id} = ${p("id")}`,
        sql`(${p("studyIds")}::bigint[] is null or ${insights.studyId} = any(${p("studyIds")}::bigint[]))`,
      ),
    )
    .prepare("get_insight"),
);

/**
 * The insights of studies (a study page: one; a project page: its visible studies), in the order
 * of their business questions, filtered as the page asks; full insights with charts and quotes.
 */
export async function listStudyInsights(
  database: Database,
  context: AccessContext,
  studyIds: number[],
  filter: InsightPageFilter = {},
): Promise<Insight[]> {
  if (!studyIds.length) return [];
  const q = filter.q?.trim();
  const rows = await studyInsightsStatement(database).execute({
    ...projectScopeValues(context),
    studyIds,
    objectiveId: filter.objectiveId || null,
    q: q ? likePattern(q) : null,
  });
  return toInsights(database, rows);
}

/** One insight of a visible study; anything else is a 404. */
export async function getInsight(
  database: Database,
  context: AccessContext,
  insightId: number,
  studyIds?: number[],
): Promise<Insight> {
  const rows = await insightStatement(database).execute({
    ...projectScopeValues(context),
    id: insightId,
    studyIds: studyIds ?? null,
  });
  if (!rows.length) throw new NotFoundError(messages.insightNotFound);
  return (await toInsights(database, rows))[0]!;
}
