import { and, eq } from "drizzle-orm";
import type { CurrentUser, SessionClient } from "@/lib/schemas/auth";
import type { Database } from "../../db/client";
import { clients, memberships, roles, users } from "../../db/schema";
import { NotFoundError } from "../../errors";
import type { AccessContext } from "../../access/access-context";

/** A client row as the session knows it. */
export function toSessionClient(row: typeof clients.$inferSelect): SessionClient {
  return {
    id: row.id,
    name: row.name,
    socrat_client_id: row.socratClientId,
    can_invite_team_members: row.canInviteTeamMembers,
    invite_new_users_by_permission: row.inviteNewUsersByPermission,
  };
}

/**
 * The signed-in user in the context's client (000 §3 User): profile, the context's permissions,
 * the role of the membership there (or the staff role), status, and the client.
 */
export async function currentUser(database: Database, context: AccessContext): Promise<CurrentUser> {
  const [row] = await database
    .select({ user: users, client: clients, membership: memberships })
    .from(users)
    .innerJoin(clients, eq(clients.id, context.clientId))
    .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.clientId, context.clientId)))
    .where(eq(users.id, context.userId));
  if (!row) throw new NotFoundError();
  const roleId = row.membership?.roleId ?? row.user.staffRoleId;
  const [role] = roleId ? await database.select().from(roles).where(eq(roles.id, roleId)) : [];
  return {
    id: row.user.id,
    name: row.user.name,
    surname: row.user.surname,
    email: row.user.email,
    job_title: row.user.jobTitle,
    company_department: row.user.companyDepartment,
    url: row.user.imageUrl,
    permissions: [...context.permissions].sort(),
    role: role ? { id: role.id, name: role.name } : null,
    status: row.membership && row.membership.status === "PENDING" ? "Pending" : "Active",
    client: toSessionClient(row.client),
  };
}
