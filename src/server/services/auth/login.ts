import { and, eq, gt, sql } from "drizzle-orm";
import { messages } from "@/lib/messages";
import type { LoginRequest } from "@/lib/schemas/auth";
import { trustedDevice } from "../../auth/device-cookie";
import { hashPassword, verifyPassword } from "../../auth/password";
import type { Database } from "../../db/client";
import { refreshTokens, users } from "../../db/schema";
import { ValidationError } from "../../errors";
import { clearHits, longestWait, recordHit, usedUp } from "../../security/rate-limit";
import { loginRules, tooManyAttempts } from "../../security/throttles";
import { type RequestMeta, type SignedIn, signIn } from "./sign-in";

// Verified for unknown e-mails, so an unknown address costs the same argon2 work as a wrong password.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword("not-a-real-password-0!"));

/** How far back an address counts as one the account signed in from. */
const KNOWN_ADDRESS_DAYS = 90;

async function isKnownAddress(database: Database, userId: number, address: string): Promise<boolean> {
  const since = new Date(Date.now() - KNOWN_ADDRESS_DAYS * 86_400_000);
  const [row] = await database
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.ip, address), gt(refreshTokens.createdAt, since)))
    .limit(1);
  return !!row;
}

/**
 * Signs a person in with e-mail and password. An unknown e-mail and a wrong password get the same
 * 422 after the same argon2 work; failures are throttled (see security/throttles.ts), answered 429
 * with Retry-After before any password check: a browser with the account's device cookie by its
 * own budget, every other one per (account, address), per address and per account.
 */
export async function login(database: Database, input: LoginRequest, meta: RequestMeta): Promise<SignedIn> {
  const email = input.email.toLowerCase();
  const device = trustedDevice(meta.device, email);
  const rules = loginRules(email, meta.address, device);
  const counted = device ? [rules.device] : [rules.pair, rules.address, rules.account];
  const [exceeded, [user]] = await Promise.all([
    usedUp(database, counted),
    database
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email)),
  ]);
  const blocking = new Map([...exceeded].filter(([key]) => key !== rules.account.key));
  // The account-wide budget binds only strangers: the owner's usual address still gets in.
  if (exceeded.has(rules.account.key) && !(user && (await isKnownAddress(database, user.id, meta.address)))) {
    blocking.set(rules.account.key, exceeded.get(rules.account.key)!);
  }
  const wait = longestWait(blocking);
  if (wait !== null) throw tooManyAttempts(wait);

  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyPassword(await dummy(), input.password)) && false;
  if (!user || !valid) {
    await recordHit(database, counted);
    throw new ValidationError({ email: [messages.wrongCredentials] }, messages.wrongCredentials);
  }
  const [signedIn] = await Promise.all([
    signIn(database, user.id, meta),
    clearHits(database, [device ? rules.device.key : rules.pair.key]),
  ]);
  return signedIn;
}
