import { eq, sql } from "drizzle-orm";
import type { TokenResponse } from "@/lib/schemas/auth";
import { issueAccessToken } from "../../auth/access-token";
import { deviceCookieValue } from "../../auth/device-cookie";
import { startSession } from "../../auth/refresh-session";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { loadAccessContext } from "../../access/access-context";

/** Where a request came from, recorded on the session and used by the throttles. */
export interface RequestMeta {
  address: string;
  userAgent?: string | null;
  /** The device cookie the browser sent (auth/device-cookie.ts), if any. */
  device?: string;
}

/** A session's tokens: the token answer and the refresh token for the cookie. */
export interface SessionTokens {
  body: TokenResponse;
  refreshToken: string;
}

/** A successful sign-in: the session's tokens and a device cookie for the browser. */
export interface SignedIn extends SessionTokens {
  /** Proof that this browser signed in to the account (auth/device-cookie.ts). */
  deviceCookie: string;
}

/** The token answer for a session owner. */
export async function tokenResponse(userId: number, clientId: number | null): Promise<TokenResponse> {
  const { token, expiresIn } = await issueAccessToken({ userId, clientId });
  return { access_token: token, token_type: "Bearer", expires_in: expiresIn };
}

/**
 * The client a new session starts in: `preferred` when the user may use it, else their default
 * client, else none (the API then answers 403 until access is granted).
 */
export async function startingClient(database: Database, userId: number, preferred?: number | null) {
  const context =
    (preferred ? await loadAccessContext(database, userId, preferred) : null) ??
    (await loadAccessContext(database, userId, null));
  return context?.clientId ?? null;
}

/** Starts a session (a new refresh-token family) and issues the first access token. */
export async function signIn(
  database: Database,
  userId: number,
  meta: RequestMeta,
  preferredClientId?: number | null,
): Promise<SignedIn> {
  const clientId = await startingClient(database, userId, preferredClientId);
  const [refreshToken, body, [user]] = await Promise.all([
    startSession(database, { userId, clientId }, { ip: meta.address, userAgent: meta.userAgent }),
    tokenResponse(userId, clientId),
    database
      .update(users)
      .set({ previousLoginAt: sql`${users.lastLoginAt}`, lastLoginAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ email: users.email }),
  ]);
  return { body, refreshToken, deviceCookie: deviceCookieValue(user!.email) };
}
