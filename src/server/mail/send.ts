import { env } from "../env";
import { invitationMail } from "./templates/invitation";
import { passwordResetMail } from "./templates/password-reset";
import { deliver } from "./transport";

/** The address of the reset-password page for a token (000 §2: /auth/reset_password/{token}). */
export function resetPasswordLink(token: string): string {
  return `${env().publicUrl}/auth/reset_password/${encodeURIComponent(token)}`;
}

/** The address of the register page for an invitation token (GET /api/auth/register/get-email/{hash}). */
export function invitationLink(token: string): string {
  return `${env().publicUrl}/auth/register?hash=${encodeURIComponent(token)}`;
}

/** Sends the password-reset link to `to`. */
export async function sendPasswordResetMail(to: string, input: { name: string; token: string; validMinutes: number }) {
  const link = resetPasswordLink(input.token);
  await deliver({ to, link, ...passwordResetMail({ name: input.name, link, validMinutes: input.validMinutes }) });
}

/**
 * Sends an invitation (for the team issue): `token` is the raw invitation token whose hash is in
 * invitations.token_hash; the link opens the register page, which calls POST /api/auth/register.
 */
export async function sendInvitationMail(
  to: string,
  input: { token: string; clientName: string; inviterName: string | null; expiresAt: Date },
) {
  const link = invitationLink(input.token);
  await deliver({ to, link, ...invitationMail({ ...input, link }) });
}
