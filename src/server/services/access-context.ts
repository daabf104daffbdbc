import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Permission } from "@/lib/constants";
import type { Database } from "../db/client";
import { memberships, projectMembers, projects, rolePermissions, users } from "../db/schema";

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
}

/**
 * Loads the context of a user in a client, or null when the user has no access to that client
 * (not an active member, and no staff role with ACCESS_ALL_CLIENTS).
 */
export async function loadAccessContext(
  database: Database,
  userId: number,
  clientId: number,
): Promise<AccessContext | null> {
  const [row] = await database
    .select({ staffRoleId: users.staffRoleId, membership: memberships })
    .from(users)
    .leftJoin(
      memberships,
      and(eq(memberships.userId, users.id), eq(memberships.clientId, clientId), eq(memberships.status, "ACTIVE")),
    )
    .where(eq(users.id, userId));
  if (!row) return null;

  const roleIds = [row.membership?.roleId, row.staffRoleId].filter((id): id is number => id != null);
  const granted = roleIds.length
    ? await database
        .select({ key: rolePermissions.permissionKey })
        .from(rolePermissions)
        .where(inArray(rolePermissions.roleId, roleIds))
    : [];
  const permissions = new Set(granted.map((p) => p.key));

  if (!row.membership) {
    return permissions.has("ACCESS_ALL_CLIENTS") ? { userId, clientId, permissions, projectIds: null } : null;
  }
  return {
    userId,
    clientId,
    permissions,
    projectIds: await visibleProjectIds(database, userId, clientId, row.membership.projectAccess),
  };
}

async function visibleProjectIds(
  database: Database,
  userId: number,
  clientId: number,
  access: "ALL" | "SELECTED" | "NONE",
): Promise<number[] | null> {
  if (access === "ALL") return null;
  if (access === "NONE") return [];
  const rows = await database
    .select({ id: projectMembers.projectId })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(and(eq(projectMembers.userId, userId), eq(projects.clientId, clientId)));
  return rows.map((r) => r.id);
}

/** A condition limiting rows to the context's client and visible projects. */
export function scopeToProjects(context: AccessContext, clientColumn: PgColumn, projectColumn: PgColumn): SQL {
  const inClient = eq(clientColumn, context.clientId);
  if (context.projectIds === null) return inClient;
  if (context.projectIds.length === 0) return sql`false`;
  return and(inClient, inArray(projectColumn, [...context.projectIds]))!;
}
