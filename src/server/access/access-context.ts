import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Permission } from "@/lib/constants";
import { CURRENT_SESSION, currentSessionValues } from "../auth/refresh-session";
import type { Database } from "../db/client";

/**
 * Who is asking, in which client, allowed to do what. Every service takes one and scopes its
 * queries with it, so a page and an API call get the same answer.
 */
export interface AccessContext {
  userId: number;
  clientId: number;
  permissions: ReadonlySet<Permission>;
  /** Projects of the client the user may see; null means all of them. */
  projectIds: readonly number[] | null;
  /** Who, as the shell shows them (loaded with the rest, so pages need no extra query). */
  person: { name: string; email: string };
  clientName: string;
}

interface ContextRow {
  user_id: string;
  client_id: number | null;
  client_name: string | null;
  display_name: string;
  email: string;
  member: boolean;
  project_access: "ALL" | "SELECTED" | "NONE" | null;
  permissions: Permission[];
  project_ids: number[];
}

/** The context of the user and client `target` selects (a users row plus `cid`, the client). */
const contextQuery = (target: string) => `with target as (${target})
     select u.id as user_id,
            u.cid as client_id,
            (select c.name from clients c where c.id = u.cid) as client_name,
            trim(u.name || ' ' || u.surname) as display_name,
            u.email,
            m.id is not null as member,
            m.project_access,
            coalesce((select array_agg(distinct rp.permission_key) from role_permissions rp
                      where rp.role_id = m.role_id or rp.role_id = u.staff_role_id), '{}') as permissions,
            coalesce((select array_agg(pm.project_id) from project_members pm
                      join projects p on p.id = pm.project_id
                      where pm.user_id = u.id and p.client_id = u.cid), '{}') as project_ids
       from target u
       left join memberships m on m.user_id = u.id and m.client_id = u.cid and m.status = 'ACTIVE'`;

// $1 the user, $2 the client (null: the user's default client).
const BY_USER = contextQuery(
  `select u.*, coalesce($2::bigint, u.default_client_id) as cid from users u where u.id = $1`,
);

// $1 and $2 as CURRENT_SESSION takes them; $3 the client asked for (null: the session's, else the default).
const BY_SESSION = contextQuery(`select u.*, coalesce($3::bigint, s.client_id, u.default_client_id) as cid
       from (${CURRENT_SESSION}) s join users u on u.id = s.user_id`);

/**
 * Loads the context of a user in a client (null: the user's own client), or null when the user
 * has no access to it (not an active member, and no staff role with ACCESS_ALL_CLIENTS). One round
 * trip: it runs on every request, and membership changes must take effect on the next one, so
 * nothing is cached.
 */
export async function loadAccessContext(
  database: Database,
  userId: number,
  clientId: number | null,
): Promise<AccessContext | null> {
  // A named statement, planned once per pooled connection: every API request loads its context with it.
  const { rows } = await database.$client.query<ContextRow>({
    name: "access_context",
    text: BY_USER,
    values: [userId, clientId],
  });
  return rows[0] ? toContext(rows[0]) : null;
}

/**
 * A page load's user and context from its session cookie, in the one round trip every page
 * starts with: the session's owner (without rotating the token) and their context in the client
 * asked for, else the session's client, else their default one. Null when the session is not
 * current; `context` is null when the user may not use that client.
 */
export async function loadSessionContext(
  database: Database,
  token: string,
  clientId: number | null,
): Promise<{ userId: number; context: AccessContext | null } | null> {
  // A named statement, planned once per pooled connection: every page load starts with it.
  const { rows } = await database.$client.query<ContextRow>({
    name: "session_context",
    text: BY_SESSION,
    values: [...currentSessionValues(token), clientId],
  });
  return rows[0] ? { userId: Number(rows[0].user_id), context: toContext(rows[0]) } : null;
}

function toContext(row: ContextRow): AccessContext | null {
  if (row.client_id === null || row.client_name === null) return null;
  const context = {
    userId: Number(row.user_id),
    clientId: Number(row.client_id),
    person: { name: row.display_name, email: row.email },
    clientName: row.client_name,
  };
  const permissions = new Set(row.permissions);
  if (!row.member) {
    return permissions.has("ACCESS_ALL_CLIENTS") ? { ...context, permissions, projectIds: null } : null;
  }
  const projectIds =
    row.project_access === "ALL" ? null : row.project_access === "NONE" ? [] : row.project_ids.map(Number);
  return { ...context, permissions, projectIds };
}

/**
 * {@link scopeToProjects} for a prepared statement: the client and the visible projects as the
 * placeholders `clientId` and `projectIds` (null for every project), whose values
 * {@link projectScopeValues} gives. A context that sees no project matches nothing (`= any('{}')`).
 * `studyScopeSql` (services/research-scope.ts) is the same test for a statement written as text.
 */
export function preparedProjectScope(clientColumn: PgColumn, projectColumn: PgColumn): SQL {
  const p = sql.placeholder;
  return sql`${clientColumn} = ${p("clientId")} and (${p("projectIds")}::bigint[] is null or ${projectColumn} = any(${p("projectIds")}::bigint[]))`;
}

/** The values of {@link preparedProjectScope}'s placeholders for a context. */
export function projectScopeValues(context: AccessContext) {
  return { clientId: context.clientId, projectIds: context.projectIds ? [...context.projectIds] : null };
}

/** A condition limiting rows to the context's client and visible projects. */
export function scopeToProjects(context: AccessContext, clientColumn: PgColumn, projectColumn: PgColumn): SQL {
  const inClient = eq(clientColumn, context.clientId);
  if (context.projectIds === null) return inClient;
  if (context.projectIds.length === 0) return sql`false`;
  return and(inClient, inArray(projectColumn, [...context.projectIds]))!;
}
