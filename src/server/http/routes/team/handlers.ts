import type { RouteConfig, RouteHandler } from "@hono/zod-openapi";
import { db } from "@/server/db/client";
import { ForbiddenError } from "@/server/errors";
import { inviteUsers } from "@/server/services/team/invite";
import { resendInvitation, revokeProjectAccess, updateMember } from "@/server/services/team/manage";
import { listMembers } from "@/server/services/team/members";
import {
  assertCurrentClient,
  assertMayViewTeam,
  currentClient,
  mayInvite,
  mayViewTeam,
} from "@/server/services/team/rules";
import { listDepartments, suggestions, teamAccountStatus, userExists } from "@/server/services/team/status";
import { requireContext } from "../../access";
import type { AppEnv } from "../../app-env";
import type {
  departmentsRoute,
  inviteUsersRoute,
  listMembersRoute,
  resendInvitationRoute,
  revokeProjectAccessRoute,
  suggestionsRoute,
  teamAccountStatusRoute,
  updateMemberRoute,
  userExistsRoute,
} from "./routes";

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

export const handleListMembers: Handler<typeof listMembersRoute> = async (c) => {
  const context = requireContext(c);
  const client = await currentClient(db(), context, c.req.valid("param").id);
  assertMayViewTeam(context);
  const page = await listMembers(db(), client.id, c.req.valid("query"));
  return c.json(page, 200);
};

export const handleUpdateMember: Handler<typeof updateMemberRoute> = async (c) => {
  const { id, userId } = c.req.valid("param");
  return c.json({ data: await updateMember(db(), requireContext(c), id, userId, c.req.valid("json")) }, 200);
};

export const handleDepartments: Handler<typeof departmentsRoute> = async (c) => {
  const client = await currentClient(db(), requireContext(c), c.req.valid("param").id);
  return c.json({ data: await listDepartments(db(), client.id) }, 200);
};

export const handleSuggestions: Handler<typeof suggestionsRoute> = async (c) => {
  const context = requireContext(c);
  const { id, kind } = c.req.valid("param");
  const client = await currentClient(db(), context, id);
  if (!mayViewTeam(context) && !mayInvite(context, client)) throw new ForbiddenError();
  return c.json({ data: await suggestions(db(), context, kind, c.req.valid("query")) }, 200);
};

export const handleInviteUsers: Handler<typeof inviteUsersRoute> = async (c) =>
  c.json({ data: await inviteUsers(db(), requireContext(c), c.req.valid("param").id, c.req.valid("json")) }, 200);

export const handleResendInvitation: Handler<typeof resendInvitationRoute> = async (c) => {
  const { id, userId } = c.req.valid("param");
  return c.json({ data: await resendInvitation(db(), requireContext(c), id, userId) }, 200);
};

export const handleRevokeProjectAccess: Handler<typeof revokeProjectAccessRoute> = async (c) =>
  c.json(await revokeProjectAccess(db(), requireContext(c), c.req.valid("param").id, c.req.valid("json")), 200);

export const handleUserExists: Handler<typeof userExistsRoute> = async (c) => {
  const context = requireContext(c);
  const client = await currentClient(db(), context, c.req.valid("param").id);
  if (!mayViewTeam(context) && !mayInvite(context, client)) throw new ForbiddenError();
  return c.json({ data: await userExists(db(), client.id, c.req.valid("query").email) }, 200);
};

export const handleTeamAccountStatus: Handler<typeof teamAccountStatusRoute> = async (c) => {
  const context = requireContext(c);
  const { id } = c.req.valid("param");
  assertCurrentClient(context, id);
  assertMayViewTeam(context);
  return c.json({ data: await teamAccountStatus(db(), context, id) }, 200);
};
