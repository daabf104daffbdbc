/**
 * The refresh-token cookie: httpOnly (no script reads it), SameSite=Strict (never sent on
 * cross-site requests), Secure over https, path "/" so page loads carry it to the middleware.
 */
export const SESSION_COOKIE = "portal_session";

export interface CookieOptions {
  httpOnly: true;
  sameSite: "Strict";
  secure: boolean;
  path: "/";
  maxAge: number;
}

/** Options for setting the cookie; `secure` follows the scheme the request arrived on. */
export function sessionCookieOptions(requestUrl: string, maxAgeSeconds: number): CookieOptions {
  return {
    httpOnly: true,
    sameSite: "Strict",
    secure: new URL(requestUrl).protocol === "https:",
    path: "/",
    maxAge: maxAgeSeconds,
  };
}
