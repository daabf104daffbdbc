import type { Env } from "@/server/env";

/** A generic OpenID Connect provider, found through `${issuer}/.well-known/openid-configuration`. */
export interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Shown on the login page's button. */
  name: string;
}

/**
 * Everything the provider registry is built from. Explicit (not read from process.env) so tests
 * can point the registry at a provider they start themselves.
 */
export interface OAuthConfig {
  /** The portal's own base URL; redirect URIs are `${publicUrl}/api/auth/oauth/callback/{id}`. */
  publicUrl: string;
  oidc?: OidcProviderConfig;
  google?: { clientId: string; clientSecret: string };
  microsoft?: { clientId: string; clientSecret: string; tenant: string };
}

/**
 * The configuration the environment describes: a provider is offered only when its client id and
 * secret (and, for the generic one, its issuer) are all set, so a half-filled .env offers nothing
 * rather than a button that fails.
 */
export function oauthConfigFromEnv(settings: Env): OAuthConfig {
  const config: OAuthConfig = { publicUrl: settings.publicUrl };
  if (settings.OIDC_ISSUER && settings.OIDC_CLIENT_ID && settings.OIDC_CLIENT_SECRET) {
    config.oidc = {
      issuer: settings.OIDC_ISSUER,
      clientId: settings.OIDC_CLIENT_ID,
      clientSecret: settings.OIDC_CLIENT_SECRET,
      name: settings.OIDC_NAME,
    };
  }
  if (settings.GOOGLE_CLIENT_ID && settings.GOOGLE_CLIENT_SECRET) {
    config.google = { clientId: settings.GOOGLE_CLIENT_ID, clientSecret: settings.GOOGLE_CLIENT_SECRET };
  }
  if (settings.MICROSOFT_CLIENT_ID && settings.MICROSOFT_CLIENT_SECRET) {
    config.microsoft = {
      clientId: settings.MICROSOFT_CLIENT_ID,
      clientSecret: settings.MICROSOFT_CLIENT_SECRET,
      tenant: settings.MICROSOFT_TENANT,
    };
  }
  return config;
}

/** Where a provider sends the browser back to; must be registered with the provider as is. */
export function callbackUrl(publicUrl: string, providerId: string): string {
  return `${publicUrl.replace(/\/$/, "")}/api/auth/oauth/callback/${providerId}`;
}
