import { and, eq } from "drizzle-orm";
import { messages } from "@/lib/messages";
import type { UpdateMemberRequest } from "@/lib/schemas/team";
import type { Database } from "../../db/client";
import { memberships, projectMembers, users } from "../../db/schema";
import { ForbiddenError, NotFoundError, ValidationError } from "../../errors";
import type { AccessContext } from "../../access/access-context";
import { changedProjects, clientProjects, pickProjects, selectedProjectIds, visibleUnder, writeAccess } from "./access";
import { assertGrantableRole } from "./grantable-roles";
import { renewInvitation, sendInvitations } from "./invitations";
import { getMember } from "./members";
import { assertMayEditProjects, assertMayEditUsers, assertMayInvite, currentClient } from "./rules";

/** The membership of a user in the client with the user's email and name; 404 for anyone else. */
async function membershipOf(database: Database, clientId: number, userId: number) {
  const [row] = await database
    .select({
      id: memberships.id,
      status: memberships.status,
      projectAccess: memberships.projectAccess,
      email: users.email,
      name: users.name,
      surname: users.surname,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.clientId, clientId), eq(memberships.userId, userId)));
  if (!row) throw new NotFoundError();
  return row;
}

/** POST /api/client/{id}/users/{userId}: role, access and the auto-grant option of a member. */
export async function updateMember(
  database: Database,
  context: AccessContext,
  clientId: number,
  userId: number,
  input: UpdateMemberRequest,
) {
  const client = await currentClient(database, context, clientId);
  assertMayEditUsers(context, client);
  const member = await membershipOf(database, clientId, userId);
  if (input.role_id !== undefined) await assertGrantableRole(database, context, input.role_id);
  const all = await clientProjects(database, clientId);
  let selected: number[] = [];
  if (input.access) {
    selected = input.access.type === "SELECTED" ? pickProjects(all, input.access.project_ids).map((p) => p.id) : [];
    const before = visibleUnder(all, member.projectAccess, await selectedProjectIds(database, clientId, userId));
    assertMayEditProjects(context, changedProjects(before, visibleUnder(all, input.access.type, selected)));
  }
  await database.transaction(async (tx) => {
    const changes = {
      ...(input.role_id !== undefined && { roleId: input.role_id }),
      ...(input.auto_grant_new_projects !== undefined && { autoGrantNewProjects: input.auto_grant_new_projects }),
    };
    if (Object.keys(changes).length) await tx.update(memberships).set(changes).where(eq(memberships.id, member.id));
    if (input.access) {
      await writeAccess(tx, { clientId, userId, grantedBy: context.userId, all }, input.access.type, selected);
    }
  });
  return getMember(database, clientId, userId);
}

/**
 * POST /api/client/{id}/revoke_project_access: the member no longer sees the project. A member
 * with access to all projects keeps every other one (the access becomes SELECTED).
 */
export async function revokeProjectAccess(
  database: Database,
  context: AccessContext,
  clientId: number,
  input: { user_id: number; project_id: number },
) {
  const client = await currentClient(database, context, clientId);
  assertMayEditUsers(context, client);
  const member = await membershipOf(database, clientId, input.user_id);
  const all = await clientProjects(database, clientId);
  const project = all.find((p) => p.id === input.project_id);
  if (!project) throw new NotFoundError();
  assertMayEditProjects(context, [project]);
  if (member.projectAccess === "ALL") {
    const rest = all.filter((p) => p.id !== project.id).map((p) => p.id);
    await database.transaction((tx) =>
      writeAccess(tx, { clientId, userId: input.user_id, grantedBy: context.userId, all }, "SELECTED", rest),
    );
  } else {
    await database
      .delete(projectMembers)
      .where(and(eq(projectMembers.userId, input.user_id), eq(projectMembers.projectId, project.id)));
  }
  return { message: messages.revokeDone(member.email, project.title) };
}

/**
 * DELETE /api/user/{id}: ends the user's membership in the current client (their project access
 * there and open invitations go with it). The access context is loaded per request, so the
 * removed user's next call is refused. Removing oneself is refused.
 */
export async function removeMember(database: Database, context: AccessContext, userId: number) {
  const client = await currentClient(database, context, context.clientId);
  assertMayEditUsers(context, client);
  if (userId === context.userId) throw new ForbiddenError();
  const member = await membershipOf(database, client.id, userId);
  const all = await clientProjects(database, client.id);
  const before = visibleUnder(all, member.projectAccess, await selectedProjectIds(database, client.id, userId));
  assertMayEditProjects(context, before);
  await database.transaction(async (tx) => {
    await writeAccess(tx, { clientId: client.id, userId, grantedBy: context.userId, all }, "NONE", []);
    // Cascades to the membership's invitations.
    await tx.delete(memberships).where(eq(memberships.id, member.id));
  });
}

/** POST /api/client/{id}/resend_user_invitation/{userId}: a new link, valid seven more days. */
export async function resendInvitation(database: Database, context: AccessContext, clientId: number, userId: number) {
  const client = await currentClient(database, context, clientId);
  assertMayInvite(context, client);
  const member = await membershipOf(database, clientId, userId);
  // An active user is not invited again (000 §5).
  if (member.status === "ACTIVE") throw ValidationError.field("user_id", "The user is already active.");
  const mail = await database.transaction((tx) =>
    renewInvitation(tx, { clientId, membershipId: member.id, email: member.email, invitedBy: context.userId }),
  );
  await sendInvitations([mail], client.name, context.person.name);
  return getMember(database, clientId, userId);
}
