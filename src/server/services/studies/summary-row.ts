import { eq } from "drizzle-orm";
import type { StudySummary } from "@/lib/schemas/study";
import type { Database } from "../../db/client";
import { projects, studies, studyTemplates, studyTypes } from "../../db/schema";
import { studyCountColumns, toStudyCounts } from "./counts";

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

export const summaryColumns = {
  study: summaryStudyColumns,
  project: { id: projects.id, title: projects.title },
  templateName: studyTemplates.title,
  typeName: studyTypes.name,
  ...studyCountColumns,
};

export function summaryQuery(database: Database) {
  return database
    .select(summaryColumns)
    .from(studies)
    .innerJoin(projects, eq(projects.id, studies.projectId))
    .leftJoin(studyTemplates, eq(studyTemplates.id, studies.templateId))
    .leftJoin(studyTypes, eq(studyTypes.id, studies.studyTypeId));
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>["execute"]>>[number];

export function toSummary(row: SummaryRow): StudySummary {
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
