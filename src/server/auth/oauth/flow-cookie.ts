import { createHmac } from "node:crypto";
import type { Context } from "hono";
import { deleteCookie, getSignedCookie, setSignedCookie } from "hono/cookie";
import { z } from "zod";
import { env } from "../../env";
import { jwtKey } from "../secrets";

/** The cookie that carries one sign-in attempt from the redirect to the callback. */
export const FLOW_COOKIE = "portal_oauth";
/** Long enough to sign in at the provider (password, MFA), short enough to be useless later. */
export const FLOW_TTL_SECONDS = 600;
// Sent only to the callbacks; set by the redirect endpoint.
const FLOW_PATH = "/api/auth/oauth/callback/";

const flowSchema = z.object({
  provider: z.string(),
  state: z.string(),
  codeVerifier: z.string(),
  nonce: z.string(),
  redirectUrl: z.string(),
  /** Expiry in ms since the epoch: the cookie's Max-Age is the browser's promise, this is ours. */
  expiresAt: z.number(),
});

/** One sign-in attempt: the provider, the secrets it must echo, and where to go afterwards. */
export type Flow = Omit<z.infer<typeof flowSchema>, "expiresAt">;

// A key of its own, derived from the access-token key, so one never verifies the other's values.
const signingKey = () => createHmac("sha256", jwtKey()).update("oauth-flow-cookie").digest();

function cookieOptions(c: Context) {
  // Lax, not Strict: the provider's redirect back to the callback is a top-level cross-site GET.
  // Secure like the session cookie: behind a TLS proxy the request itself looks like http.
  const secure = env().publicUrl.startsWith("https:") || new URL(c.req.url).protocol === "https:";
  return { httpOnly: true, sameSite: "Lax", secure, path: FLOW_PATH } as const;
}

/** Sets the flow cookie (signed with HMAC-SHA256, httpOnly, SameSite=Lax, 10 minutes). */
export async function writeFlowCookie(c: Context, flow: Flow): Promise<void> {
  const value = Buffer.from(JSON.stringify({ ...flow, expiresAt: Date.now() + FLOW_TTL_SECONDS * 1000 })).toString(
    "base64url",
  );
  await setSignedCookie(c, FLOW_COOKIE, value, signingKey(), { ...cookieOptions(c), maxAge: FLOW_TTL_SECONDS });
}

/** The attempt of this browser, or null when the cookie is missing, forged, malformed or expired. */
export async function readFlowCookie(c: Context): Promise<Flow | null> {
  const value = await getSignedCookie(c, signingKey(), FLOW_COOKIE);
  if (!value) return null;
  try {
    const { expiresAt, ...flow } = flowSchema.parse(JSON.parse(Buffer.from(value, "base64url").toString("utf8")));
    return expiresAt > Date.now() ? flow : null;
  } catch {
    return null;
  }
}

/** Removes the flow cookie: an attempt is used once, whatever its outcome. */
export function clearFlowCookie(c: Context): void {
  deleteCookie(c, FLOW_COOKIE, cookieOptions(c));
}
