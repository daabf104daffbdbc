import { z } from "zod";
import { SHARE_LINK_NAME_MAX, SHARE_LINK_PASSWORD_MAX, SHARE_LINK_PASSWORD_MIN } from "../constants";
import { messages } from "../messages";

/*
 * Named share links of a published showreel or participant video: the routes, the browser client and the Share dialog
 * read the same contract.
 */

export const shareLinkStatsSchema = z
  .object({
    views: z.number().int(),
    unique_viewers: z.number().int(),
    /** Mean share of the reel a view watched, 0–1; null before the first view. */
    average_watched_share: z.number().nullable(),
    last_viewed_at: z.string().nullable(),
  })
  .meta({ id: "ShareLinkStats" });

export const shareLinkSchema = z
  .object({
    id: z.string(),
    /** What the link shares: a showreel, or (null here) the participant video of `video_id`. */
    showreel_id: z.number().int().nullable(),
    video_id: z.number().int().nullable(),
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
    stats: shareLinkStatsSchema,
    /** Views per day of the last 30 days, drawn on the server (SVG markup, like the insight charts). */
    views_chart: z.string(),
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

/** A progress beacon of a share link's page (navigator.sendBeacon, at most every 10 s and at page hide). */
export const shareViewBeaconSchema = z
  .object({
    /** The page load's random id: the beacons of one viewing update one view. */
    view: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "A random id of 16 to 64 letters, digits, - or _."),
    /** Seconds of the reel played on this page load so far (a form field, as sendBeacon posts it). */
    played: z.coerce.number<string>().min(0).max(86_400),
  })
  .meta({ id: "ShareViewBeacon" });

export type ShareViewBeacon = z.infer<typeof shareViewBeaconSchema>;
export type ShareLinkStats = z.infer<typeof shareLinkStatsSchema>;
export type ShareLink = z.infer<typeof shareLinkSchema>;
export type CreateShareLink = z.infer<typeof createShareLinkSchema>;
export type UpdateShareLink = z.infer<typeof updateShareLinkSchema>;
