import { eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { messages } from "@/lib/messages";
import { mayEditDraftsWith } from "@/lib/permissions";
import type { Database, Transaction } from "../../db/client";
import { studies } from "../../db/schema";
import { type AppError, ConflictError, ForbiddenError, NotFoundError } from "../../errors";
import type { AccessContext } from "../../access/access-context";
import { visibleStudyWhere } from "./scope";

export type StudyRow = typeof studies.$inferSelect;

/** Whether the context may edit drafts at all (001 §6: UPDATE_STUDY or UPDATE_DRAFT_STUDY_ONLY). */
export function mayEditDrafts(context: AccessContext): boolean {
  return mayEditDraftsWith(context.permissions);
}

export type DraftFacts = {
  parts: number;
  files: number;
  links: number;
};

// What the refusals need beyond the row: whether anything was written, and the material kinds.
const draftFactsOf = (studyId: SQL | number) => ({
  parts: sql<number>`(select count(*)::int from objectives where study_id = ${studyId})
    + (select count(*)::int from sections where study_id = ${studyId})`,
  files: sql<number>`(select count(*)::int from study_materials where study_id = ${studyId} and kind = 'FILE')`,
  links: sql<number>`(select count(*)::int from study_materials where study_id = ${studyId} and kind = 'LINK')`,
});

async function draftFacts(database: Database | Transaction, studyId: number): Promise<DraftFacts> {
  // Raw SQL: the facts are scalar subqueries in a select with no table, which the query builder has
  // no form for.
  const { rows } = await database.execute<DraftFacts>(
    sql`select ${sql.join(
      Object.entries(draftFactsOf(studyId)).map(([name, value]) => sql`${value} as ${sql.raw(name)}`),
      sql`, `,
    )}`,
  );
  return rows[0]!;
}

/** draftEditRefusal from facts already read (studyWithDraftFacts). */
export function refusalOf(study: StudyRow, context: AccessContext, facts: DraftFacts): AppError | null {
  if (!mayEditDrafts(context)) return new ForbiddenError(messages.editNoPermission);
  if (study.status !== "DRAFT") return new ConflictError(messages.editNotDraft);
  // A draft begun from a brief (the AI variant) is not empty: Bloom works from the brief.
  if (study.templateId === null && !study.brief?.trim() && facts.parts + facts.files + facts.links === 0) {
    return new ConflictError(messages.editEmptyStudy);
  }
  if (study.materialsLockedAt && facts.files > 0 && facts.links > 0) {
    return new ConflictError(messages.editMixedMaterials);
  }
  return null;
}

/**
 * Why the context may not edit this visible study as a draft, or null when it may (001 §5, §8):
 * no permission (403), not a draft, an empty draft (no template, brief, business questions,
 * sections or materials), or a saved draft mixing file and link materials (409). While the wizard is still
 * open (materials not locked yet) mixing is allowed: the first save decides. The edit page shows
 * the refusal; the API throws it (editableDraft).
 */
export async function draftEditRefusal(
  database: Database | Transaction,
  study: StudyRow,
  context: AccessContext,
): Promise<AppError | null> {
  if (!mayEditDrafts(context)) return new ForbiddenError(messages.editNoPermission);
  return refusalOf(study, context, await draftFacts(database, study.id));
}

/**
 * The study row when the context may see it (else 404) and edit it as a draft (else the refusal
 * of draftEditRefusal). Every write of the wizard except the title starts here, inside its
 * transaction with `forUpdate`, so two saves of one draft never interleave. One round trip: the
 * row and the facts of the refusals are read together.
 */
export async function editableDraft(
  database: Database | Transaction,
  context: AccessContext,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<StudyRow> {
  return (await editableDraftWith(database, context, id, sql`null`, options)).study;
}

/**
 * The visible study's row (else 404), its draft facts and `extra` (an expression over the row:
 * what the write needs to know besides), in one round trip; `forUpdate` locks the row.
 */
export async function studyWithDraftFacts<T>(
  database: Database | Transaction,
  context: AccessContext,
  id: number,
  extra: SQL<T>,
  options: { forUpdate?: boolean } = {},
): Promise<{ study: StudyRow; facts: DraftFacts; extra: T }> {
  const query = database
    .select({ study: getTableColumns(studies), ...draftFactsOf(sql`${studies.id}`), extra })
    .from(studies)
    .where(visibleStudyWhere(context, id))
    .limit(1);
  const [row] = options.forUpdate ? await query.for("update", { of: studies }) : await query;
  if (!row) throw new NotFoundError(messages.studyNotFound);
  const { study, extra: also, ...facts } = row;
  return { study, facts, extra: also };
}

/** editableDraft, with `extra` (see studyWithDraftFacts) read in the same round trip. */
export async function editableDraftWith<T>(
  database: Database | Transaction,
  context: AccessContext,
  id: number,
  extra: SQL<T>,
  options: { forUpdate?: boolean } = {},
): Promise<{ study: StudyRow; extra: T }> {
  const { study, facts, extra: also } = await studyWithDraftFacts(database, context, id, extra, options);
  const refusal = refusalOf(study, context, facts);
  if (refusal) throw refusal;
  return { study, extra: also };
}

/** Marks the study changed (updated_at), for writes that touch only its parts. */
export async function touchStudy(database: Database | Transaction, studyId: number): Promise<void> {
  await database.update(studies).set({ updatedAt: new Date() }).where(eq(studies.id, studyId));
}
