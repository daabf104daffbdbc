import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { memberships, projectMembers, projects } from "../../db/schema";
import { ValidationError } from "../../errors";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Db = Database | Tx;

export type AccessType = "ALL" | "SELECTED" | "NONE";
export interface ProjectInfo {
  id: number;
  title: string;
  clientCreated: boolean;
}

/** The client's projects. */
export async function clientProjects(database: Db, clientId: number): Promise<ProjectInfo[]> {
  return database
    .select({ id: projects.id, title: projects.title, clientCreated: projects.clientCreated })
    .from(projects)
    .where(eq(projects.clientId, clientId));
}

/** The projects of a SELECTED access, all of the client; 422 for an id of no project of it. */
export function pickProjects(all: readonly ProjectInfo[], ids: readonly number[], field = "access.project_ids") {
  const byId = new Map(all.map((p) => [p.id, p]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) throw ValidationError.field(field, `The selected project ${missing[0]} is invalid.`);
  return [...new Set(ids)].map((id) => byId.get(id)!);
}

/** Which of the client's projects a member sees under an access (ALL: every one). */
export function visibleUnder(all: readonly ProjectInfo[], type: AccessType, selected: readonly number[]) {
  if (type === "ALL") return all;
  if (type === "NONE") return [];
  const ids = new Set(selected);
  return all.filter((p) => ids.has(p.id));
}

/** Projects whose visibility differs between two accesses (what an edit hands out or takes away). */
export function changedProjects(before: readonly ProjectInfo[], after: readonly ProjectInfo[]) {
  const a = new Set(before.map((p) => p.id));
  const b = new Set(after.map((p) => p.id));
  return [...before.filter((p) => !b.has(p.id)), ...after.filter((p) => !a.has(p.id))];
}

/** The selected project ids of a user in a client. */
export async function selectedProjectIds(database: Db, clientId: number, userId: number): Promise<number[]> {
  const rows = await database
    .select({ id: projectMembers.projectId })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(and(eq(projectMembers.userId, userId), eq(projects.clientId, clientId)));
  return rows.map((r) => r.id);
}

/** Sets a membership's access and replaces its project_members rows within the client. */
export async function writeAccess(
  tx: Tx,
  input: { clientId: number; userId: number; grantedBy: number; all: readonly ProjectInfo[] },
  type: AccessType,
  selected: readonly number[],
) {
  await tx
    .update(memberships)
    .set({ projectAccess: type })
    .where(and(eq(memberships.clientId, input.clientId), eq(memberships.userId, input.userId)));
  const clientIds = input.all.map((p) => p.id);
  if (clientIds.length) {
    await tx
      .delete(projectMembers)
      .where(and(eq(projectMembers.userId, input.userId), inArray(projectMembers.projectId, clientIds)));
  }
  if (type === "SELECTED" && selected.length) {
    await tx
      .insert(projectMembers)
      .values(selected.map((projectId) => ({ projectId, userId: input.userId, grantedByUserId: input.grantedBy })))
      .onConflictDoNothing();
  }
}
