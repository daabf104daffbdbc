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
async function verifySignedToken(token: string): Promise<{ claims: AccessClaims; expiresAtMs: number } | null> {
  try {
    const { payload } = await jwtVerify(token, jwtKey(), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0 || payload.exp === undefined) return null;
    const clientId = typeof payload.cid === "number" ? payload.cid : null;
    return { claims: { userId, clientId }, expiresAtMs: payload.exp * 1000 };
  } catch {
    return null;
  }
}

/**
 * Tokens already verified, until they expire: a browser sends the same token with every call for
 * its quarter of an hour, and checking its signature again each time was a twentieth of the CPU
 * of an API request. The token's text (signature included) is the key, so a changed token is
 * verified afresh; the oldest entries make room past VERIFIED_TOKENS_KEPT.
 */
const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
const VERIFIED_TOKENS_KEPT = 10_000;
let verifiedWithKey: ReturnType<typeof jwtKey> | undefined;

/** verifySignedToken, remembered for the token's lifetime. Returns null for any invalid or expired token. */
export async function verifyAccessToken(token: string): Promise<AccessClaims | null> {
  if (verifiedWithKey !== jwtKey()) {
    verified.clear();
    verifiedWithKey = jwtKey();
  }
  const known = verified.get(token);
  if (known && known.expiresAtMs > Date.now()) return known.claims;
  verified.delete(token);
  const checked = await verifySignedToken(token);
  if (!checked) return null;
  if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
  verified.set(token, checked);
  return checked.claims;
}
