import type { Permission } from "./constants";

/**
 * Whether a member with these permissions may edit drafts, and so create studies (001 §6:
 * UPDATE_STUDY or UPDATE_DRAFT_STUDY_ONLY). Shared by the server's checks and the header.
 */
export function mayEditDraftsWith(permissions: ReadonlySet<Permission>): boolean {
  return permissions.has("UPDATE_STUDY") || permissions.has("UPDATE_DRAFT_STUDY_ONLY");
}
