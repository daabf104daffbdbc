import type { RouteHandler } from "@hono/zod-openapi";
import { generateCodeVerifier, generateState } from "arctic";
import { writeFlowCookie } from "@/server/auth/oauth/flow-cookie";
import { safeRedirectPath } from "@/server/auth/oauth/redirect-target";
import type { OAuthRegistry } from "@/server/auth/oauth/registry";
import { NotFoundError } from "@/server/errors";
import type { AppEnv } from "../../app-env";
import { refuseSignIn } from "./respond";
import type { redirectRoute } from "./routes";

/** Message of the 404 for a provider that is unknown or not configured. */
export const UNKNOWN_PROVIDER = "Unknown sign-in provider.";

/**
 * Starts a sign-in: fresh state, PKCE verifier and nonce go into the flow cookie and (state,
 * challenge, nonce) to the provider. The redirect_url is checked here and once more at the callback.
 */
export const redirectHandler =
  (registry: () => OAuthRegistry): RouteHandler<typeof redirectRoute, AppEnv> =>
  async (c) => {
    const provider = registry().get(c.req.valid("param").provider);
    if (!provider) throw new NotFoundError(UNKNOWN_PROVIDER);
    const redirectUrl = safeRedirectPath(c.req.valid("query").redirect_url);
    const secrets = { state: generateState(), codeVerifier: generateCodeVerifier(), nonce: generateState() };
    let target: URL;
    try {
      target = await provider.authorizationUrl(secrets);
    } catch (error) {
      // Discovery failed (provider down, misconfigured issuer): the login page says so, no 500.
      c.var.logger.warn({ err: error, provider: provider.id }, "oauth provider unavailable");
      return refuseSignIn(c, "oauth_failed", redirectUrl);
    }
    await writeFlowCookie(c, { provider: provider.id, ...secrets, redirectUrl });
    c.header("Cache-Control", "no-store");
    return c.redirect(target.toString(), 302);
  };
