import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { DEVICE_COOKIE_DAYS } from "@/lib/constants";
import { DEVICE_COOKIE } from "@/server/auth/device-cookie";
import { SESSION_COOKIE, sessionCookieOptions } from "@/server/auth/session-cookie";
import { env } from "@/server/env";
import { clientAddress } from "@/server/security/client-address";
import type { RequestMeta } from "@/server/services/auth/sign-in";

/**
 * The URL whose scheme decides the cookie's Secure flag: PUBLIC_URL when it is https (a TLS proxy
 * in front makes the request itself look like http), else the request's own.
 */
const schemeSource = (c: Context) => (env().publicUrl.startsWith("https:") ? env().publicUrl : c.req.url);

/** Sets the refresh-token cookie (httpOnly, SameSite=Strict, Path=/, Secure over https). */
export function setSessionCookie(c: Context, token: string): void {
  const maxAge = env().REFRESH_TOKEN_TTL_DAYS * 86_400;
  setCookie(c, SESSION_COOKIE, token, sessionCookieOptions(schemeSource(c), maxAge));
}

/** Removes the refresh-token cookie. */
export function clearSessionCookie(c: Context): void {
  const { httpOnly, sameSite, secure, path } = sessionCookieOptions(schemeSource(c), 0);
  deleteCookie(c, SESSION_COOKIE, { httpOnly, sameSite, secure, path });
}

/**
 * Sets the device cookie (auth/device-cookie.ts). Only sign-in reads it, so only /api/auth carries
 * it; it outlives sign-out on purpose: the browser stays one its owner has used.
 */
export function setDeviceCookie(c: Context, value: string): void {
  const options = sessionCookieOptions(schemeSource(c), DEVICE_COOKIE_DAYS * 86_400);
  setCookie(c, DEVICE_COOKIE, value, { ...options, path: "/api/auth" });
}

/** The refresh token the browser sent, if any. */
export const sessionCookie = (c: Context): string | undefined => getCookie(c, SESSION_COOKIE) || undefined;

/** Address and user agent of the request, for sessions and throttles. */
export const requestMeta = (c: Context): RequestMeta => ({
  address: (c.get("clientAddress") as string | undefined) ?? clientAddress(c.req.raw),
  userAgent: c.req.header("user-agent") ?? null,
  device: getCookie(c, DEVICE_COOKIE) || undefined,
});
