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
