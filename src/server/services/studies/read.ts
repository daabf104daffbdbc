import { and, eq, sql } from "drizzle-orm";
import type { Study } from "@/lib/schemas/study";
import { messages } from "@/lib/messages";
import { type AccessContext, preparedProjectScope, projectScopeValues } from "../../access/access-context";
import type { Database } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import {
  clients,
  projects,
  segments,
  showreels,
  studies,
  studyProducers,
  studyTemplates,
  studyTypes,
} from "../../db/schema";
import { NotFoundError } from "../../errors";
import { safeHtml } from "../../util/safe-html";
import { summaryColumns, toSummary } from "./summary-row";

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
    .where(and(sql`${studies.id} = ${p("id")}`, preparedProjectScope(studies.clientId, studies.projectId)))
    .limit(1)
    .prepare("get_study");
});

/** One study with every field of 001 §3; another tenant's or a hidden project's study is a 404. */
export async function getStudy(database: Database, context: AccessContext, id: number): Promise<Study> {
  return (await readStudy(database, context, id)).study;
}

/**
 * {@link getStudy}, with the stored row it was made from: for a page that shows stored fields the
 * API's study does not carry, without reading the row again.
 */
export async function readStudy(
  database: Database,
  context: AccessContext,
  id: number,
): Promise<{ study: Study; stored: typeof studies.$inferSelect }> {
  if (context.projectIds?.length === 0) throw new NotFoundError(messages.studyNotFound);
  const [row] = await studyStatement(database).execute({
    id,
    ...projectScopeValues(context),
  });
  if (!row) throw new NotFoundError(messages.studyNotFound);
  const s = row.study;
  const study: Study = {
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
  return { study, stored: s };
}
