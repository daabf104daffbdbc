import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CACHE_MAX_AGE_SECONDS } from "../constants";
import type {
  InviteUsersInput,
  RevokeProjectAccessRequest,
  Suggestion,
  SuggestionKind,
  TeamAccountStatus,
  TeamListPage,
  TeamListQuery,
  TeamMember,
  UpdateMemberRequest,
} from "../schemas/team";
import { apiGet, apiSend } from "./client";

/*
 * The team calls of 000 §7 as the browser makes them. Reads are cached 3600 s per path and
 * parameters (the query key holds both); every successful update drops the client's team reads
 * (the users list, team_account_status and the suggestions), so the next view is fresh.
 */

const CACHE_MS = CACHE_MAX_AGE_SECONDS * 1000;

/** The list's parameters as the island sets them (the API fills in its defaults for the rest). */
export type TeamListParams = Partial<Pick<TeamListQuery, "page" | "per_page" | "search" | "sort">>;

/** Query-key prefix of every team read of a client: invalidating it refreshes them all. */
export const teamKey = (clientId: number) => ["team", clientId] as const;

const usersPath = (clientId: number) => `/client/${clientId}/users`;

/** GET /api/client/{id}/users: a page of members. */
export function fetchTeamMembers(clientId: number, params: TeamListParams, signal?: AbortSignal) {
  return apiGet<TeamListPage>(usersPath(clientId), params, signal);
}

/** The members list, cached 3600 s per path and parameters. */
export function teamMembersQuery(clientId: number, params: TeamListParams) {
  return queryOptions({
    queryKey: [...teamKey(clientId), usersPath(clientId), params] as const,
    queryFn: ({ signal }) => fetchTeamMembers(clientId, params, signal),
    staleTime: CACHE_MS,
  });
}

/** GET /api/client/{id}/team_account_status: seats and what the caller may do. */
export function teamStatusQuery(clientId: number) {
  const path = `/client/${clientId}/team_account_status`;
  return queryOptions({
    queryKey: [...teamKey(clientId), path] as const,
    queryFn: ({ signal }) => apiGet<{ data: TeamAccountStatus }>(path, {}, signal).then((r) => r.data),
    staleTime: CACHE_MS,
  });
}

/** GET /api/client/{id}/suggestions/{kind}?q=: users, projects, roles or departments matching `q`. */
export function suggestionsQuery(clientId: number, kind: SuggestionKind, q: string, limit = 20) {
  const path = `/client/${clientId}/suggestions/${kind}`;
  return queryOptions({
    queryKey: [...teamKey(clientId), path, { q, limit }] as const,
    queryFn: ({ signal }) => apiGet<{ data: Suggestion[] }>(path, { q, limit }, signal).then((r) => r.data),
    staleTime: CACHE_MS,
  });
}

/** The suggestions of one kind for a search text (de-duplicated in flight by TanStack Query). */
export function useSuggestions(clientId: number, kind: SuggestionKind, q: string, enabled = true, limit = 20) {
  return useQuery({ ...suggestionsQuery(clientId, kind, q, limit), enabled });
}

/** The team updates of 000 §7, keyed by name, each taking its own variables. */
export const teamUpdates = {
  /** POST /api/client/{id}/users/{userId} */
  updateMember: (clientId: number, v: { userId: number; body: UpdateMemberRequest }) =>
    apiSend<{ data: TeamMember }>("POST", `/client/${clientId}/users/${v.userId}`, v.body).then((r) => r.data),
  /** POST /api/client/{id}/invite_users */
  inviteUsers: (clientId: number, body: InviteUsersInput) =>
    apiSend<{ data: { invited: TeamMember[]; updated: TeamMember[] } }>(
      "POST",
      `/client/${clientId}/invite_users`,
      body,
    ).then((r) => r.data),
  /** POST /api/client/{id}/resend_user_invitation/{userId} */
  resendInvitation: (clientId: number, userId: number) =>
    apiSend<{ data: TeamMember }>("POST", `/client/${clientId}/resend_user_invitation/${userId}`).then((r) => r.data),
  /** POST /api/client/{id}/revoke_project_access; resolves with the spec's success message. */
  revokeProjectAccess: (clientId: number, body: RevokeProjectAccessRequest) =>
    apiSend<{ message: string }>("POST", `/client/${clientId}/revoke_project_access`, body).then((r) => r.message),
  /** DELETE /api/user/{id}: removes the user from the current client. */
  removeUser: (_clientId: number, userId: number) => apiSend<void>("DELETE", `/user/${userId}`),
} as const;

type Updates = typeof teamUpdates;

/**
 * A team update as a mutation; on success the client's users list and team_account_status (and
 * every other team read) are invalidated.
 */
export function useTeamUpdate<K extends keyof Updates>(clientId: number, name: K) {
  const client = useQueryClient();
  type Variables = Parameters<Updates[K]>[1];
  type Result = Awaited<ReturnType<Updates[K]>>;
  return useMutation<Result, Error, Variables>({
    mutationFn: (variables) =>
      (teamUpdates[name] as (id: number, v: Variables) => Promise<Result>)(clientId, variables),
    onSuccess: () => client.invalidateQueries({ queryKey: teamKey(clientId) }),
  });
}
