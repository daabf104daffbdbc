import { and, desc, eq, isNull } from "drizzle-orm";
import { hashToken, newToken } from "../../auth/tokens";
import type { Database } from "../../db/client";
import { invitations } from "../../db/schema";
import { sendInvitationMail } from "../../mail/send";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Invitations expire after seven days and can be resent (000 §4). */
export const INVITATION_DAYS = 7;

/** A mail to send once the transaction that made its token has committed. */
export interface PendingMail {
  to: string;
  token: string;
  expiresAt: Date;
}

const expiry = (now: Date) => new Date(now.getTime() + INVITATION_DAYS * 86_400_000);

/** A new invitation of a pending membership; returns the mail to send. */
export async function createInvitation(
  tx: Tx,
  input: { clientId: number; membershipId: number; email: string; invitedBy: number },
): Promise<PendingMail> {
  const token = newToken();
  const now = new Date();
  const expiresAt = expiry(now);
  await tx.insert(invitations).values({
    clientId: input.clientId,
    membershipId: input.membershipId,
    email: input.email,
    tokenHash: hashToken(token),
    invitedByUserId: input.invitedBy,
    expiresAt,
    lastSentAt: now,
  });
  return { to: input.email, token, expiresAt };
}

/**
 * Renews the latest open invitation of a membership (a new token, seven more days; the old link
 * stops working), or makes one when there is none.
 */
export async function renewInvitation(
  tx: Tx,
  input: { clientId: number; membershipId: number; email: string; invitedBy: number },
): Promise<PendingMail> {
  const [latest] = await tx
    .select({ id: invitations.id, sendCount: invitations.sendCount })
    .from(invitations)
    .where(
      and(
        eq(invitations.membershipId, input.membershipId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .orderBy(desc(invitations.id))
    .limit(1)
    .for("update");
  if (!latest) return createInvitation(tx, input);
  const token = newToken();
  const now = new Date();
  const expiresAt = expiry(now);
  await tx
    .update(invitations)
    .set({
      tokenHash: hashToken(token),
      expiresAt,
      lastSentAt: now,
      sendCount: latest.sendCount + 1,
      email: input.email,
    })
    .where(eq(invitations.id, latest.id));
  return { to: input.email, token, expiresAt };
}

/** Sends the invitation mails (after commit: a rolled-back invitation must not be mailed). */
export async function sendInvitations(mails: readonly PendingMail[], clientName: string, inviterName: string) {
  for (const mail of mails) {
    await sendInvitationMail(mail.to, { token: mail.token, clientName, inviterName, expiresAt: mail.expiresAt });
  }
}
