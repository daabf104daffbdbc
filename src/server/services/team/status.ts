import { and, asc, eq, ilike, or, sql } from "drizzle-orm";
import type { SUGGESTION_KINDS } from "@/lib/schemas/team";
import type { Database } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { clients, companyDepartments, memberships, projects, users } from "../../db/schema";
import { NotFoundError } from "../../errors";
import type { AccessContext } from "../../access/access-context";
import { grantableRoles } from "./grantable-roles";
import { assertCurrentClient, clientTeamColumns, mayEditUsers, mayInvite } from "./rules";
import { likePattern } from "../../util/text";

// The client's settings and seat counts, prepared once (the /users page runs it on every load).
// The counts name clients.id in plain SQL: in a one-table select Drizzle leaves columns unqualified.
const statusStatement = preparedPerDatabase((database) =>
  database
    .select({
      ...clientTeamColumns,
      used: sql<number>`(select count(*)::int from memberships m where m.client_id = clients.id)`,
      pending: sql<number>`(select count(*)::int from memberships m where m.client_id = clients.id and m.status = 'PENDING')`,
    })
    .from(clients)
    .where(eq(clients.id, sql.placeholder("id")))
    .prepare("team_account_status"),
);

/**
 * GET /api/client/{id}/team_account_status: seats (active and pending members) and what the caller
 * may do. The client's settings and its counts in one query (the /users page renders it too);
 * only the caller's current client (else 404, as currentClient).
 */
export async function teamAccountStatus(database: Database, context: AccessContext, clientId: number) {
  assertCurrentClient(context, clientId);
  const [client] = await statusStatement(database).execute({ id: clientId });
  if (!client) throw new NotFoundError();
  return {
    seat_limit: client.seatLimit,
    seats_used: client.used,
    seats_available: Math.max(0, client.seatLimit - client.used),
    pending_invitations: client.pending,
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
  const pattern = likePattern(query.q);
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
