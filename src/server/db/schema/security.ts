import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { at } from "./columns";

/**
 * Fixed-window attempt counters of the sign-in, registration and password-reset throttles
 * (src/server/security/rate-limit.ts). In PostgreSQL rather than in memory so that every web node
 * shares them and a restart does not reset an attacker's budget. `key` names the scope and the
 * subject, e.g. "login:pair:<email>|<address>".
 */
export const authThrottles = pgTable("auth_throttles", {
  key: text().primaryKey(),
  hits: integer().notNull(),
  resetAt: at().notNull(),
});
