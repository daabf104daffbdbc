/** Rows of the access area: clients, permissions, roles, users, memberships, invitations, projects. */
import { PERMISSIONS, type Permission } from "../../../lib/constants";
import { hashToken } from "../../auth/tokens";
import {
  clients,
  companyDepartments,
  invitations,
  memberships,
  permissions,
  projectMembers,
  projects,
  rolePermissions,
  roles,
  users,
} from "../../db/schema";
import type { DemoWorld } from "../build/types";
import { DEMO_INVITATION_EMAIL, DEMO_INVITATION_TOKEN } from "../demo-logins";
import { at, hoursAfter, type SeedContext } from "./context";

const DESCRIPTIONS: Record<Permission, string> = {
  EDIT_USER: "Edit the project access of team members",
  ACCESS_MULTIPLE_CLIENTS: "Work for more than one client and switch between them",
  ACCESS_ALL_CLIENTS: "Access every client (provider staff)",
  INVITE_NEW_USERS: "Invite new team members",
  VIEW_TEAM_ACCOUNT_STATUS: "See the team, its seats and member status",
  UPDATE_PROJECT: "Rename and update projects",
  UPDATE_STUDY_TITLE_ONLY: "Change study titles only",
  AI_ASSISTANT: "Use the AI assistant Bloom",
  UPDATE_STUDY: "Edit studies",
  UPDATE_DRAFT_STUDY_ONLY: "Edit studies while they are drafts",
  UPDATE_STUDY_STATUS_TO_ANY: "Change a study's status to any value",
  publish_videos: "Publish and unpublish participant videos",
};

// Accounts were created over the first weeks of the year, in content order.
const ACCOUNTS_FROM = "2025-01-06T09:00:00Z";
const INVITATION_DAYS = 14;

/** Plans the access rows and fills the client, role, user and project id maps. */
export function planAccess(world: DemoWorld, ctx: SeedContext): void {
  const { plan, ids } = ctx;
  for (const client of world.clients) {
    const id = ids.clients.set(client.key, plan.nextId(clients));
    plan.push(clients, {
      id,
      name: client.name,
      socratClientId: client.socratClientId,
      seatLimit: client.seatLimit,
      canInviteTeamMembers: client.canInviteTeamMembers,
      inviteNewUsersByPermission: client.inviteNewUsersByPermission,
      createdAt: at(ACCOUNTS_FROM),
    });
    plan.push(
      companyDepartments,
      ...client.departments.map((name) => ({ id: plan.nextId(companyDepartments), clientId: id, name })),
    );
  }
  plan.push(permissions, ...PERMISSIONS.map((key) => ({ key, description: DESCRIPTIONS[key] })));
  for (const role of world.roles) {
    const id = ids.roles.set(role.key, plan.nextId(roles));
    plan.push(roles, { id, key: role.key, name: role.name, description: role.description, isStaff: role.isStaff });
    plan.push(rolePermissions, ...role.permissions.map((permissionKey) => ({ roleId: id, permissionKey })));
  }
  world.users.forEach((user, i) => {
    const createdAt = hoursAfter(ACCOUNTS_FROM, 24 * i);
    const id = ids.users.set(user.email, plan.nextId(users));
    plan.push(users, {
      id,
      email: user.email,
      passwordHash: user.login ? ctx.passwordHash : null,
      name: user.name,
      surname: user.surname,
      jobTitle: user.jobTitle,
      companyDepartment: user.companyDepartment,
      defaultClientId: ids.clients.get(user.defaultClient),
      staffRoleId: user.staffRole ? ids.roles.get(user.staffRole) : null,
      emailVerifiedAt: user.login ? createdAt : null,
      // People with a login have used the portal before: home welcomes them back.
      lastLoginAt: user.login ? hoursAfter(ACCOUNTS_FROM, 24 * i + 3) : null,
      createdAt,
    });
  });
  for (const project of world.projects) {
    const id = ids.projects.set(project.key, plan.nextId(projects));
    plan.push(projects, {
      id,
      clientId: ids.clients.get(project.client),
      title: project.title,
      clientCreated: project.clientCreated,
      socratProjectId: project.socratProjectId,
      createdByUserId: ids.users.get(project.createdBy),
      createdAt: at(project.createdAt),
    });
  }
  world.users.forEach((user, i) => {
    const userId = ids.users.get(user.email);
    const joined = hoursAfter(ACCOUNTS_FROM, 24 * i + 2);
    for (const membership of user.memberships) {
      const clientId = ids.clients.get(membership.client);
      const id = plan.nextId(memberships);
      const invitedByUserId = membership.invitedBy ? ids.users.get(membership.invitedBy) : null;
      plan.push(memberships, {
        id,
        clientId,
        userId,
        roleId: ids.roles.get(membership.role),
        status: membership.status,
        projectAccess: membership.access,
        autoGrantNewProjects: membership.autoGrantNewProjects ?? false,
        invitedByUserId,
        activatedAt: membership.status === "ACTIVE" ? joined : null,
        createdAt: hoursAfter(ACCOUNTS_FROM, 24 * i),
      });
      for (const project of membership.projects ?? []) {
        plan.push(projectMembers, {
          projectId: ids.projects.get(project),
          userId,
          grantedByUserId: invitedByUserId,
          createdAt: joined,
        });
      }
      if (membership.status === "PENDING") {
        // Pending invitations stay valid for a while after every seed (expiry counts from the
        // seed's own time), so the team screen can resend or revoke them. Their tokens are never
        // sent and only the hashes exist, except the demo invitation's, which is documented demo
        // data (demo-logins.ts) so the register page can be opened with it.
        plan.push(invitations, {
          id: plan.nextId(invitations),
          clientId,
          membershipId: id,
          email: user.email,
          tokenHash: hashToken(
            user.email === DEMO_INVITATION_EMAIL
              ? DEMO_INVITATION_TOKEN
              : `demo-invitation:${membership.client}:${user.email}`,
          ),
          invitedByUserId,
          expiresAt: new Date(ctx.now.getTime() + INVITATION_DAYS * 86_400_000),
          lastSentAt: new Date(ctx.now.getTime() - 2 * 86_400_000),
          createdAt: hoursAfter(ACCOUNTS_FROM, 24 * i),
        });
      }
    }
  });
}
