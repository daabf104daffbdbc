import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { dataEnvelope, idParams, idParamsSchema, pageEnvelope, messageResponseSchema } from "@/lib/schemas/common";
import {
  companyDepartmentSchema,
  inviteUsersRequestSchema,
  inviteUsersResponseSchema,
  revokeProjectAccessRequestSchema,
  suggestionParamsSchema,
  suggestionQuerySchema,
  suggestionSchema,
  teamAccountStatusSchema,
  teamListQuerySchema,
  teamMemberSchema,
  updateMemberRequestSchema,
  userExistsQuerySchema,
  userExistsSchema,
} from "@/lib/schemas/team";
import { errorResponses, jsonBody, jsonContent } from "../../openapi/responses";

const tags = ["Team"];
const scope = "`{id}` must be the caller's current client (another one answers 404).";

/** GET /api/client/{id}/users */
export const listMembersRoute = createRoute({
  method: "get",
  path: "/{id}/users",
  operationId: "listTeamMembers",
  tags,
  summary: "List the team",
  description: `Needs VIEW_TEAM_ACCOUNT_STATUS. ${scope} The browser's read cache keeps it 3600 s and drops it after team updates (000 §7); the HTTP answer itself is not cached, so nobody sees a stale team after an invite. Sorts: name, email, role, access, status, invited_at (prefix - for descending). search matches name, surname, email or role.`,
  request: { params: idParamsSchema, query: teamListQuerySchema },
  responses: {
    200: jsonContent(pageEnvelope(teamMemberSchema), "A page of members"),
    ...errorResponses(401, 403, 404, 422),
  },
});

/** POST /api/client/{id}/users/{userId} */
export const updateMemberRoute = createRoute({
  method: "post",
  path: "/{id}/users/{userId}",
  operationId: "updateTeamMember",
  tags,
  summary: "Update a member's role and access",
  description: `Needs EDIT_USER and a client allowing team invites; handing out or taking away client-created projects also needs the multiple-client rule (lack ACCESS_MULTIPLE_CLIENTS or hold ACCESS_ALL_CLIENTS). role_id must be a client role with no permission the caller lacks (suggestions/roles lists them); otherwise 422. ${scope}`,
  request: { params: idParams("id", "userId"), body: jsonBody(updateMemberRequestSchema) },
  responses: {
    200: jsonContent(dataEnvelope(teamMemberSchema), "The member"),
    ...errorResponses(401, 403, 404, 422),
  },
});

/** GET /api/client/{id}/company_departments */
export const departmentsRoute = createRoute({
  method: "get",
  path: "/{id}/company_departments",
  operationId: "listCompanyDepartments",
  tags,
  summary: "Company departments",
  description: `Any member of the client. ${scope}`,
  request: { params: idParamsSchema },
  responses: {
    200: jsonContent(z.object({ data: z.array(companyDepartmentSchema) }), "The departments"),
    ...errorResponses(401, 404, 422),
  },
});

/** GET /api/client/{id}/suggestions/{kind} */
export const suggestionsRoute = createRoute({
  method: "get",
  path: "/{id}/suggestions/{kind}",
  operationId: "teamSuggestions",
  tags,
  summary: "Suggestions for the invite and edit dialogs",
  description: `Kinds: users (members by name or email), projects, roles (those the caller may grant), departments. Needs VIEW_TEAM_ACCOUNT_STATUS or the right to invite. ${scope}`,
  request: { params: suggestionParamsSchema, query: suggestionQuerySchema },
  responses: {
    200: jsonContent(z.object({ data: z.array(suggestionSchema) }), "Suggestions"),
    ...errorResponses(401, 403, 404, 422),
  },
});

/** POST /api/client/{id}/invite_users */
export const inviteUsersRoute = createRoute({
  method: "post",
  path: "/{id}/invite_users",
  operationId: "inviteUsers",
  tags,
  summary: "Invite users",
  description: `Needs the client to allow invites (and INVITE_NEW_USERS when it restricts invites by permission); choosing existing members also needs the edit-users rule. New addresses count against the seats with pending invitations; each gets a mail with a link valid 7 days. Every bad address is named at once, each on a field of its own, \`emails.<n>\` (its place among the comma-separated addresses): '{email} is not a valid email address' or '{email}: An account with the specified email already exists'; too many addresses is 'The number of emails exceed the available seats.' on \`emails\`. role_id must be a client role with no permission the caller lacks (suggestions/roles lists them). ${scope}`,
  request: { params: idParamsSchema, body: jsonBody(inviteUsersRequestSchema) },
  responses: {
    200: jsonContent(inviteUsersResponseSchema, "Who was invited or updated"),
    ...errorResponses(401, 403, 404, 422),
  },
});

/** POST /api/client/{id}/resend_user_invitation/{userId} */
export const resendInvitationRoute = createRoute({
  method: "post",
  path: "/{id}/resend_user_invitation/{userId}",
  operationId: "resendUserInvitation",
  tags,
  summary: "Resend an invitation",
  description: `A new link valid 7 more days (the old one stops working); 422 for an active member. Same rule as inviting. ${scope}`,
  request: { params: idParams("id", "userId") },
  responses: {
    200: jsonContent(dataEnvelope(teamMemberSchema), "The pending member"),
    ...errorResponses(401, 403, 404, 422),
  },
});

/** POST /api/client/{id}/revoke_project_access */
export const revokeProjectAccessRoute = createRoute({
  method: "post",
  path: "/{id}/revoke_project_access",
  operationId: "revokeProjectAccess",
  tags,
  summary: "Revoke a member's access to a project",
  description: `\`message\` is 'Access of user {email} to the project {project} has been revoked'. A member with access to all projects keeps the others (access becomes SELECTED). Edit-users rule, and the multiple-client rule for client-created projects. ${scope}`,
  request: { params: idParamsSchema, body: jsonBody(revokeProjectAccessRequestSchema) },
  responses: {
    200: jsonContent(messageResponseSchema, "Revoked"),
    ...errorResponses(401, 403, 404, 422),
  },
});

/** GET /api/client/{id}/user_exists */
export const userExistsRoute = createRoute({
  method: "get",
  path: "/{id}/user_exists",
  operationId: "teamUserExists",
  tags,
  summary: "Whether a user exists",
  description: `Needs VIEW_TEAM_ACCOUNT_STATUS or the right to invite. ${scope}`,
  request: { params: idParamsSchema, query: userExistsQuerySchema },
  responses: {
    200: jsonContent(dataEnvelope(userExistsSchema), "Whether an account uses the email"),
    ...errorResponses(401, 403, 404, 422),
  },
});

/** GET /api/client/{id}/team_account_status */
export const teamAccountStatusRoute = createRoute({
  method: "get",
  path: "/{id}/team_account_status",
  operationId: "teamAccountStatus",
  tags,
  summary: "Seats and team status",
  description: `Needs VIEW_TEAM_ACCOUNT_STATUS. Seats used counts active and pending members. ${scope}`,
  request: { params: idParamsSchema },
  responses: {
    200: jsonContent(dataEnvelope(teamAccountStatusSchema), "Seats and what the caller may do"),
    ...errorResponses(401, 403, 404, 422),
  },
});
