import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { StudyTemplate, StudyTemplateListQuery, StudyTemplateSummary, StudyType } from "@/lib/schemas/marketplace";
import { messages } from "@/lib/messages";
import type { Database } from "../../db/client";
import { studyTemplates, studyTypes } from "../../db/schema";
import { NotFoundError } from "../../errors";
import { likePattern } from "../../util/text";
import { templateColumns, toTemplate, toTemplateSummary } from "./template-row";

/*
 * The marketplace's template library (001 §3 Study template, §7). The catalogue is the provider's
 * and the same for every client: callers must be signed in, but nothing here is scoped to one.
 */

/** Every study type in display order, with how many templates it holds. One query. */
export async function listStudyTypes(database: Database): Promise<StudyType[]> {
  const rows = await database
    .select({
      id: studyTypes.id,
      key: studyTypes.key,
      name: studyTypes.name,
      description: studyTypes.description,
      // Spelled out: inside a one-table select Drizzle leaves columns unqualified, and "id" would
      // then name the template's.
      template_count: sql<number>`(select count(*) from study_templates t
          where t.study_type_id = "study_types"."id")`.mapWith(Number),
    })
    .from(studyTypes)
    .orderBy(asc(studyTypes.position), asc(studyTypes.id));
  return rows;
}

/**
 * The library filtered as GET /marketplace/study-templates asks: `stimuli_types` ANY lists every
 * template, FILE or LINK those that take that kind (their own type, or ANY); `type_id`; `q` in
 * title or purpose (any case); `recommended`. Recommended first, then the library's order. One query.
 */
export async function listStudyTemplates(
  database: Database,
  query: StudyTemplateListQuery,
): Promise<StudyTemplateSummary[]> {
  const conditions: SQL[] = [];
  if (!query.stimuli_types.includes("ANY")) {
    conditions.push(inArray(studyTemplates.stimuliType, [...query.stimuli_types, "ANY"]));
  }
  if (query.type_id !== undefined) conditions.push(eq(studyTemplates.studyTypeId, query.type_id));
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(or(ilike(studyTemplates.title, pattern), ilike(studyTemplates.purpose, pattern))!);
  }
  if (query.recommended !== undefined) conditions.push(eq(studyTemplates.recommended, query.recommended));
  const rows = await database
    .select(templateColumns)
    .from(studyTemplates)
    .leftJoin(studyTypes, eq(studyTypes.id, studyTemplates.studyTypeId))
    .where(and(...conditions))
    .orderBy(desc(studyTemplates.recommended), asc(studyTemplates.position), asc(studyTemplates.id));
  return rows.map(toTemplateSummary);
}

/** One template as the library lists it (a draft shows its own this way), or null. One query. */
export async function findTemplateSummary(database: Database, id: number): Promise<StudyTemplateSummary | null> {
  const [row] = await database
    .select(templateColumns)
    .from(studyTemplates)
    .leftJoin(studyTypes, eq(studyTypes.id, studyTemplates.studyTypeId))
    .where(eq(studyTemplates.id, id))
    .limit(1);
  return row ? toTemplateSummary(row) : null;
}

/** One template with its business questions and design, or a 404. One query. */
export async function getStudyTemplate(database: Database, id: number): Promise<StudyTemplate> {
  const [row] = await database
    .select(templateColumns)
    .from(studyTemplates)
    .leftJoin(studyTypes, eq(studyTypes.id, studyTemplates.studyTypeId))
    .where(eq(studyTemplates.id, id))
    .limit(1);
  if (!row) throw new NotFoundError(messages.studyTemplateNotFound);
  return toTemplate(row);
}
