import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { PERSONAL_WORKSPACE_NAME } from "@/lib/constants";
import { messages } from "@/lib/messages";
import type { RegisterRequest, SelfRegisterRequest } from "@/lib/schemas/auth";
import { hashPassword } from "../../auth/password";
import { hashToken } from "../../auth/tokens";
import type { Database } from "../../db/client";
import { clients, invitations, memberships, roles, users } from "../../db/schema";
import { env } from "../../env";
import { ForbiddenError, NotFoundError, ValidationError } from "../../errors";
import { countAttempt, registerRules, tokenProbeRules } from "../../security/throttles";
import { authMessages } from "./auth-messages";
import { type RequestMeta, type SignedIn, signIn } from "./sign-in";

/** The role a self-registered person holds in the client they create. */
const OWNER_ROLE_KEY = "client-admin";

const openInvitation = (hash: string) =>
  and(
    eq(invitations.tokenHash, hashToken(hash)),
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, new Date()),
  );

/** The e-mail an open invitation was sent to (GET /api/auth/register/get-email/{hash}); 404 otherwise. */
export async function invitedEmail(database: Database, hash: string, address: string): Promise<string> {
  await countAttempt(database, tokenProbeRules("invitation", address));
  const [row] = await database.select({ email: invitations.email }).from(invitations).where(openInvitation(hash));
  if (!row) throw new NotFoundError(authMessages.invitationInvalid);
  return row.email;
}

/**
 * Completes an invitation: sets name and password, activates the membership, marks the invitation
 * accepted and signs the person in to the inviting client. An account that already has a password
 * is refused ("Email is already in use"): its owner signs in instead of overwriting it.
 */
export async function registerInvited(
  database: Database,
  input: RegisterRequest,
  meta: RequestMeta,
): Promise<SignedIn> {
  await countAttempt(database, registerRules(meta.address));
  const passwordHash = await hashPassword(input.password);
  const accepted = await database.transaction(async (tx) => {
    const [invitation] = await tx.select().from(invitations).where(openInvitation(input.hash)).for("update");
    if (!invitation) throw new NotFoundError(authMessages.invitationInvalid);
    const [membership] = await tx.select().from(memberships).where(eq(memberships.id, invitation.membershipId));
    if (!membership) throw new NotFoundError(authMessages.invitationInvalid);
    const [user] = await tx.select().from(users).where(eq(users.id, membership.userId));
    if (!user) throw new NotFoundError(authMessages.invitationInvalid);
    if (user.passwordHash) throw ValidationError.field("email", messages.emailInUse);
    const now = new Date();
    await tx
      .update(users)
      .set({
        name: input.name,
        surname: input.surname,
        passwordHash,
        emailVerifiedAt: user.emailVerifiedAt ?? now, // the e-mailed token proves the address
        defaultClientId: user.defaultClientId ?? invitation.clientId,
      })
      .where(eq(users.id, user.id));
    await tx.update(memberships).set({ status: "ACTIVE", activatedAt: now }).where(eq(memberships.id, membership.id));
    await tx.update(invitations).set({ acceptedAt: now }).where(eq(invitations.id, invitation.id));
    return { userId: user.id, clientId: invitation.clientId };
  });
  return signIn(database, accepted.userId, meta, accepted.clientId);
}

/** Refuses self registration when SELF_REGISTRATION=false (000 §5). */
export function assertSelfRegistration(): void {
  if (!env().SELF_REGISTRATION) throw new ForbiddenError(messages.selfRegisterBlocked);
}

/** Whether an account uses this e-mail (GET /api/auth/register/self/email/exists). */
export async function emailExists(database: Database, email: string, address: string): Promise<boolean> {
  assertSelfRegistration();
  await countAttempt(database, tokenProbeRules("email-exists", address));
  return accountExists(database, email);
}

async function accountExists(database: Database, email: string): Promise<boolean> {
  const [row] = await database
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return !!row;
}

/**
 * Self registration: a new account and a new client it administers (the product has no
 * client-less use), then signed in. "Email is already in use" for a taken address.
 */
export async function registerSelf(
  database: Database,
  input: SelfRegisterRequest,
  meta: RequestMeta,
): Promise<SignedIn> {
  assertSelfRegistration();
  await countAttempt(database, registerRules(meta.address));
  if (await accountExists(database, input.email)) throw ValidationError.field("email", messages.emailInUse);
  const passwordHash = await hashPassword(input.password);
  const userId = await database.transaction(async (tx) => {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.key, OWNER_ROLE_KEY));
    if (!role) throw new Error(`The ${OWNER_ROLE_KEY} role is not seeded`);
    const [client] = await tx
      .insert(clients)
      .values({ name: input.company || PERSONAL_WORKSPACE_NAME })
      .returning({ id: clients.id });
    const inserted = await tx
      .insert(users)
      .values({
        email: input.email,
        name: input.name,
        surname: input.surname,
        companyDepartment: input.company || null,
        passwordHash,
        defaultClientId: client!.id,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // A concurrent registration of the same address won the race.
    if (!inserted[0]) throw ValidationError.field("email", messages.emailInUse);
    await tx.insert(memberships).values({
      clientId: client!.id,
      userId: inserted[0].id,
      roleId: role.id,
      status: "ACTIVE",
      activatedAt: new Date(),
    });
    return inserted[0].id;
  });
  return signIn(database, userId, meta);
}
