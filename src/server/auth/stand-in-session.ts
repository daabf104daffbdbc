import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";

/**
 * TEMPORARY, until sign-in (issue 3) replaces it: with no session mechanism yet, every request acts
 * as the seeded client admin so the study pages and API can be exercised end to end. Services are
 * already written against an explicit AccessContext; only this lookup changes when sign-in lands.
 */
const STAND_IN_EMAIL = "admin@demo.test";

let cached: number | null | undefined;

export async function standInUserId(database: Database): Promise<number | null> {
  if (cached) return cached;
  const [row] = await database
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, STAND_IN_EMAIL));
  cached = row?.id ?? null;
  return cached;
}
