import { createMiddleware } from "hono/factory";
import { ForbiddenError } from "../errors";
import { env } from "../env";

/**
 * Whether a request comes from the portal's own pages. Browsers send Origin on cross-origin
 * requests (and Sec-Fetch-Site on all), so a cross-site page calling a cookie-authenticated
 * endpoint is recognised; requests without either header (curl, server to server) carry no
 * ambient browser cookie risk and pass. The request URL cannot serve as the reference (behind
 * Astro's adapter its host may be normalised), so the Host header as the browser sent it and
 * PUBLIC_URL are.
 */
export function isSameOrigin(headers: Headers): boolean {
  const origin = headers.get("origin");
  if (origin) {
    if (origin === "null") return false;
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      return false;
    }
    if (parsed.origin === new URL(env().publicUrl).origin) return true;
    // A page can't choose the Host its victim's browser sends; behind a proxy that rewrites it,
    // PUBLIC_URL above is the match.
    const host = headers.get("host");
    return !!host && parsed.host === host;
  }
  return headers.get("sec-fetch-site") !== "cross-site";
}

/** Hono middleware of cookie-authenticated endpoints (refresh_token, logout): 403 from another site. */
export const requireSameOrigin = createMiddleware(async (c, next) => {
  if (!isSameOrigin(c.req.raw.headers)) throw new ForbiddenError("Cross-site request refused.");
  await next();
});
