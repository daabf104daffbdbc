/**
 * The demo tenants, roles and people. Every account with `login: true` signs in with the demo
 * password; pending invitees have no password until they accept.
 */
import type { ClientContent, RoleContent, UserContent } from "./types";

export const clients: readonly ClientContent[] = [
  {
    key: "northwind",
    name: "Northwind Foods",
    socratClientId: 1042,
    seatLimit: 15,
    canInviteTeamMembers: true,
    // Only holders of INVITE_NEW_USERS may invite here; Lumen lets every member invite.
    inviteNewUsersByPermission: true,
    departments: ["Consumer Insights", "Marketing", "Category Management", "E-commerce", "Innovation"],
  },
  {
    key: "lumen",
    name: "Lumen Bank",
    socratClientId: 2087,
    // Five members: the team screen shows "1 seat available".
    seatLimit: 6,
    canInviteTeamMembers: true,
    inviteNewUsersByPermission: false,
    departments: ["Digital Banking", "Brand & Marketing", "Customer Experience", "Compliance"],
  },
];

export const roles: readonly RoleContent[] = [
  {
    key: "client-admin",
    name: "Admin",
    description: "Manages the team and every project and study of the client.",
    isStaff: false,
    permissions: [
      "EDIT_USER",
      "INVITE_NEW_USERS",
      "VIEW_TEAM_ACCOUNT_STATUS",
      "UPDATE_PROJECT",
      "UPDATE_STUDY",
      "AI_ASSISTANT",
      "publish_videos",
    ],
  },
  {
    key: "researcher",
    name: "Researcher",
    description: "Creates studies and edits them while they are drafts.",
    isStaff: false,
    permissions: ["UPDATE_DRAFT_STUDY_ONLY", "AI_ASSISTANT"],
  },
  {
    key: "viewer",
    name: "Viewer",
    description: "Reads results of the projects they have access to.",
    isStaff: false,
    permissions: [],
  },
  {
    key: "consultant",
    name: "Consultant",
    description: "An agency consultant working for several clients.",
    isStaff: false,
    permissions: ["ACCESS_MULTIPLE_CLIENTS", "EDIT_USER", "VIEW_TEAM_ACCOUNT_STATUS", "UPDATE_DRAFT_STUDY_ONLY"],
  },
  {
    key: "editor",
    name: "Editor",
    description: "Renames studies and publishes videos, nothing else.",
    isStaff: false,
    permissions: ["UPDATE_STUDY_TITLE_ONLY", "publish_videos"],
  },
  {
    key: "producer",
    name: "Producer",
    description: "Provider staff who run studies for every client.",
    isStaff: true,
    // ACCESS_MULTIPLE_CLIENTS as well: the client switcher is shown only with it (000 §6).
    permissions: [
      "ACCESS_ALL_CLIENTS",
      "ACCESS_MULTIPLE_CLIENTS",
      "UPDATE_STUDY_STATUS_TO_ANY",
      "VIEW_TEAM_ACCOUNT_STATUS",
    ],
  },
];

const admin = "admin@demo.test";

