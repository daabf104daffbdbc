import { defineMiddleware, sequence } from "astro:middleware";
import { parseFeatureFlags } from "@/lib/feature-flags";
import { loginPath, normalisePath } from "@/lib/paths";
import { requiresSession } from "@/lib/route-rules";
import { SESSION_COOKIE } from "@/server/auth/session-cookie";
import { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/constants";
import { db } from "@/server/db/client";
import { isConnectionLost } from "@/server/db/connection-lost";
import { applySecurityHeaders } from "@/server/security/security-headers";
import { loadAccessContext, loadSessionContext } from "@/server/access/access-context";

/** The page shown while the database is unreachable; it must render without the database. */
const UNAVAILABLE_PAGE = "/503";

/**
 * Step 0: a page that fails because the database cannot be reached answers the 503 page with
 * Retry-After (the database comes back by itself), not the 500 page of a bug.
 */
const databaseOutage = defineMiddleware(async (context, next) => {
  try {
    return await next();
  } catch (error) {
    if (!isConnectionLost(error) || context.url.pathname === UNAVAILABLE_PAGE) throw error;
    const response = await context.rewrite(UNAVAILABLE_PAGE);
    response.headers.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    return response;
  }
});

/** The cookie that carries client_id between navigations (000 §2 Query parameters). */
const CLIENT_COOKIE = "client_id";

/** Step 1 (000 §2 Startup): landing query parameters and the feature-flag cookie. */
const landingParameters = defineMiddleware((context, next) => {
  context.locals.flags = parseFeatureFlags(context.cookies.get("enable_feature")?.value);
  const clientId = Number(context.url.searchParams.get("client_id") ?? context.cookies.get(CLIENT_COOKIE)?.value);
  context.locals.requestedClientId = Number.isSafeInteger(clientId) && clientId > 0 ? clientId : null;
  context.locals.context = null;
  context.locals.userId = null;
  context.locals.path = normalisePath(context.url.pathname);
  // A NUL character reaches no page's data (PostgreSQL cannot take it): the 400 page, not a 500.
  // The API answers such input itself, with a 422 naming the parameter.
  const nul = [...context.url.searchParams].some(([key, value]) => `${key}${value}`.includes("\0"));
  if (nul) return next("/400");
  return next();
});

/**
 * Steps 2 and 3, in the one query every page load starts with: authentication from the
 * refresh-session cookie (read, not rotated: the browser rotates it through
 * /api/auth/refresh_token), then client initialisation: the requested client when the user may
 * use it, else their own. The API never uses the cookie; it takes bearer tokens only
 * (src/server/http/middleware/authenticate.ts).
 */
const authentication = defineMiddleware(async (context, next) => {
  const token = context.cookies.get(SESSION_COOKIE)?.value;
  // Public showreel and participant pages look the same signed in or out: they skip the session lookup entirely.
  const publicPage = context.locals.path.ok && isPublicPage(context.locals.path.path);
  if (token && !publicPage && context.url.pathname !== UNAVAILABLE_PAGE) {
    const session = await loadSessionContext(db(), token, context.locals.requestedClientId);
    if (session) {
      context.locals.userId = session.userId;
      context.locals.context = session.context ?? (await loadAccessContext(db(), session.userId, null));
      rememberClient(context.cookies, context.url, context.locals.context?.clientId ?? null);
    }
  }
  return next();
});

/**
 * Carries client_id to the next navigation: a client chosen in the URL is remembered, and a
 * remembered one the user can no longer use is forgotten (000 §4 client selection).
 */
function rememberClient(cookies: import("astro").AstroCookies, url: URL, clientId: number | null): void {
  const remembered = cookies.get(CLIENT_COOKIE)?.value;
  const asked = url.searchParams.get("client_id");
  if (clientId !== null && asked === String(clientId) && remembered !== asked) {
    cookies.set(CLIENT_COOKIE, asked, { path: "/", sameSite: "lax", httpOnly: true, maxAge: 30 * 24 * 3600 });
  } else if (remembered && remembered !== String(clientId)) {
    cookies.delete(CLIENT_COOKIE, { path: "/" });
  }
}

/**
 * Step 4: route options (000 §2). The path is decoded once and folded (case, slashes) before it
 * is matched, so /%70rofile or /PROFILE/ can't slip past; a double-encoded or otherwise refused
 * path counts as protected. Signed out → the login page with a same-site return path; signed in
 * without access to any client → the 403 page. The API does its own authentication.
 */
const routeRules = defineMiddleware((context, next) => {
  const raw = context.url.pathname;
  const normal = context.locals.path;
  if (normal.ok && !requiresSession(normal.path)) return next();
  if (!context.locals.userId) {
    return context.redirect(loginPath(raw + context.url.search), 302);
  }
  if (!context.locals.context && normal.ok) return next("/403");
  return next();
});

/** Step 5: the security headers of every page response (CSP, framing, referrer, …). */
const securityHeaders = defineMiddleware(async (context, next) => {
  const response = await next();
  const normal = context.locals.path;
  // Public showreels are cacheable; every other page is per-user and must not be stored. Participant
  // pages are public too (no external services, no Referer carrying their token).
  const kind = normal.ok && isPublicPage(normal.path) ? "public-page" : "page";
  applySecurityHeaders(response.headers, kind);
  return response;
});

/** Pages anyone with the link sees alike: public showreels and self-recruit participant pages. */
function isPublicPage(path: string): boolean {
  return path.startsWith("/public/") || path.startsWith("/participate/");
}

const pageSteps = sequence(databaseOutage, landingParameters, authentication, routeRules, securityHeaders);

/**
 * Pages take the steps above. The API (src/pages/api, one Hono app) checks its own input,
 * authenticates bearer tokens and sets its own headers, so its requests skip them all: they were
 * a share of every API call's CPU and did nothing for it. Files written at build time (the
 * favicon) have no request to read.
 */
export const onRequest = defineMiddleware((context, next) =>
  context.isPrerendered || context.url.pathname === "/api" || context.url.pathname.startsWith("/api/")
    ? next()
    : pageSteps(context, next),
);
