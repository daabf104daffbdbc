import { eq, and, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { oauthAccounts, users } from "../../db/schema";
import type { OAuthIdentity } from "./provider";

/** The user a sign-in belongs to: enough to start a session. */
export interface LinkedUser {
  id: number;
  defaultClientId: number | null;
}

/**
 * The portal user behind a provider identity, or null for a stranger. First by the identity
 * already linked (provider + subject: stable even if the email changes at the provider); else by
 * the email, only when the provider verified it, and then the identity is linked for next time.
 * Nobody is created: the portal's users are invited (000 §1), so an unknown person is refused.
 */
export async function findOAuthUser(
  database: Database,
  provider: string,
  identity: OAuthIdentity,
): Promise<LinkedUser | null> {
  const [linked] = await database
    .select({ id: users.id, defaultClientId: users.defaultClientId })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, identity.subject)));
  if (linked) return linked;
  if (!identity.email || !identity.emailVerified) return null;

  const email = identity.email.toLowerCase();
  const [user] = await database
    .select({ id: users.id, defaultClientId: users.defaultClientId })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (!user) return null;
  // A parallel first sign-in may have linked it a moment ago; the unique index keeps one row.
  await database
    .insert(oauthAccounts)
    .values({ userId: user.id, provider, subject: identity.subject, email })
    .onConflictDoNothing();
  // The provider vouched for the address, which is what email verification proves.
  await database
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, user.id));
  return user;
}
