import { z } from "zod";
import { SHARE_LINK_NAME_MAX, SHARE_LINK_PASSWORD_MAX, SHARE_LINK_PASSWORD_MIN } from "../constants";
import { messages } from "../messages";

/*
 * Named share links of a published showreel: the routes, the browser client and the Share dialog
 * read the same contract.
 */

export const shareLinkSchema = z
  .object({
    id: z.string(),
    showreel_id: z.number().int(),
    name: z.string(),
    /** The public page of this link, relative to the portal. */
    path: z.string(),
    has_password: z.boolean(),
    expires_at: z.string().nullable(),
    allow_download: z.boolean(),
    revoked_at: z.string().nullable(),
    /** ACTIVE, or why the link no longer answers. */
    state: z.enum(["ACTIVE", "EXPIRED", "REVOKED"]),
    created_at: z.string(),
  })
  .meta({ id: "ShareLink" });

const name = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(SHARE_LINK_NAME_MAX, `At most ${SHARE_LINK_NAME_MAX} characters.`);
const password = z
  .string()
  .min(SHARE_LINK_PASSWORD_MIN, `At least ${SHARE_LINK_PASSWORD_MIN} characters.`)
  .max(SHARE_LINK_PASSWORD_MAX, `At most ${SHARE_LINK_PASSWORD_MAX} characters.`);
const expiresAt = z.iso.datetime({ offset: true, error: "A date and time such as 2030-01-31T17:00:00Z." });

export const createShareLinkSchema = z
  .object({
    name,
    /** null or absent: no password. */
    password: password.nullable().optional(),
    /** null or absent: the link never expires. */
    expires_at: expiresAt.nullable().optional(),
    allow_download: z.boolean().default(false),
  })
  .meta({ id: "CreateShareLink" });

/** Absent keys stay as they are; a null password removes it, a null expiry makes the link lasting. */
export const updateShareLinkSchema = z
  .object({
    name: name.optional(),
    password: password.nullable().optional(),
    expires_at: expiresAt.nullable().optional(),
    allow_download: z.boolean().optional(),
  })
  .meta({ id: "UpdateShareLink" });

export const shareLinkParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{22,64}$/, "Not a share link id.")
    .meta({ example: "3q2-7wAAAAAAAAAAAAAAAA" }),
});

export type ShareLink = z.infer<typeof shareLinkSchema>;
export type CreateShareLink = z.infer<typeof createShareLinkSchema>;
export type UpdateShareLink = z.infer<typeof updateShareLinkSchema>;
