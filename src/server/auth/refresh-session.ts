import { createHmac, randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { refreshTokens } from "../db/schema";
import { env } from "../env";
import { jwtKey } from "./secrets";
import { hashToken, newToken } from "./tokens";

export interface SessionOwner {
  userId: number;
  clientId: number | null;
}

interface Meta {
  userAgent?: string | null;
  ip?: string | null;
}

const ttlMs = () => env().REFRESH_TOKEN_TTL_DAYS * 24 * 3600 * 1000;

/**
 * How long a just-rotated token still works. Two tabs or page loads that refresh at the same
 * instant present the same cookie; without this the second would look like a replay and end the
 * sign-in. A replay after this window is treated as theft.
 */
export const ROTATION_GRACE_MS = 5_000;

/**
 * The successor of a token: derived from it, not random, so that every exchange of one token
 * inside the grace window hands out the same successor. Parallel refreshes then continue one
 * chain instead of forking the sign-in, and a stolen cookie used inside the window gets the
 * owner's own successor, not a session of its own: whichever side rotates next leaves the other
 * with a rotated token, and its use after the grace revokes the family. Keyed with the server's
 * secret, so the cookie alone does not tell its successor; stored, like every token, as a hash.
 */
function successorOf(parentHash: string): string {
  return createHmac("sha256", jwtKey()).update(`refresh-successor:${parentHash}`).digest("base64url");
}

/** Starts a sign-in: a new token family. Returns the refresh token to set as the cookie. */
export async function startSession(database: Database, owner: SessionOwner, meta: Meta = {}): Promise<string> {
  const token = newToken();
  await database.insert(refreshTokens).values({
    userId: owner.userId,
    clientId: owner.clientId,
    familyId: randomUUID(),
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs()),
    userAgent: meta.userAgent?.slice(0, 400) ?? null,
    ip: meta.ip ?? null,
  });
  return token;
}

export type RotateResult = { ok: true; owner: SessionOwner; token: string } | { ok: false; reused: boolean };

/**
 * Exchanges a refresh token for its successor (rotation on every use). The first exchange stores
 * the successor; another exchange of the same token within ROTATION_GRACE_MS (a lost response,
 * two tabs) answers that same successor and stores nothing. A token exchanged after the grace
 * is a replay: its whole family (the sign-in) is revoked, ending the thief's and the owner's
 * sessions alike. `clientId` switches the session's client when given (on the first exchange).
 * The row lock serialises parallel exchanges of one token.
 */
export async function rotateSession(
  database: Database,
  token: string,
  meta: Meta = {},
  clientId?: number,
): Promise<RotateResult> {
  return database.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
      .for("update");
    if (!row || row.revokedAt || row.expiresAt <= new Date()) return { ok: false, reused: false };
    if (row.rotatedAt && Date.now() - row.rotatedAt.getTime() > ROTATION_GRACE_MS) {
      await tx.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, row.familyId));
      return { ok: false, reused: true };
    }
    const next = successorOf(row.tokenHash);
    if (row.rotatedAt) {
      const [successor] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(next)));
      if (!successor || successor.revokedAt) return { ok: false, reused: false };
      return { ok: true, owner: { userId: successor.userId, clientId: successor.clientId }, token: next };
    }
    const owner = { userId: row.userId, clientId: clientId ?? row.clientId };
    await tx.update(refreshTokens).set({ rotatedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    await tx.insert(refreshTokens).values({
      userId: row.userId,
      clientId: owner.clientId,
      familyId: row.familyId,
      tokenHash: hashToken(next),
      expiresAt: row.expiresAt, // a family lives as long as its sign-in, not longer
      userAgent: meta.userAgent?.slice(0, 400) ?? row.userAgent,
      ip: meta.ip ?? row.ip,
    });
    return { ok: true, owner, token: next };
  });
}

/**
 * The refresh token that is current: not revoked, not expired, and not rotated, or rotated within
 * the grace window (a navigation that starts while the page's own refresh is in flight carries
 * the previous cookie). $1 the token's hash, $2 the grace in seconds: see currentSessionValues.
 */
export const CURRENT_SESSION = `select user_id, client_id from refresh_tokens
            where token_hash = $1 and revoked_at is null and expires_at > now()
              and (rotated_at is null or rotated_at > now() - make_interval(secs => $2))`;

export const currentSessionValues = (token: string) => [hashToken(token), ROTATION_GRACE_MS / 1000] as const;

/** The owner of a current refresh token, without rotating it. */
export async function sessionOwner(database: Database, token: string): Promise<SessionOwner | null> {
  // Raw SQL: CURRENT_SESSION is also the core of the session_context statement every page load runs,
  // so which token is current is written once.
  const { rows } = await database.$client.query<{ user_id: string; client_id: string | null }>({
    name: "session_owner",
    text: CURRENT_SESSION,
    values: [...currentSessionValues(token)],
  });
  const row = rows[0];
  return row ? { userId: Number(row.user_id), clientId: row.client_id === null ? null : Number(row.client_id) } : null;
}

/** Ends the sign-in a refresh token belongs to (logout). */
export async function endSession(database: Database, token: string): Promise<void> {
  const [row] = await database
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (row)
    await database.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, row.familyId));
}

/** Ends every sign-in of a user (password reset, removal from the product). */
export async function endAllSessions(database: Database, userId: number): Promise<void> {
  await database
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
