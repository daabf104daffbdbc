import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { jwtKey } from "./secrets";

/**
 * The device cookie of OWASP's "Slow down online guessing attacks with device cookies": proof that
 * this browser signed in to an account before. Its value is `nonce.mac`, the MAC binding the nonce
 * to the account's e-mail, so the cookie names no account and is worth nothing for any other one.
 */
export const DEVICE_COOKIE = "portal_device";

// A key of its own, derived from the server secret, so this MAC is never valid for anything else.
const key = () => createHmac("sha256", jwtKey()).update("device-cookie-v1").digest();
const mac = (email: string, nonce: string) =>
  createHmac("sha256", key()).update(`${email.toLowerCase()}\n${nonce}`).digest("base64url");

/** A new device cookie value for a person who just signed in with `email`. */
export function deviceCookieValue(email: string): string {
  const nonce = randomBytes(16).toString("base64url");
  return `${nonce}.${mac(email, nonce)}`;
}

/**
 * The nonce of `value` when it proves an earlier sign-in to `email` (the throttles count a trusted
 * browser's failures under it), else null.
 */
export function trustedDevice(value: string | undefined, email: string): string | null {
  const [nonce, given, ...rest] = (value ?? "").split(".");
  if (!nonce || !given || rest.length) return null;
  const expected = Buffer.from(mac(email, nonce));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? nonce : null;
}
