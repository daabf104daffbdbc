import { timingSafeEqual } from "node:crypto";
import type { RouteHandler } from "@hono/zod-openapi";
import { findOAuthUser } from "@/server/auth/oauth/account-link";
import { clearFlowCookie, readFlowCookie } from "@/server/auth/oauth/flow-cookie";
import type { OAuthIdentity } from "@/server/auth/oauth/provider";
import { safeRedirectPath } from "@/server/auth/oauth/redirect-target";
import type { OAuthRegistry } from "@/server/auth/oauth/registry";
import { db } from "@/server/db/client";
import { NotFoundError } from "@/server/errors";
import { signIn } from "@/server/services/auth/sign-in";
import type { AppEnv } from "../../app-env";
import { requestMeta, setDeviceCookie, setSessionCookie } from "../auth/cookies";
import { UNKNOWN_PROVIDER } from "./redirect-handler";
import { continueTo, refuseSignIn } from "./respond";
import type { callbackRoute } from "./routes";

const sameState = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Finishes a sign-in. The flow cookie is spent whatever happens; the provider's error (the user
 * declined), a missing or foreign cookie and a state mismatch (CSRF, a replayed or stale link) all
 * end at oauth_failed before anything is sent to the provider. Known users get a session.
 */
export const callbackHandler =
  (registry: () => OAuthRegistry): RouteHandler<typeof callbackRoute, AppEnv> =>
  async (c) => {
    const provider = registry().get(c.req.valid("param").provider);
    if (!provider) throw new NotFoundError(UNKNOWN_PROVIDER);
    const { code, state, iss, error } = c.req.valid("query");
    const flow = await readFlowCookie(c);
    clearFlowCookie(c);
    const log = c.var.logger.child({ provider: provider.id });
    if (error || !code || !state || !flow || flow.provider !== provider.id || !sameState(state, flow.state)) {
      log.info({ providerError: error, cookie: Boolean(flow) }, "oauth callback refused");
      return refuseSignIn(c, "oauth_failed", flow?.redirectUrl);
    }

    let identity: OAuthIdentity;
    try {
      identity = await provider.identify({ code, iss }, flow);
    } catch (failure) {
      log.warn({ err: failure }, "oauth code exchange or ID token check failed");
      return refuseSignIn(c, "oauth_failed", flow.redirectUrl);
    }
    const user = await findOAuthUser(db(), provider.id, identity);
    if (!user) return refuseSignIn(c, "oauth_no_account", flow.redirectUrl);

    // The same session start and cookie as a password sign-in (client choice, last login, Secure).
    const { refreshToken, deviceCookie } = await signIn(db(), user.id, requestMeta(c), user.defaultClientId);
    setSessionCookie(c, refreshToken);
    setDeviceCookie(c, deviceCookie);
    return continueTo(c, safeRedirectPath(flow.redirectUrl));
  };
