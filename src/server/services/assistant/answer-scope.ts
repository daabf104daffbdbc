import { and, eq, type SQL, sql } from "drizzle-orm";
import { bloomAnswerMessages } from "@/lib/messages";
import type { AskInput } from "@/lib/schemas/assistant";
import type { AccessContext } from "../../access/access-context";
import type { Database } from "../../db/client";
import { projects } from "../../db/schema";
import { ValidationError } from "../../errors";
import { idArray, scopeStudies } from "../research-scope";

/** What a question may draw on beyond the caller's access: some studies, or one project (null: all they see). */
export interface AnswerScope {
  studyIds: readonly number[] | null;
  projectId: number | null;
}

/**
 * Studies (aliased `alias`) that the context may see and the question is scoped to. Access comes
 * first: a scope can only narrow what the caller sees.
 */
export function studiesInScope(context: AccessContext, scope: AnswerScope, alias: string): SQL {
  const conditions = [scopeStudies(context, alias)];
  if (scope.studyIds) conditions.push(sql`${sql.raw(alias)}.id = any(${idArray(scope.studyIds)})`);
  if (scope.projectId !== null) conditions.push(sql`${sql.raw(alias)}.project_id = ${scope.projectId}`);
  return sql.join(conditions, sql` and `);
}

/**
 * The scope a question asks for, checked against the caller's access: a study or project they
 * cannot see is refused with a 422 naming the field (never silently dropped, so the answer is
 * never wider or narrower than the asker believes).
 */
export async function resolveScope(database: Database, context: AccessContext, input: AskInput): Promise<AnswerScope> {
  const studyIds = input.study_ids?.length ? [...new Set(input.study_ids)] : null;
  const projectId = input.project_id ?? null;
  if (studyIds) {
    // Raw SQL to test with scopeStudies, the visibility condition the assistant's retrieval reads with.
    const { rows } = await database.execute<{ visible: string }>(
      sql`select count(*) as visible from studies s where s.id = any(${idArray(studyIds)}) and ${scopeStudies(context, "s")}`,
    );
    if (Number(rows[0]?.visible) !== studyIds.length) {
      throw ValidationError.field("study_ids", bloomAnswerMessages.studyNotVisible);
    }
  }
  if (projectId !== null) {
    const visible = context.projectIds === null || context.projectIds.includes(projectId);
    const rows = await database
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, projectId), eq(projects.clientId, context.clientId)))
      .limit(1);
    if (!visible || rows.length === 0) throw ValidationError.field("project_id", bloomAnswerMessages.projectNotVisible);
  }
  return { studyIds, projectId };
}
