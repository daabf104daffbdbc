import type { Context } from "hono";
import { DEFAULT_AFTER_SIGN_IN } from "@/server/auth/oauth/redirect-target";
import { escapeHtml } from "../../../util/text";

/** Why a third-party sign-in was refused, as the login page reads it from `?error=`. */
export type SignInRefusal = "oauth_failed" | "oauth_no_account";

// The callback URL carries the authorization code: keep it out of caches and Referer headers.
function private_(c: Context): void {
  c.header("Cache-Control", "no-store");
  c.header("Referrer-Policy", "no-referrer");
}

/** 302 to the login page with the reason, keeping where the user wanted to go for a password sign-in. */
export function refuseSignIn(c: Context, reason: SignInRefusal, redirectUrl?: string): Response {
  private_(c);
  const query = new URLSearchParams({ error: reason });
  if (redirectUrl && redirectUrl !== DEFAULT_AFTER_SIGN_IN) query.set("redirect_url", redirectUrl);
  return c.redirect(`/auth/login?${query}`, 302);
}

/**
 * The answer of a successful callback: a tiny page that moves on to `path` (a checked same-site
 * path). Not a 302: the callback is reached by a navigation the provider's site started, and
 * browsers withhold SameSite=Strict cookies from every hop of such a redirect chain, so a 302 to
 * /home would arrive without the session cookie just set and bounce to the login page. A refresh
 * started by this page is a same-site navigation, which carries the cookie.
 */
export function continueTo(c: Context, path: string): Response {
  private_(c);
  const href = escapeHtml(path);
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer">` +
      `<meta http-equiv="refresh" content="0;url=${href}"><title>Signing in…</title></head>` +
      `<body><p>Signing in… <a href="${href}">Continue</a></p></body></html>`,
    200,
  );
}
