import { oauthRegistry, type OAuthRegistry } from "@/server/auth/oauth/registry";
import { createRouter } from "../../create-router";
import { callbackHandler } from "./callback-handler";
import { redirectHandler } from "./redirect-handler";
import { callbackRoute, listProvidersRoute, redirectRoute } from "./routes";

/**
 * The third-party sign-in routes over a registry. `registry` is a function so the production
 * router reads the environment at the first request, not at import.
 */
export function createOAuthRouter(registry: () => OAuthRegistry = oauthRegistry) {
  return createRouter()
    .openapi(listProvidersRoute, (c) =>
      c.json({ data: [...registry().values()].map(({ id, name }) => ({ id, name })) }, 200),
    )
    .openapi(redirectRoute, redirectHandler(registry))
    .openapi(callbackRoute, callbackHandler(registry));
}

/** /api/auth/oauth, mounted by app.ts, with the providers the environment configures. */
export const oauthRouter = createOAuthRouter();
