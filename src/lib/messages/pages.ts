/**
 * The messages of the team page's, the quotes page's and the showreel editor's scripts, apart from
 * the rest so those pages load only these (their islands read this module, not index.ts). Part of
 * `messages` (index.ts), like every other.
 */

/** The team page's: invitations, access and seats (000 §5, §8). */
export const teamMessages = {
  revokeConfirm: (email: string, project: string) =>
    `Are you sure you want to revoke access of user ${email} from the project ${project}?`,
  revokeDone: (email: string, project: string) => `Access of user ${email} to the project ${project} has been revoked`,
  removeUserConfirm: (name: string) => `Are you sure you want to remove user ${name}?`,
  seatsAvailable: (count: number) => (count === 1 ? "1 seat available" : `${count} seats available`),
} as const;

/** The quotes page's. */
export const quoteMessages = {
  /** The quotes list's count; `capped` when counting stopped at the cap ("1,000+ quotes"). */
  quoteCount: (count: number, capped: boolean) =>
    `${count.toLocaleString("en")}${capped ? "+" : ""} ${count === 1 && !capped ? "quote" : "quotes"}`,
} as const;

/** Rule messages of showreel writes (422), shown by the editor as the API words them. */
export const showreelRuleMessages = {
  lastQuote: "Deleting the last quote of a showreel is not allowed.",
  quoteInvalid: "The selected quote is invalid.",
  quoteTwice: "This quote is already in the showreel.",
  clipSpan: "A clip must lie within its quote and last at least half a second.",
  notCustom: "Curated showreels cannot be changed.",
} as const;
