import { createHmac, timingSafeEqual } from "node:crypto";
import { LRUCache } from "lru-cache";
import { PUBLIC_SHOWREEL_PATH, SHARE_LINK_UNLOCK_SECONDS } from "@/lib/constants";
import { jwtKey } from "../../auth/secrets";
import { env } from "../../env";

/** The cookie a correct share-link password sets; scoped by Path to that link's pages. */
export const UNLOCK_COOKIE = "fieldnote_share";

// A key of its own, derived from the server secret, so this MAC is valid for nothing else.
let cachedKey: Buffer | undefined;
const key = () => (cachedKey ??= createHmac("sha256", jwtKey()).update("share-link-unlock-v1").digest());

/** What the MAC binds: the link, its password's version (a new password ends old cookies) and the expiry. */
const mac = (linkId: string, passwordSetAt: Date, expires: number) =>
  createHmac("sha256", key()).update(`${linkId}.${passwordSetAt.getTime()}.${expires}`).digest();

/** The link's own path: the cookie goes with its page and its embed, never with another link. */
export const unlockCookiePath = (linkId: string) => `${PUBLIC_SHOWREEL_PATH}${linkId}`;

/** The Set-Cookie header after a correct password: valid for SHARE_LINK_UNLOCK_SECONDS. */
export function unlockCookieHeader(linkId: string, passwordSetAt: Date, nowMs = Date.now()): string {
  const expires = Math.floor(nowMs / 1000) + SHARE_LINK_UNLOCK_SECONDS;
  const value = `${expires}.${mac(linkId, passwordSetAt, expires).toString("base64url")}`;
  const secure = env().publicUrl.startsWith("https:") ? "; Secure" : "";
  return `${UNLOCK_COOKIE}=${value}; Path=${unlockCookiePath(linkId)}; Max-Age=${SHARE_LINK_UNLOCK_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}

// Unlocks already verified, by link, password version and cookie value, with their expiry: a
// viewer's reloads then cost a lookup instead of an HMAC (which took a protected page's throughput
// a third below an open one's). Only a value whose MAC was checked gets in; least recently used out first.
const verified = new LRUCache<string, number>({ max: 10_000 });

/**
 * Whether a Cookie header holds a valid unlock of this link: at most one HMAC per candidate, no
 * database read (the link's row, with its password version, was read for the page already).
 */
export function hasUnlock(cookieHeader: string | null | undefined, linkId: string, passwordSetAt: Date): boolean {
  if (!cookieHeader) return false;
  const now = Math.floor(Date.now() / 1000);
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=", 2);
    if (name !== UNLOCK_COOKIE || !value) continue;
    const known = `${linkId}|${passwordSetAt.getTime()}|${value}`;
    const until = verified.get(known);
    if (until !== undefined && until > now) return true;
    const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
    if (!match || Number(match[1]) <= now) continue;
    const expected = mac(linkId, passwordSetAt, Number(match[1]));
    if (!timingSafeEqual(expected, Buffer.from(match[2]!, "base64url"))) continue;
    verified.set(known, Number(match[1]));
    return true;
  }
  return false;
}
