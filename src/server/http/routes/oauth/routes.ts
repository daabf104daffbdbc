import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { dataEnvelope } from "@/lib/schemas/common";
import { errorResponses, jsonContent } from "../../openapi/responses";

/** A sign-in provider as the login page shows it: link to /api/auth/oauth/redirect/{id}. */
export const oauthProviderSchema = z
  .object({ id: z.string().meta({ example: "google" }), name: z.string().meta({ example: "Google" }) })
  .meta({ id: "OAuthProvider" });

const providerParams = z.object({ provider: z.string().meta({ description: "oidc, google or microsoft" }) });

const found = (description: string) => ({
  description,
  headers: z.object({ Location: z.string() }),
});

/** GET /api/auth/oauth/providers: the configured providers, for the login page's buttons. */
export const listProvidersRoute = createRoute({
  method: "get",
  path: "/providers",
  operationId: "listOAuthProviders",
  tags: ["Auth"],
  summary: "List third-party sign-in providers",
  responses: { 200: jsonContent(dataEnvelope(z.array(oauthProviderSchema)), "The configured providers") },
});

/** GET /api/auth/oauth/redirect/{provider}: starts a sign-in at the provider. */
export const redirectRoute = createRoute({
  method: "get",
  path: "/redirect/{provider}",
  operationId: "startOAuthSignIn",
  tags: ["Auth"],
  summary: "Start third-party sign-in",
  description:
    "Sets a short-lived flow cookie (state, PKCE verifier, nonce) and redirects to the provider. " +
    "redirect_url must be a same-site path; anything else becomes /home.",
  request: { params: providerParams, query: z.object({ redirect_url: z.string().optional() }) },
  responses: {
    302: found("To the provider; or to /auth/login?error=oauth_failed when the provider cannot be reached"),
    ...errorResponses(404),
  },
});

/** GET /api/auth/oauth/callback/{provider}: where the provider sends the browser back. */
export const callbackRoute = createRoute({
  method: "get",
  path: "/callback/{provider}",
  operationId: "finishOAuthSignIn",
  tags: ["Auth"],
  summary: "Finish third-party sign-in",
  description:
    "Checks the state against the flow cookie, exchanges the code (PKCE) and verifies the ID token. " +
    "A known user (linked identity or provider-verified email) gets the session cookie and a page that " +
    "continues to redirect_url; others are sent to /auth/login with error=oauth_no_account or oauth_failed.",
  request: {
    params: providerParams,
    query: z.object({
      code: z.string().optional(),
      state: z.string().optional(),
      iss: z.string().optional(),
      error: z.string().optional(),
    }),
  },
  responses: {
    200: {
      description: "Signed in: sets the session cookie; the page moves on to redirect_url (see the handler for why)",
      content: { "text/html": { schema: z.string() } },
    },
    302: found("Refused: to /auth/login?error=oauth_failed or ?error=oauth_no_account"),
    ...errorResponses(404),
  },
});
