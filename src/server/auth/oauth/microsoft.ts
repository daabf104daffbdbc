import { MicrosoftEntraId } from "arctic";
import { identityOf, type IdTokenClaims, remoteKeySet, verifyIdToken } from "./id-token";
import { type OAuthProvider, OAuthFlowError } from "./provider";

const AUTHORITY = "https://login.microsoftonline.com";
/** The tenant of personal Microsoft accounts. */
const CONSUMERS_TENANT_ID = "9188040d-6c67-4c5b-b112-36a304b66dad";
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The issuer check of Entra ID tokens. With a multi-tenant setting (common, organizations,
 * consumers) the issuer names the user's tenant, so it is checked against the token's own `tid`;
 * a tenant given as a GUID must be that tenant.
 */
export function checkMicrosoftIssuer(claims: IdTokenClaims, tenant: string): void {
  const tid = typeof claims.tid === "string" ? claims.tid : "";
  if (!GUID.test(tid) || claims.iss !== `${AUTHORITY}/${tid}/v2.0`) throw new OAuthFlowError("Unexpected Entra issuer");
  const key = tenant.toLowerCase();
  const wrongTenant =
    (GUID.test(tenant) && tid.toLowerCase() !== key) ||
    (key === "consumers" && tid !== CONSUMERS_TENANT_ID) ||
    (key === "organizations" && tid === CONSUMERS_TENANT_ID);
  if (wrongTenant) throw new OAuthFlowError("ID token from another Entra tenant");
}

/**
 * Entra's `email` claim is not verified by default (any tenant admin can set it: the "nOAuth"
 * problem), so it counts as verified only with the `xms_edov` optional claim (email domain owner
 * verified) or an explicit `email_verified`.
 */
export function microsoftEmailVerified(claims: IdTokenClaims): boolean {
  return [true, 1, "1", "true"].includes(claims.xms_edov as never) || claims.email_verified === true;
}

/** Microsoft Entra ID sign-in through arctic (PKCE S256) plus a nonce. */
export function microsoftProvider(
  config: { clientId: string; clientSecret: string; tenant: string },
  redirectUri: string,
): OAuthProvider {
  const entra = new MicrosoftEntraId(config.tenant, config.clientId, config.clientSecret, redirectUri);
  const keys = remoteKeySet(`${AUTHORITY}/${encodeURIComponent(config.tenant)}/discovery/v2.0/keys`);
  return {
    id: "microsoft",
    name: "Microsoft",
    async authorizationUrl({ state, codeVerifier, nonce }) {
      const url = entra.createAuthorizationURL(state, codeVerifier, ["openid", "email", "profile"]);
      url.searchParams.set("nonce", nonce);
      return url;
    },
    async identify({ code }, { codeVerifier, nonce }) {
      const tokens = await entra.validateAuthorizationCode(code, codeVerifier);
      const claims = await verifyIdToken(tokens.idToken(), { keys, audience: config.clientId, nonce });
      checkMicrosoftIssuer(claims, config.tenant);
      return identityOf(claims, microsoftEmailVerified(claims));
    },
  };
}
