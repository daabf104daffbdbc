import { createSignedInRouter } from "../../create-router";
import {
  handleDepartments,
  handleInviteUsers,
  handleListMembers,
  handleResendInvitation,
  handleRevokeProjectAccess,
  handleSuggestions,
  handleTeamAccountStatus,
  handleUpdateMember,
  handleUserExists,
} from "./handlers";
import {
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

/** /api/client/{id}/… team management (000 §7), mounted by app.ts. */
export const teamRouter = createSignedInRouter()
  .openapi(listMembersRoute, handleListMembers)
  .openapi(updateMemberRoute, handleUpdateMember)
  .openapi(departmentsRoute, handleDepartments)
  .openapi(suggestionsRoute, handleSuggestions)
  .openapi(inviteUsersRoute, handleInviteUsers)
  .openapi(resendInvitationRoute, handleResendInvitation)
  .openapi(revokeProjectAccessRoute, handleRevokeProjectAccess)
  .openapi(userExistsRoute, handleUserExists)
  .openapi(teamAccountStatusRoute, handleTeamAccountStatus);
