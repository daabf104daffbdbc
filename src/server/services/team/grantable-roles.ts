import { and, asc, eq, ilike } from "drizzle-orm";
import type { Permission } from "@/lib/constants";
import type { Database } from "../../db/client";
import { rolePermissions, roles } from "../../db/schema";
import { ValidationError } from "../../errors";
import type { AccessContext } from "../../access/access-context";
import { likePattern } from "../../util/text";

// The "…_ONLY" permissions narrow study editing: whoever may update any study holds them too.
const IMPLIED_BY: Partial<Record<Permission, Permission>> = {
  UPDATE_DRAFT_STUDY_ONLY: "UPDATE_STUDY",
  UPDATE_STUDY_TITLE_ONLY: "UPDATE_STUDY",
};

const holds = (context: AccessContext, permission: Permission) =>
  context.permissions.has(permission) ||
  (IMPLIED_BY[permission] !== undefined && context.permissions.has(IMPLIED_BY[permission]));

/**
 * The roles the caller may hand out when inviting or editing (000 §6 leaves this open): client
 * roles, never staff ones, and only those with no permission the caller lacks, so nobody makes
 * someone else more powerful than themselves (in a client that lets everyone invite, a viewer
 * invites viewers). Matching `q` in the name, at most `limit`.
 */
export async function grantableRoles(database: Database, context: AccessContext, q = "", limit = 50) {
  const rows = await database
    .select({ id: roles.id, name: roles.name, permission: rolePermissions.permissionKey })
    .from(roles)
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .where(and(eq(roles.isStaff, false), ilike(roles.name, likePattern(q))))
    .orderBy(asc(roles.name), asc(roles.id));
  const byId = new Map<number, { id: number; name: string; grantable: boolean }>();
  for (const row of rows) {
    const role = byId.get(row.id) ?? { id: row.id, name: row.name, grantable: true };
    if (row.permission && !holds(context, row.permission)) role.grantable = false;
    byId.set(row.id, role);
  }
  return [...byId.values()].filter((r) => r.grantable).slice(0, limit);
}

/** 422 on role_id unless the caller may hand out that role (see grantableRoles). */
export async function assertGrantableRole(database: Database, context: AccessContext, roleId: number) {
  const [role] = await database.select({ name: roles.name }).from(roles).where(eq(roles.id, roleId));
  const allowed = role && (await grantableRoles(database, context, role.name, 1000)).some((r) => r.id === roleId);
  if (!allowed) throw ValidationError.field("role_id", "The selected role id is invalid.");
}
