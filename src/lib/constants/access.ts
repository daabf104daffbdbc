/** Trusted sign-in devices and signed media addresses. */

/**
 * Sign-in from a browser that has signed in to the account before (OWASP's device cookie): it
 * keeps the proof this many days, and gets this many failed sign-ins per 15 minutes of its own,
 * apart from the per-address budget, which binds only browsers without it.
 */
export const DEVICE_COOKIE_DAYS = 180;
export const TRUSTED_DEVICE_FAILURES_PER_15_MINUTES = 10;

/**
 * Signed media addresses. A member's expire within 15 minutes, so someone who lost access (revoked,
 * removed) keeps nothing that plays for longer; one address is reused for 5 minutes so page views
 * share the browser's cache, and the browser fetches new ones a minute before they expire. A public
 * showreel's live as long as its publication (checked on every request) and 6 hours at most.
 */
export const MEMBER_MEDIA_URL_TTL_SECONDS = 15 * 60;
export const MEMBER_MEDIA_URL_REUSE_SECONDS = 5 * 60;
export const MEDIA_URL_REFRESH_MARGIN_SECONDS = 60;
export const PUBLIC_MEDIA_URL_TTL_SECONDS = 6 * 60 * 60;
