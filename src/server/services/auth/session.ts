import { messages } from "@/lib/messages";
import { endSession, rotateSession, sessionOwner } from "../../auth/refresh-session";
import type { Database } from "../../db/client";
import { UnauthorizedError } from "../../errors";
import { loadAccessContext } from "../../access/access-context";
import { type RequestMeta, type SessionTokens, tokenResponse } from "./sign-in";

/**
 * Exchanges the refresh cookie for a new one and a new access token (rotation on every call; a
 * replayed rotated token revokes its family inside rotateSession). `clientId` switches the
 * session's client when the user may use it, and is ignored otherwise. 401 with the spec's
 * message for a missing, expired, revoked or replayed token.
 */
export async function refresh(
  database: Database,
  token: string | undefined,
  meta: RequestMeta,
  clientId?: number,
): Promise<SessionTokens> {
  if (!token) throw new UnauthorizedError(messages.refreshTokenInvalid);
  let switchTo: number | undefined;
  if (clientId) {
    // Only a current token names its owner here; a token inside its rotation grace keeps its client.
    const owner = await sessionOwner(database, token);
    if (owner && (await loadAccessContext(database, owner.userId, clientId))) switchTo = clientId;
  }
  const rotated = await rotateSession(database, token, { ip: meta.address, userAgent: meta.userAgent }, switchTo);
  if (!rotated.ok) throw new UnauthorizedError(messages.refreshTokenInvalid);
  return { body: await tokenResponse(rotated.owner.userId, rotated.owner.clientId), refreshToken: rotated.token };
}

/** Ends the sign-in of the refresh cookie, if any (logout is idempotent). */
export async function logout(database: Database, token: string | undefined): Promise<void> {
  if (token) await endSession(database, token);
}
