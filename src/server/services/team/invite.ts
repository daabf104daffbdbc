import { and, eq, inArray, sql } from "drizzle-orm";
import { messages } from "@/lib/messages";
import type { InviteUsersRequest } from "@/lib/schemas/team";
import type { Database } from "../../db/client";
import { clients, memberships, users } from "../../db/schema";
import { ForbiddenError, NotFoundError, ValidationError } from "../../errors";
import type { AccessContext } from "../../access/access-context";
import { clientProjects, pickProjects, visibleUnder, writeAccess } from "./access";
import { createInvitation, type PendingMail, renewInvitation, sendInvitations } from "./invitations";
import { assertGrantableRole } from "./grantable-roles";
import { assertInvitableAddresses } from "./invite-addresses";
import { getMember } from "./members";
import { assertMayEditProjects, assertMayInvite, currentClient, mayEditUsers } from "./rules";

/** The addresses of the `emails` field: comma-separated, trimmed, de-duplicated (000 §5). */
export function parseEmails(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(",")) {
    const email = part.trim();
    if (!email || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    out.push(email);
  }
  return out;
}

/**
 * POST /api/client/{id}/invite_users. New people get a user without password, a pending
 * membership and an invitation mail; existing members chosen by id get the role and access (an
 * active one is not invited again, a pending one gets a renewed invitation). The seat check and the
 * inserts run under a lock on the client row, so two invitations for the last seat cannot both pass.
 */
export async function inviteUsers(
  database: Database,
  context: AccessContext,
  clientId: number,
  input: InviteUsersRequest,
) {
  const client = await currentClient(database, context, clientId);
  assertMayInvite(context, client);
  const userIds = [...new Set(input.user_ids)];
  // Changing role and access of people already in the team is editing users.
  if (userIds.length && !mayEditUsers(context, client)) throw new ForbiddenError();

  const emails = parseEmails(input.emails);
  await assertInvitableAddresses(database, emails);
  await assertGrantableRole(database, context, input.role_id);

  const all = await clientProjects(database, clientId);
  const selected = input.access.type === "SELECTED" ? pickProjects(all, input.access.project_ids).map((p) => p.id) : [];
  assertMayEditProjects(context, visibleUnder(all, input.access.type, selected));

  const { created, touched, mails } = await database.transaction(async (tx) => {
    await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for("update");
    const [{ used } = { used: 0 }] = await tx
      .select({ used: sql<number>`count(*)::int` })
      .from(memberships)
      .where(eq(memberships.clientId, clientId));
    if (emails.length > client.seatLimit - used) throw ValidationError.field("emails", messages.seatsExceeded);

    // Again under the lock: an address may have been taken since.
    await assertInvitableAddresses(tx, emails);

    const existing = userIds.length
      ? await tx
          .select({ id: memberships.id, userId: memberships.userId, status: memberships.status, email: users.email })
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(and(eq(memberships.clientId, clientId), inArray(memberships.userId, userIds)))
      : [];
    if (existing.length !== userIds.length) throw new NotFoundError();

    const access = { clientId, grantedBy: context.userId, all };
    const pending: PendingMail[] = [];
    const createdIds: number[] = [];
    for (const email of emails) {
      const [user] = await tx
        .insert(users)
        .values({ email, defaultClientId: clientId })
        .onConflictDoNothing()
        .returning({ id: users.id });
      // A concurrent invitation or registration took the address.
      if (!user) throw ValidationError.field("emails", messages.accountExists);
      const [membership] = await tx
        .insert(memberships)
        .values({
          clientId,
          userId: user.id,
          roleId: input.role_id,
          status: "PENDING",
          projectAccess: input.access.type,
          autoGrantNewProjects: input.auto_grant_new_projects,
          invitedByUserId: context.userId,
        })
        .returning({ id: memberships.id });
      await writeAccess(tx, { ...access, userId: user.id }, input.access.type, selected);
      pending.push(
        await createInvitation(tx, { clientId, membershipId: membership!.id, email, invitedBy: context.userId }),
      );
      createdIds.push(user.id);
    }
    for (const member of existing) {
      await tx
        .update(memberships)
        .set({ roleId: input.role_id, autoGrantNewProjects: input.auto_grant_new_projects })
        .where(eq(memberships.id, member.id));
      await writeAccess(tx, { ...access, userId: member.userId }, input.access.type, selected);
      // An active user is not invited again (000 §5).
      if (member.status === "PENDING") {
        pending.push(
          await renewInvitation(tx, {
            clientId,
            membershipId: member.id,
            email: member.email,
            invitedBy: context.userId,
          }),
        );
      }
    }
    return { created: createdIds, touched: existing.map((m) => m.userId), mails: pending };
  });

  await sendInvitations(mails, client.name, context.person.name);
  return {
    invited: await Promise.all(created.map((id) => getMember(database, clientId, id))),
    updated: await Promise.all(touched.map((id) => getMember(database, clientId, id))),
  };
}
