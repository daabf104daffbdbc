import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";

/**
 * Whether the person is in their first session: they have not signed in before the sign-in that
 * started it (registration signs in too). Home then welcomes them instead of "welcome back".
 */
export async function isFirstVisit(database: Database, userId: number): Promise<boolean> {
  const [row] = await database.select({ previous: users.previousLoginAt }).from(users).where(eq(users.id, userId));
  return row !== undefined && row.previous === null;
}
