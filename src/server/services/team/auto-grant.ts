import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { memberships, projectMembers } from "../../db/schema";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * 000 §3, "automatically grant access to newly created projects and studies": study creation
 * (createStudy) calls this for the new study's project, since access goes by project; projects
 * are not created in the portal. Members with the option and selected projects get the project added;
 * members with the option and no projects move to selected access with it; members who see all
 * projects see it already. Returns the users who were granted access.
 */
export async function grantNewProjectToAutoGrantMembers(
  tx: Tx | Database,
  input: { clientId: number; projectId: number; grantedBy: number | null },
): Promise<number[]> {
  const members = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.clientId, input.clientId),
        eq(memberships.autoGrantNewProjects, true),
        inArray(memberships.projectAccess, ["SELECTED", "NONE"]),
      ),
    );
  if (!members.length) return [];
  const userIds = members.map((m) => m.userId);
  await tx
    .update(memberships)
    .set({ projectAccess: "SELECTED" })
    .where(and(eq(memberships.clientId, input.clientId), inArray(memberships.userId, userIds)));
  await tx
    .insert(projectMembers)
    .values(userIds.map((userId) => ({ projectId: input.projectId, userId, grantedByUserId: input.grantedBy })))
    .onConflictDoNothing();
  return userIds;
}
