import { z } from "zod";
import { PROJECT_ACCESS, TEAM_SORTS, type TeamSort } from "../constants";
import { messages } from "../messages";
import { idSchema, pageEnvelope, pageQuerySchema } from "./common";

/*
 * Team management payloads (000 §3 member access, §5 invitations, §7 /client/{id}/… calls).
 * The spec leaves the invite and revoke payloads open; these are the project's decisions.
 */

const projectRef = z.object({ id: z.number().int(), title: z.string() }).meta({ id: "TeamProjectRef" });

/** Which projects a member may see: all, the listed ones, or none (000 §3). */
export const memberAccessSchema = z
  .object({
    type: z.enum(PROJECT_ACCESS),
    projects: z.array(projectRef).meta({ description: "Only for SELECTED; empty for ALL and NONE." }),
  })
  .meta({ id: "MemberAccess" });

/** One row of GET /api/client/{id}/users. */
export const teamMemberSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    role: z.object({ id: z.number().int(), name: z.string() }),
    status: z.enum(["Active", "Pending"]),
    access: memberAccessSchema,
    auto_grant_new_projects: z.boolean(),
    invited_at: z.string().meta({ description: "When the membership (or its latest invitation) was created" }),
    last_sent_at: z.string().nullable().meta({ description: "When the latest invitation mail was sent" }),
  })
  .meta({ id: "TeamMember" });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export type { TeamSort };

/** Query of GET /api/client/{id}/users. */
export const teamListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200).optional().meta({ description: "Part of the name, surname, email or role" }),
  sort: z.enum(TEAM_SORTS).default("name"),
});
export type TeamListQuery = z.infer<typeof teamListQuerySchema>;

/** The answer of GET /api/client/{id}/users. */
export const teamListResponseSchema = pageEnvelope(teamMemberSchema);
export type TeamListPage = z.infer<typeof teamListResponseSchema>;

/** Access as a request sets it: the projects by id (only for SELECTED). */
export const accessInputSchema = z
  .object({
    type: z.enum(PROJECT_ACCESS),
    project_ids: z.array(idSchema).max(1000).default([]),
  })
  .meta({ id: "MemberAccessInput" });

/** POST /api/client/{id}/users/{userId}: any of role, access and the auto-grant option. */
export const updateMemberRequestSchema = z
  .strictObject({
    role_id: idSchema.optional(),
    access: accessInputSchema.optional(),
    auto_grant_new_projects: z.boolean().optional(),
  })
  .meta({ id: "UpdateMemberRequest" });
export type UpdateMemberRequest = z.infer<typeof updateMemberRequestSchema>;

/** POST /api/client/{id}/invite_users. */
export const inviteUsersRequestSchema = z
  .strictObject({
    emails: z.string().max(10_000).default("").meta({
      description: "New people: one email or several, comma-separated",
      example: "a@example.com, b@example.com",
    }),
    user_ids: z
      .array(idSchema)
      .max(1000)
      .default([])
      .meta({ description: "Existing users of the client, chosen by name or email (suggestions/users)" }),
    role_id: idSchema,
    access: accessInputSchema,
    auto_grant_new_projects: z.boolean().default(false),
  })
  .refine((v) => v.emails.trim() !== "" || v.user_ids.length > 0, { path: ["emails"], message: messages.required })
  .meta({ id: "InviteUsersRequest" });
export type InviteUsersRequest = z.infer<typeof inviteUsersRequestSchema>;

export type InviteUsersInput = z.input<typeof inviteUsersRequestSchema>;

export const inviteUsersResponseSchema = z
  .object({
    data: z.object({
      invited: z.array(teamMemberSchema).meta({ description: "New people, now pending with a mail sent" }),
      updated: z.array(teamMemberSchema).meta({
        description: "Existing users: active ones got the access (not invited again), pending ones a new mail",
      }),
    }),
  })
  .meta({ id: "InviteUsersResponse" });

/** POST /api/client/{id}/revoke_project_access. */
export const revokeProjectAccessRequestSchema = z
  .strictObject({ user_id: idSchema, project_id: idSchema })
  .meta({ id: "RevokeProjectAccessRequest" });

export type RevokeProjectAccessRequest = z.infer<typeof revokeProjectAccessRequestSchema>;

/** GET /api/client/{id}/team_account_status. */
export const teamAccountStatusSchema = z
  .object({
    seat_limit: z.number().int(),
    seats_used: z.number().int().meta({ description: "Active and pending members" }),
    seats_available: z.number().int(),
    pending_invitations: z.number().int(),
    can_invite: z.boolean(),
    can_edit_users: z.boolean(),
  })
  .meta({ id: "TeamAccountStatus" });

export type TeamAccountStatus = z.infer<typeof teamAccountStatusSchema>;

export const companyDepartmentSchema = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: "CompanyDepartment" });

export const SUGGESTION_KINDS = ["users", "projects", "roles", "departments"] as const;

export const suggestionParamsSchema = z.object({ id: idSchema, kind: z.enum(SUGGESTION_KINDS) });
export const suggestionQuerySchema = z.object({
  q: z.string().trim().max(200).default(""),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const suggestionSchema = z
  .object({
    id: z.number().int(),
    label: z.string().meta({ description: "Name (users: name and surname), title or department" }),
    email: z.string().nullable().meta({ description: "Users only" }),
  })
  .meta({ id: "Suggestion" });
export type Suggestion = z.infer<typeof suggestionSchema>;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** GET /api/client/{id}/user_exists?email=… */
export const userExistsQuerySchema = z.object({
  email: z.string().trim().min(1, messages.required).max(254),
});
export const userExistsSchema = z
  .object({
    exists: z.boolean().meta({ description: "An account uses this email" }),
    status: z.enum(["Active", "Pending"]).nullable().meta({ description: "Membership in this client, if any" }),
  })
  .meta({ id: "UserExists" });
