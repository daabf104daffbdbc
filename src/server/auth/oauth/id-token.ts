import { createRemoteJWKSet, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from "jose";
import { type OAuthIdentity, OAuthFlowError } from "./provider";

/** A provider's signing keys (a remote JWKS in production, a local one in unit tests). */
export type KeySet = JWTVerifyGetKey;

/** The key set published at a JWKS URL, cached by jose and refetched when a token names an unknown kid. */
export function remoteKeySet(jwksUri: string): KeySet {
  return createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: 10_000 });
}

// Asymmetric algorithms only: an ID token signed with the client secret (HS*) or unsigned is refused.
const ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA"];

export interface IdTokenCheck {
  keys: KeySet;
  /** Expected `iss`; omitted only when the caller checks a templated issuer itself (Microsoft). */
  issuer?: string | string[];
  /** Our client id. */
  audience: string;
  /** The nonce sent with this attempt; binds the token to the browser that started it. */
  nonce: string;
}

/** The claims of an ID token a provider issued to us, for this attempt. */
export type IdTokenClaims = JWTPayload & { sub: string; email?: unknown; email_verified?: unknown };

/**
 * Verifies an ID token: signature against the provider's JWKS, issuer, audience, expiry (with a
 * little clock skew), nonce, and `azp` when there are several audiences (OIDC Core 3.1.3.7).
 */
export async function verifyIdToken(token: string, check: IdTokenCheck): Promise<IdTokenClaims> {
  const { payload } = await jwtVerify(token, check.keys, {
    algorithms: ALGORITHMS,
    issuer: check.issuer,
    audience: check.audience,
    clockTolerance: 60,
    requiredClaims: ["sub", "iat", "exp"],
  });
  if (payload.nonce !== check.nonce) throw new OAuthFlowError("ID token nonce does not match");
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== check.audience) {
    throw new OAuthFlowError("ID token azp does not name this client");
  }
  if (typeof payload.sub !== "string" || payload.sub === "") throw new OAuthFlowError("ID token has no subject");
  return payload as IdTokenClaims;
}

/** The identity in a set of claims; the email counts only when `verified` says the provider vouches for it. */
export function identityOf(claims: { sub: string; email?: unknown }, verified: boolean): OAuthIdentity {
  const email = typeof claims.email === "string" && claims.email.includes("@") ? claims.email.trim() : null;
  return { subject: claims.sub, email, emailVerified: email !== null && verified };
}
