import { inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { messages } from "@/lib/messages";
import type { FieldErrors } from "@/lib/schemas/common";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { ValidationError } from "../../errors";

const emailFormat = z.email();
type Reader = Pick<Database, "select">;

/**
 * Refuses an invitation whose addresses include bad ones, naming every one at once: each is a
 * field of its own, `emails.<n>` (its place among the addresses), with the spec's message, so a
 * person fixes the list in one go rather than one address per try.
 */
export async function assertInvitableAddresses(database: Reader, emails: readonly string[]): Promise<void> {
  const wellFormed = emails.filter((email) => emailFormat.safeParse(email).success);
  const taken = new Set(
    wellFormed.length
      ? (
          await database
            .select({ email: sql<string>`lower(${users.email})` })
            .from(users)
            .where(
              inArray(
                sql`lower(${users.email})`,
                wellFormed.map((email) => email.toLowerCase()),
              ),
            )
        ).map((row) => row.email)
      : [],
  );
  const errors: FieldErrors = {};
  emails.forEach((email, n) => {
    if (!wellFormed.includes(email)) errors[`emails.${n}`] = [messages.notAValidEmail(email)];
    else if (taken.has(email.toLowerCase())) errors[`emails.${n}`] = [messages.accountExistsFor(email)];
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
}
