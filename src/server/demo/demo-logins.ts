/** The demo sign-ins that start-up prints and the README lists. */

/** The password of every demo login. */
export const DEMO_PASSWORD = "Demo-pass-1";

/** The five demo logins, one per kind of user the spec describes. */
export const DEMO_USERS: readonly string[] = [
  "admin@demo.test",
  "researcher@demo.test",
  "viewer@demo.test",
  "consultant@demo.test",
  "producer@demo.test",
];

/**
 * Demo data like the password: the pending invitee whose invitation has a known token, so the
 * invitation flow can be tried (and is, by tests/e2e/register.spec.ts) at
 * /auth/register?hash=<DEMO_INVITATION_TOKEN> until it is used. Every other seeded invitation has
 * a token nobody holds (only its hash is stored).
 */
export const DEMO_INVITATION_EMAIL = "ida.kjaer@northwind.test";

/** The raw token of that invitation: 43 base64url characters, the shape of a real one (newToken). */
export const DEMO_INVITATION_TOKEN = "Demo-invitation-Ida-Kjaer-Northwind-Foods-1";
