import { MEDIA_URL_REFRESH_MARGIN_SECONDS } from "../constants";

const SIGNED_MEDIA = /\/api\/v1\/media\/serve\/[^?#]*\?(?:[^#]*&)?expires=(\d+)/;

/** The earliest `expires` (seconds) of the signed media addresses anywhere in `data`, or null. */
export function earliestMediaExpiry(data: unknown): number | null {
  let earliest: number | null = null;
  const pending: unknown[] = [data];
  for (let value = pending.pop(); pending.length || value !== undefined; value = pending.pop()) {
    if (typeof value === "string") {
      const expires = Number(SIGNED_MEDIA.exec(value)?.[1] ?? NaN);
      if (Number.isFinite(expires) && (earliest === null || expires < earliest)) earliest = expires;
    } else if (value && typeof value === "object") {
      pending.push(...Object.values(value));
    }
  }
  return earliest;
}

/**
 * Milliseconds until a read holding signed media addresses must be fetched again (a minute before
 * the first of them expires, at least a second from now), or null when it holds none. Member
 * addresses live 15 minutes, so cached reads renew them as the session renews its token.
 */
export function mediaRenewalDelay(data: unknown, now = Date.now()): number | null {
  const expires = earliestMediaExpiry(data);
  if (expires === null) return null;
  return Math.max(1000, (expires - MEDIA_URL_REFRESH_MARGIN_SECONDS) * 1000 - now);
}

/**
 * A media address without its expiry and signature: the same for every renewal of one file (and
 * revision), so a player can tell a renewed address of what it shows from another file.
 */
export function mediaIdentity(url: string): string {
  const [path = "", query = ""] = url.split("?");
  const kept = new URLSearchParams(query);
  kept.delete("expires");
  kept.delete("signature");
  const rest = kept.toString();
  return rest ? `${path}?${rest}` : path;
}