export const users: readonly UserContent[] = [
  {
    email: admin,
    name: "Anna",
    surname: "Berg",
    jobTitle: "Head of Consumer Insights",
    companyDepartment: "Consumer Insights",
    defaultClient: "northwind",
    login: true,
    memberships: [
      { client: "northwind", role: "client-admin", status: "ACTIVE", access: "ALL", autoGrantNewProjects: true },
    ],
  },
  {
    email: "researcher@demo.test",
    name: "Jonas",
    surname: "Madsen",
    jobTitle: "Insights Manager",
    companyDepartment: "Consumer Insights",
    defaultClient: "northwind",
    login: true,
    memberships: [
      {
        client: "northwind",
        role: "researcher",
        status: "ACTIVE",
        access: "ALL",
        autoGrantNewProjects: true,
        invitedBy: admin,
      },
    ],
  },
  {
    email: "viewer@demo.test",
    name: "Emma",
    surname: "Clarke",
    jobTitle: "Brand Manager",
    companyDepartment: "Marketing",
    defaultClient: "northwind",
    login: true,
    memberships: [
      {
        client: "northwind",
        role: "viewer",
        status: "ACTIVE",
        access: "SELECTED",
        projects: ["oat-relaunch", "webshop"],
        invitedBy: admin,
      },
    ],
  },
  {
    email: "consultant@demo.test",
    name: "Lars",
    surname: "Nygaard",
    jobTitle: "Senior Research Consultant",
    companyDepartment: "Innovation",
    defaultClient: "northwind",
    login: true,
    memberships: [
      { client: "northwind", role: "consultant", status: "ACTIVE", access: "ALL", invitedBy: admin },
      {
        client: "lumen",
        role: "consultant",
        status: "ACTIVE",
        access: "ALL",
        invitedBy: "olivia.grant@lumenbank.test",
      },
    ],
  },
  {
    email: "producer@demo.test",
    name: "Mette",
    surname: "Holm",
    jobTitle: "Research Producer",
    companyDepartment: "Consumer Insights",
    defaultClient: "northwind",
    staffRole: "producer",
    login: true,
    memberships: [],
  },
  member("sofie.lund@northwind.test", "Sofie", "Lund", "Marketing Director", "Marketing", "northwind", "viewer", {
    access: "SELECTED",
    projects: ["oat-relaunch", "snacking"],
  }),
  member(
    "peter.holm@northwind.test",
    "Peter",
    "Holm",
    "Category Manager, Snacks",
    "Category Management",
    "northwind",
    "researcher",
    {
      access: "SELECTED",
      projects: ["snacking"],
    },
  ),
  member("camilla.frost@northwind.test", "Camilla", "Frost", "E-commerce Lead", "E-commerce", "northwind", "editor", {
    access: "NONE",
  }),
  member("ida.kjaer@northwind.test", "Ida", "Kjær", "Junior Brand Manager", "Marketing", "northwind", "viewer", {
    status: "PENDING",
    access: "SELECTED",
    projects: ["webshop"],
  }),
  member(
    "mikkel.sorensen@northwind.test",
    "Mikkel",
    "Sørensen",
    "Innovation Manager",
    "Innovation",
    "northwind",
    "researcher",
    {
      status: "PENDING",
    },
  ),
  member(
    "olivia.grant@lumenbank.test",
    "Olivia",
    "Grant",
    "Head of Digital",
    "Digital Banking",
    "lumen",
    "client-admin",
    {
      autoGrantNewProjects: true,
    },
  ),
  member(
    "diego.martin@lumenbank.test",
    "Diego",
    "Martín",
    "Product Owner, Mobile App",
    "Digital Banking",
    "lumen",
    "researcher",
    {
      access: "SELECTED",
      projects: ["mobile-app"],
    },
  ),
  member("hannah.reed@lumenbank.test", "Hannah", "Reed", "Brand Manager", "Brand & Marketing", "lumen", "viewer", {
    status: "PENDING",
    access: "SELECTED",
    projects: ["brand-comms"],
  }),
  member("tom.baker@lumenbank.test", "Tom", "Baker", "Compliance Officer", "Compliance", "lumen", "viewer", {
    access: "NONE",
  }),
];

/** A team member who is not one of the five demo logins (they exist for the team screen). */
function member(
  email: string,
  name: string,
  surname: string,
  jobTitle: string,
  companyDepartment: string,
  client: string,
  role: string,
  access: Partial<Pick<UserContent["memberships"][number], "status" | "access" | "projects" | "autoGrantNewProjects">>,
): UserContent {
  const status = access.status ?? "ACTIVE";
  const inviter = client === "northwind" ? admin : "olivia.grant@lumenbank.test";
  return {
    email,
    name,
    surname,
    jobTitle,
    companyDepartment,
    defaultClient: client,
    login: status === "ACTIVE",
    memberships: [
      {
        client,
        role,
        status,
        access: access.access ?? "ALL",
        projects: access.projects,
        autoGrantNewProjects: access.autoGrantNewProjects,
        invitedBy: email === inviter ? undefined : inviter,
      },
    ],
  };
}
