import type { TeamMember } from "@/lib/schemas/team";

/** The member's full name, or the email while a pending member has not given a name yet. */
export function displayName(member: Pick<TeamMember, "name" | "surname" | "email">): string {
  return `${member.name} ${member.surname}`.trim() || member.email;
}

/** The access column: all projects, none, or the selected projects' titles. */
export function accessSummary(member: TeamMember): string {
  if (member.access.type === "ALL") return "All projects";
  if (member.access.type === "NONE" || member.access.projects.length === 0) return "No projects";
  const titles = member.access.projects.map((p) => p.title);
  return titles.length <= 2 ? titles.join(", ") : `${titles.slice(0, 2).join(", ")} +${titles.length - 2} more`;
}
