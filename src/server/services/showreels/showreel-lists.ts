import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { FeatureFlag } from "@/lib/constants";
import type { ShowreelCursorQuery, ShowreelPageQuery } from "@/lib/schemas/showreel";
import type { Database } from "../../db/client";
import { showreels, studies } from "../../db/schema";
import { decodeCursor, encodeCursor } from "../../util/cursor";
import { type AccessContext, scopeToProjects } from "../../access/access-context";
import { scopedShowreels, showreelOf } from "./showreel-query";
import { likePattern } from "../../util/text";

/** Filters both list versions share; another client's id simply matches nothing. */
function commonFilters(context: AccessContext, query: { client_id?: number; study_id?: number }): SQL[] {
  const where: SQL[] = [];
  if (query.client_id !== undefined && query.client_id !== context.clientId) where.push(sql`false`);
  if (query.study_id !== undefined) where.push(eq(showreels.studyId, query.study_id));
  return where;
}

const sortColumns = {
  title: showreels.title,
  description: showreels.description,
  created_at: showreels.createdAt,
  updated_at: showreels.updatedAt,
} as const;

/** GET /v1/showreels: a numbered page, sorted as asked (id breaks ties so pages never overlap). */
export async function listShowreelPage(
  database: Database,
  context: AccessContext,
  query: ShowreelPageQuery,
  flags?: ReadonlySet<FeatureFlag>,
) {
  const where = and(
    ...commonFilters(context, query),
    query.project_id !== undefined ? eq(studies.projectId, query.project_id) : undefined,
  );
  const order = query.sort_order === "asc" ? asc : desc;
  const [rows, [totals]] = await Promise.all([
    scopedShowreels(database, context, where)
      .orderBy(order(sortColumns[query.sort_by]), order(showreels.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    database
      .select({ total: count() })
      .from(showreels)
      .innerJoin(studies, eq(studies.id, showreels.studyId))
      .where(and(scopeToProjects(context, showreels.clientId, studies.projectId), where)),
  ]);
  const total = totals?.total ?? 0;
  return {
    data: rows.map((row) => showreelOf(row, flags)),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
    },
  };
}

/** GET /v3/showreels: newest first, cursor-paged, with search, segments and type. */
export async function listShowreelCursor(
  database: Database,
  context: AccessContext,
  query: ShowreelCursorQuery,
  flags?: ReadonlySet<FeatureFlag>,
) {
  const cursor = decodeCursor(query.cursor);
  const where = and(
    ...commonFilters(context, query),
    query.segment_ids ? inArray(showreels.segmentId, query.segment_ids) : undefined,
    query.type ? eq(showreels.type, query.type) : undefined,
    query.search
      ? or(ilike(showreels.title, likePattern(query.search)), ilike(showreels.description, likePattern(query.search)))
      : undefined,
    cursor?.at
      ? sql`(date_trunc('milliseconds', ${showreels.createdAt}), ${showreels.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
      : undefined,
  );
  const rows = await scopedShowreels(database, context, where)
    .orderBy(desc(showreels.createdAt), desc(showreels.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const next =
    rows.length > query.limit && last
      ? encodeCursor({ id: last.showreel.id, at: last.showreel.createdAt.toISOString() })
      : null;
  return { data: page.map((row) => showreelOf(row, flags)), meta: { next_cursor: next, limit: query.limit } };
}
