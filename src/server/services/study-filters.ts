import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { projects, studies, studyTemplates, studyTypes } from "../db/schema";
import { type AccessContext, scopeToProjects } from "./access-context";

export interface Option {
  id: number;
  name: string;
}

/** The choices the study list offers, limited to what the context can see. */
export async function studyFilterOptions(database: Database, context: AccessContext) {
  const visible = scopeToProjects(context, studies.clientId, studies.projectId);
  const [projectRows, typeRows, templateRows, tagRows] = await Promise.all([
    database
      .select({ id: projects.id, name: projects.title })
      .from(projects)
      .where(scopeToProjects(context, projects.clientId, projects.id))
      .orderBy(asc(projects.title)),
    database
      .selectDistinct({ id: studyTypes.id, name: studyTypes.name })
      .from(studies)
      .innerJoin(studyTypes, eq(studyTypes.id, studies.studyTypeId))
      .where(visible)
      .orderBy(asc(studyTypes.name)),
    database
      .selectDistinct({ id: studyTemplates.id, name: studyTemplates.title })
      .from(studies)
      .innerJoin(studyTemplates, eq(studyTemplates.id, studies.templateId))
      .where(and(visible, isNotNull(studies.templateId)))
      .orderBy(asc(studyTemplates.title)),
    database
      .selectDistinct({ tag: sql<string>`unnest(${studies.tags})` })
      .from(studies)
      .where(visible),
  ]);
  return {
    projects: projectRows as Option[],
    types: typeRows as Option[],
    templates: templateRows as Option[],
    tags: tagRows.map((r) => r.tag).sort((a, b) => a.localeCompare(b)),
  };
}

export type StudyFilterOptions = Awaited<ReturnType<typeof studyFilterOptions>>;
