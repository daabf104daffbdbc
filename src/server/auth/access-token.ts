import { jwtVerify, SignJWT } from "jose";
import { env } from "../env";
import { jwtKey } from "./secrets";

const ISSUER = "research-portal";
const AUDIENCE = "research-portal-api";
const ALGORITHM = "HS256";

export interface AccessClaims {
  userId: number;
  /** The client the session works in. */
  clientId: number | null;
}

/** Signs a short-lived access token (DESIGN §4: about 15 minutes). */
export async function issueAccessToken(claims: AccessClaims): Promise<{ token: string; expiresIn: number }> {
  const expiresIn = env().ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ cid: claims.clientId })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${expiresIn}s`)
    .sign(jwtKey());
  return { token, expiresIn };
}

/**
 * Verifies an access token: the algorithm is pinned (so `alg: none` and key confusion fail), the
 * signature, issuer, audience and expiry are checked. Returns null for any invalid token.
 */
export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, jwtKey(), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0) return null;
    const clientId = typeof payload.cid === "number" ? payload.cid : null;
    return { userId, clientId };
  } catch {
    return null;
  }
}
