import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { clients } from "../../db/schema";
import { ForbiddenError, NotFoundError } from "../../errors";
import type { AccessContext } from "../../access/access-context";

/** The team settings of a client (000 §3 Client). */
export interface ClientTeamSettings {
  id: number;
  name: string;
  canInviteTeamMembers: boolean;
  inviteNewUsersByPermission: boolean;
  seatLimit: number;
}

/** Any client id but the caller's current one answers 404, like a missing one. */
export function assertCurrentClient(context: AccessContext, id: number): void {
  if (id !== context.clientId) throw new NotFoundError();
}

/** The columns of ClientTeamSettings, for selects of clients. */
export const clientTeamColumns = {
  id: clients.id,
  name: clients.name,
  canInviteTeamMembers: clients.canInviteTeamMembers,
  inviteNewUsersByPermission: clients.inviteNewUsersByPermission,
  seatLimit: clients.seatLimit,
};

/**
 * The client of a /client/{id}/… call: only the caller's current client. Any other id answers
 * 404, so another tenant's ids look the same as missing ones.
 */
export async function currentClient(database: Database, context: AccessContext, id: number) {
  assertCurrentClient(context, id);
  const [client] = await database.select(clientTeamColumns).from(clients).where(eq(clients.id, id));
  if (!client) throw new NotFoundError();
  return client satisfies ClientTeamSettings;
}

/** 000 §6: the client allows invites; when it restricts them by permission, INVITE_NEW_USERS too. */
export function mayInvite(context: AccessContext, client: ClientTeamSettings): boolean {
  if (!client.canInviteTeamMembers) return false;
  return !client.inviteNewUsersByPermission || context.permissions.has("INVITE_NEW_USERS");
}

/** 000 §6: editing users needs EDIT_USER and the client allowing team invites. */
export function mayEditUsers(context: AccessContext, client: ClientTeamSettings): boolean {
  return context.permissions.has("EDIT_USER") && client.canInviteTeamMembers;
}

/**
 * 000 §6, projects created by the client: the editor must lack ACCESS_MULTIPLE_CLIENTS or hold
 * ACCESS_ALL_CLIENTS (an agency consultant may not hand out a client's own projects).
 */
export function mayEditClientCreatedProjects(context: AccessContext): boolean {
  return !context.permissions.has("ACCESS_MULTIPLE_CLIENTS") || context.permissions.has("ACCESS_ALL_CLIENTS");
}

/** Viewing the team (000 §6: the User management link needs VIEW_TEAM_ACCOUNT_STATUS). */
export function mayViewTeam(context: AccessContext): boolean {
  return context.permissions.has("VIEW_TEAM_ACCOUNT_STATUS");
}

export function assertMayViewTeam(context: AccessContext): void {
  if (!mayViewTeam(context)) throw new ForbiddenError();
}

export function assertMayInvite(context: AccessContext, client: ClientTeamSettings): void {
  if (!mayInvite(context, client)) throw new ForbiddenError();
}

export function assertMayEditUsers(context: AccessContext, client: ClientTeamSettings): void {
  if (!mayEditUsers(context, client)) throw new ForbiddenError();
}

/** Refuses touching client-created projects for an editor who fails the multiple-client rule. */
export function assertMayEditProjects(context: AccessContext, projects: readonly { clientCreated: boolean }[]): void {
  if (projects.some((p) => p.clientCreated) && !mayEditClientCreatedProjects(context)) throw new ForbiddenError();
}
