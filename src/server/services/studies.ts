import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Study, StudyListQuery, StudySummary } from "@/lib/schemas/study";
import type { Database } from "../db/client";
import { preparedPerDatabase } from "../db/prepared";
import {
  clients,
  projects,
  segments,
  showreels,
  studies,
  studyProducers,
  studyTemplates,
  studyTypes,
} from "../db/schema";
import { NotFoundError } from "../errors";
import { decodeCursor, splitPage } from "../util/cursor";
import { safeHtml } from "../util/safe-html";
import type { AccessContext } from "./access-context";
import { studyCountColumns, toStudyCounts } from "./study-counts";
import { likePattern } from "../util/text";

/** The study fields a summary shows (the list reads 25 rows per page; long texts stay behind). */
const summaryStudyColumns = {
  id: studies.id,
  title: studies.title,
  purpose: studies.purpose,
  status: studies.status,
  displayStatusCode: studies.displayStatusCode,
  dataSource: studies.dataSource,
  recruitMethod: studies.recruitMethod,
  createdAt: studies.createdAt,
  completedAt: studies.completedAt,
  thumbnailUrl: studies.thumbnailUrl,
  tags: studies.tags,
  createdWithAi: studies.createdWithAi,
  templateId: studies.templateId,
  studyTypeId: studies.studyTypeId,
};

const summaryColumns = {
  study: summaryStudyColumns,
  project: { id: projects.id, title: projects.title },
  templateName: studyTemplates.title,
  typeName: studyTypes.name,
  ...studyCountColumns,
};

function summaryQuery(database: Database) {
  return database
    .select(summaryColumns)
    .from(studies)
    .innerJoin(projects, eq(projects.id, studies.projectId))
    .leftJoin(studyTemplates, eq(studyTemplates.id, studies.templateId))
    .leftJoin(studyTypes, eq(studyTypes.id, studies.studyTypeId));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>["execute"]>>[number];

function toSummary(row: SummaryRow): StudySummary {
  const s = row.study;
  return {
    id: s.id,
    study_id: s.id,
    title: s.title,
    purpose: s.purpose,
    status: s.status,
    display_status_code: s.displayStatusCode,
    data_source: s.dataSource,
    recruit_method: s.recruitMethod,
    created_at: s.createdAt.toISOString(),
    completed_at: s.completedAt?.toISOString() ?? null,
    thumbnail: s.thumbnailUrl,
    tags: s.tags,
    created_with_ai: s.createdWithAi,
    project: row.project,
    template: s.templateId && row.templateName ? { id: s.templateId, name: row.templateName } : null,
    study_type: s.studyTypeId && row.typeName ? { id: s.studyTypeId, name: row.typeName } : null,
    counts: toStudyCounts(row),
  };
}

/**
 * The study list's scope and filters, each a parameter that may be null (so one prepared
 * statement serves every combination); `listParameters` gives their values.
 */
export function listConditions(): SQL {
  const p = sql.placeholder;
  return and(
    sql`${studies.clientId} = ${p("clientId")}`,
    sql`(${p("projectIds")}::bigint[] is null or ${studies.projectId} = any(${p("projectIds")}::bigint[]))`,
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
    clientId: context.clientId,
    projectIds: context.projectIds ? [...context.projectIds] : null,
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

/** The rest of a study's fields, selected beside its summary (one round trip for the whole study). */
const detailColumns = {
  clientName: sql<string>`(select c.name from ${clients} c where c.id = ${studies.clientId})`,
  socratClientId: sql<number | null>`(select c.socrat_client_id from ${clients} c where c.id = ${studies.clientId})`,
  segmentRefs: sql<
    Study["segments"]
  >`coalesce((select json_agg(json_build_object('id', g.id, 'socrat_study_id', g.socrat_study_id) order by g.position, g.id) from ${segments} g where g.study_id = ${studies.id}), '[]')`,
  producers: sql<
    Study["usertribe_producers"]
  >`coalesce((select json_agg(json_build_object('email', p.email) order by p.email) from ${studyProducers} p where p.study_id = ${studies.id}), '[]')`,
  curatedShowreel: sql<
    Study["showreel"]
  >`(select json_build_object('id', r.id, 'type', r.type) from ${showreels} r where r.study_id = ${studies.id} and r.type = 'CURATED' order by r.id limit 1)`,
};

/**
 * The study query, prepared once per database: every study page runs it first, so it is one
 * statement (the summary, its counts and the detail fields) with the scope as parameters.
 */
const studyStatement = preparedPerDatabase((database) => {
  const p = (name: string) => sql.placeholder(name);
  return database
    .select({ ...summaryColumns, ...detailColumns, study: studies })
    .from(studies)
    .innerJoin(projects, eq(projects.id, studies.projectId))
    .leftJoin(studyTemplates, eq(studyTemplates.id, studies.templateId))
    .leftJoin(studyTypes, eq(studyTypes.id, studies.studyTypeId))
    .where(
      and(
        sql`${studies.id} = ${p("id")}`,
        sql`${studies.clientId} = ${p("clientId")}`,
        sql`(${p("projectIds")}::bigint[] is null or ${studies.projectId} = any(${p("projectIds")}::bigint[]))`,
      ),
    )
    .limit(1)
    .prepare("get_study");
});

/** One study with every field of 001 §3; another tenant's or a hidden project's study is a 404. */
export async function getStudy(database: Database, context: AccessContext, id: number): Promise<Study> {
  if (context.projectIds?.length === 0) throw new NotFoundError("Study not found.");
  const [row] = await studyStatement(database).execute({
    id,
    clientId: context.clientId,
    projectIds: context.projectIds ? [...context.projectIds] : null,
  });
  if (!row) throw new NotFoundError("Study not found.");
  const s = row.study;
  return {
    ...toSummary(row),
    socrat_study_id: s.socratStudyId,
    study_purpose: s.purpose,
    brief: s.brief,
    template_id: s.templateId,
    key_takeaways: s.keyTakeawaysHtml ? { text: s.keyTakeawaysText ?? "", html: safeHtml(s.keyTakeawaysHtml) } : null,
    showreel: row.curatedShowreel,
    client: { name: row.clientName, socrat_client_id: row.socratClientId },
    is_cross_segments_enabled: s.isCrossSegmentsEnabled,
    socrat_project_id: s.projectId,
    segments: row.segmentRefs,
    client_created: s.clientCreated,
    usertribe_producers: row.producers,
  };
}
