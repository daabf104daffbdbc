import { CodeChallengeMethod, OAuth2Client } from "arctic";
import type { OidcProviderConfig } from "./config";
import { cachedDiscovery } from "./discovery";
import { type IdTokenClaims, identityOf, verifyIdToken } from "./id-token";
import { type OAuthProvider, OAuthFlowError } from "./provider";

const SCOPES = ["openid", "email", "profile"];

/**
 * Any OpenID Connect provider (Keycloak, Okta, Auth0, Entra with a fixed tenant, …), configured by
 * its issuer alone: endpoints and keys come from discovery. Authorization code flow with PKCE
 * (S256), a nonce, and the client secret sent by HTTP Basic (client_secret_basic).
 */
export function genericOidcProvider(config: OidcProviderConfig, redirectUri: string): OAuthProvider {
  const client = new OAuth2Client(config.clientId, config.clientSecret, redirectUri);
  const discovered = cachedDiscovery(config.issuer);
  return {
    id: "oidc",
    name: config.name,
    async authorizationUrl({ state, codeVerifier, nonce }) {
      const { authorization_endpoint } = await discovered();
      const url = client.createAuthorizationURLWithPKCE(
        authorization_endpoint,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        SCOPES,
      );
      url.searchParams.set("nonce", nonce);
      return url;
    },
    async identify({ code, iss }, { codeVerifier, nonce }) {
      const provider = await discovered();
      // RFC 9207: a response that names another issuer came from a different provider (mix-up attack).
      if (iss !== undefined && iss !== provider.issuer)
        throw new OAuthFlowError("Authorization response from another issuer");
      const tokens = await client.validateAuthorizationCode(provider.token_endpoint, code, codeVerifier);
      let claims = await verifyIdToken(tokens.idToken(), {
        keys: provider.keys,
        issuer: provider.issuer,
        audience: config.clientId,
        nonce,
      });
      // Many providers put scope claims (email) only in UserInfo when an access token is issued.
      if (typeof claims.email !== "string" && provider.userinfo_endpoint) {
        claims = { ...claims, ...(await userInfo(provider.userinfo_endpoint, tokens.accessToken(), claims.sub)) };
      }
      return identityOf(claims, claims.email_verified === true);
    },
  };
}

/** The UserInfo claims; their `sub` must be the ID token's (OIDC Core 5.3.2) or they are someone else's. */
async function userInfo(endpoint: string, accessToken: string, subject: string): Promise<Partial<IdTokenClaims>> {
  const response = await fetch(endpoint, {
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new OAuthFlowError(`UserInfo answered ${response.status}`);
  const claims = (await response.json()) as { sub?: unknown; email?: unknown; email_verified?: unknown };
  if (claims.sub !== subject) throw new OAuthFlowError("UserInfo subject differs from the ID token's");
  return { email: claims.email, email_verified: claims.email_verified };
}
