/** What /users shows first (000 §2, §6): the first page of members and the seats. */
import type { TeamAccountStatus, TeamListPage } from "@/lib/schemas/team";
import { teamListQuerySchema } from "@/lib/schemas/team";
import type { AccessContext } from "../access/access-context";
import { db } from "../db/client";
import { listMembers } from "../services/team/members";
import { teamAccountStatus } from "../services/team/status";

/** The parameters of the server-rendered first page; the island pages on from them. */
export const FIRST_MEMBERS_PAGE = { sort: "name", per_page: 25 } as const;

export interface UsersPageView {
  page: TeamListPage;
  status: TeamAccountStatus;
}

/** The caller has checked VIEW_TEAM_ACCOUNT_STATUS (mayViewTeam). */
export async function usersPage(context: AccessContext): Promise<UsersPageView> {
  const [page, status] = await Promise.all([
    listMembers(db(), context.clientId, teamListQuerySchema.parse(FIRST_MEMBERS_PAGE)),
    teamAccountStatus(db(), context, context.clientId),
  ]);
  return { page, status };
}
