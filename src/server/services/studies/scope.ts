import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { studies } from "../../db/schema";
import { NotFoundError } from "../../errors";
import { type AccessContext, scopeToProjects } from "../../access/access-context";

/**
 * The study row when the context may see it, else a 404 (another client's study, or one in a
 * project the member may not see, looks exactly like a missing one). One indexed query, for the
 * calls that read a study's parts and need no more of it.
 */
export async function visibleStudy(database: Database, context: AccessContext, id: number) {
  const [row] = await database
    .select()
    .from(studies)
    .where(and(eq(studies.id, id), scopeToProjects(context, studies.clientId, studies.projectId)))
    .limit(1);
  if (!row) throw new NotFoundError("Study not found.");
  return row;
}
