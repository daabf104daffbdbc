import { and, eq } from "drizzle-orm";
import { messages } from "@/lib/messages";
import type { Database, Transaction } from "../../db/client";
import { studies } from "../../db/schema";
import { NotFoundError } from "../../errors";
import { type AccessContext, scopeToProjects } from "../../access/access-context";

/** The condition visibleStudy reads with: this study, when the context may see it. */
export function visibleStudyWhere(context: AccessContext, id: number) {
  return and(eq(studies.id, id), scopeToProjects(context, studies.clientId, studies.projectId));
}

/**
 * The study row when the context may see it, else a 404 (another client's study, or one in a
 * project the member may not see, looks exactly like a missing one). One indexed query, for the
 * calls that read a study's parts and need no more of it. `forUpdate` (inside a transaction) locks
 * the row until the transaction ends, so concurrent writes to one study take turns.
 */
export async function visibleStudy(
  database: Database | Transaction,
  context: AccessContext,
  id: number,
  options: { forUpdate?: boolean } = {},
) {
  const query = database.select().from(studies).where(visibleStudyWhere(context, id)).limit(1);
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row) throw new NotFoundError(messages.studyNotFound);
  return row;
}

/**
 * A 404 unless the context may see the study, like {@link visibleStudy}, for callers that need
 * only to know: it reads the id alone (the whole row cost twice the CPU per call).
 */
export async function assertStudyVisible(database: Database, context: AccessContext, id: number): Promise<void> {
  const [row] = await database.select({ id: studies.id }).from(studies).where(visibleStudyWhere(context, id)).limit(1);
  if (!row) throw new NotFoundError(messages.studyNotFound);
}
