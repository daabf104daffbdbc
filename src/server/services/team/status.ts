import { and, asc, eq, ilike, or, sql } from "drizzle-orm";
import type { SUGGESTION_KINDS } from "@/lib/schemas/team";
import type { Database } from "../../db/client";
import { companyDepartments, memberships, projects, users } from "../../db/schema";
import type { AccessContext } from "../access-context";
import { grantableRoles } from "./grantable-roles";
import { mayEditUsers, mayInvite, type ClientTeamSettings } from "./rules";

/** GET /api/client/{id}/team_account_status: seats (active and pending members) and what the caller may do. */
export async function teamAccountStatus(database: Database, context: AccessContext, client: ClientTeamSettings) {
  const [counts] = await database
    .select({
      used: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${memberships.status} = 'PENDING'))::int`,
    })
    .from(memberships)
    .where(eq(memberships.clientId, client.id));
  const used = counts?.used ?? 0;
  return {
    seat_limit: client.seatLimit,
    seats_used: used,
    seats_available: Math.max(0, client.seatLimit - used),
    pending_invitations: counts?.pending ?? 0,
    can_invite: mayInvite(context, client),
    can_edit_users: mayEditUsers(context, client),
  };
}

/** GET /api/client/{id}/company_departments. */
export async function listDepartments(database: Database, clientId: number) {
  return database
    .select({ id: companyDepartments.id, name: companyDepartments.name })
    .from(companyDepartments)
    .where(eq(companyDepartments.clientId, clientId))
    .orderBy(asc(companyDepartments.name));
}

const like = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * GET /api/client/{id}/suggestions/{kind}: users (members of the client, by name or email),
 * projects (those the caller sees), roles (client roles) and departments, matching `q`.
 */
export async function suggestions(
  database: Database,
  context: AccessContext,
  kind: (typeof SUGGESTION_KINDS)[number],
  query: { q: string; limit: number },
) {
  const pattern = like(query.q);
  switch (kind) {
    case "users": {
      const rows = await database
        .select({ id: users.id, name: users.name, surname: users.surname, email: users.email })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(
          and(
            eq(memberships.clientId, context.clientId),
            or(ilike(sql`${users.name} || ' ' || ${users.surname}`, pattern), ilike(users.email, pattern)),
          ),
        )
        .orderBy(asc(users.name), asc(users.surname), asc(users.id))
        .limit(query.limit);
      return rows.map((u) => ({ id: u.id, label: `${u.name} ${u.surname}`.trim() || u.email, email: u.email }));
    }
    case "projects": {
      const rows = await database
        .select({ id: projects.id, label: projects.title })
        .from(projects)
        .where(and(eq(projects.clientId, context.clientId), ilike(projects.title, pattern)))
        .orderBy(asc(projects.title))
        .limit(1000);
      const visible = context.projectIds === null ? rows : rows.filter((p) => context.projectIds!.includes(p.id));
      return visible.slice(0, query.limit).map((p) => ({ ...p, email: null }));
    }
    case "roles": {
      const rows = await grantableRoles(database, context, query.q, query.limit);
      return rows.map((r) => ({ id: r.id, label: r.name, email: null }));
    }
    case "departments": {
      const rows = await database
        .select({ id: companyDepartments.id, label: companyDepartments.name })
        .from(companyDepartments)
        .where(and(eq(companyDepartments.clientId, context.clientId), ilike(companyDepartments.name, pattern)))
        .orderBy(asc(companyDepartments.name))
        .limit(query.limit);
      return rows.map((d) => ({ ...d, email: null }));
    }
  }
}

/** GET /api/client/{id}/user_exists: whether an account uses the email, and its status in this client. */
export async function userExists(database: Database, clientId: number, email: string) {
  const [row] = await database
    .select({ id: users.id, status: memberships.status })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.clientId, clientId)))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return {
    exists: !!row,
    status: row?.status ? (row.status === "ACTIVE" ? ("Active" as const) : ("Pending" as const)) : null,
  };
}
