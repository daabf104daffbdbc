import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { PasswordResetRequest } from "@/lib/schemas/auth";
import { hashPassword } from "../../auth/password";
import { endAllSessions } from "../../auth/refresh-session";
import { hashToken, newToken } from "../../auth/tokens";
import type { Database } from "../../db/client";
import { passwordResetTokens, users } from "../../db/schema";
import { NotFoundError } from "../../errors";
import { logger } from "../../logger";
import { sendPasswordResetMail } from "../../mail/send";
import { recordHit, usedUp } from "../../security/rate-limit";
import { countAttempt, enforce, resetMailRules, tokenProbeRules } from "../../security/throttles";
import { authMessages } from "./auth-messages";

/** A reset link works once, for this long. */
export const RESET_TOKEN_MINUTES = 60;

/**
 * Starts a password reset. The caller answers the same whether or not the account exists, at
 * once: the lookup, the token and the mail happen in `delivery`, which the route does not await,
 * so neither the answer nor its timing tells whether the address has an account.
 * 429 per address; beyond the per-account budget nothing is sent, silently.
 */
export async function requestPasswordReset(
  database: Database,
  email: string,
  address: string,
): Promise<{ delivery: Promise<void> }> {
  const normalized = email.toLowerCase();
  const rules = resetMailRules(normalized, address);
  await enforce(database, [rules.address]);
  await recordHit(database, [rules.address]);
  const delivery = (async () => {
    if ((await usedUp(database, [rules.account])).size) return;
    await recordHit(database, [rules.account]);
    const [user] = await database
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(sql`lower(${users.email})`, normalized));
    if (!user) return;
    const token = newToken();
    await database.transaction(async (tx) => {
      // One live link at a time: a new request retires the earlier ones.
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
      await tx.insert(passwordResetTokens).values({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
      });
    });
    await sendPasswordResetMail(user.email, { name: user.name, token, validMinutes: RESET_TOKEN_MINUTES });
  })().catch((error: unknown) => logger.error({ err: error }, "password reset mail failed"));
  return { delivery };
}

const liveToken = (token: string) =>
  and(
    eq(passwordResetTokens.tokenHash, hashToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, new Date()),
  );

/** The e-mail of the account a live reset token belongs to; 404 for unknown, used or expired tokens. */
export async function checkResetToken(database: Database, token: string, address: string): Promise<string> {
  await countAttempt(database, tokenProbeRules("reset", address));
  const [row] = await database
    .select({ email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(liveToken(token));
  if (!row) throw new NotFoundError(authMessages.resetTokenInvalid);
  return row.email;
}

/**
 * Sets a new password with a reset token: the token is consumed atomically (single use even
 * under concurrent requests) and every session of the account ends, so a thief's sign-in dies.
 */
export async function resetPassword(database: Database, input: PasswordResetRequest, address: string): Promise<void> {
  await countAttempt(database, tokenProbeRules("reset", address));
  const passwordHash = await hashPassword(input.password);
  const userId = await database.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(liveToken(input.token))
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw new NotFoundError(authMessages.resetTokenInvalid);
    // Following the e-mailed link proves the address.
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, used.userId));
    return used.userId;
  });
  await endAllSessions(database, userId);
}
