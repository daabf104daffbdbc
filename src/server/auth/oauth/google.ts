import { Google } from "arctic";
import { identityOf, remoteKeySet, verifyIdToken } from "./id-token";
import type { OAuthProvider } from "./provider";

const JWKS_URI = "https://www.googleapis.com/oauth2/v3/certs";
// Google documents both forms of its issuer.
const ISSUERS = ["https://accounts.google.com", "accounts.google.com"];

/** Google sign-in: arctic's client (PKCE S256) plus a nonce; the ID token is verified against Google's keys. */
export function googleProvider(config: { clientId: string; clientSecret: string }, redirectUri: string): OAuthProvider {
  const google = new Google(config.clientId, config.clientSecret, redirectUri);
  const keys = remoteKeySet(JWKS_URI);
  return {
    id: "google",
    name: "Google",
    async authorizationUrl({ state, codeVerifier, nonce }) {
      const url = google.createAuthorizationURL(state, codeVerifier, ["openid", "email", "profile"]);
      url.searchParams.set("nonce", nonce);
      return url;
    },
    async identify({ code }, { codeVerifier, nonce }) {
      const tokens = await google.validateAuthorizationCode(code, codeVerifier);
      const claims = await verifyIdToken(tokens.idToken(), { keys, issuer: ISSUERS, audience: config.clientId, nonce });
      return identityOf(claims, claims.email_verified === true);
    },
  };
}
