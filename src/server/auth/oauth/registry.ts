import { env } from "@/server/env";
import { callbackUrl, type OAuthConfig, oauthConfigFromEnv } from "./config";
import { genericOidcProvider } from "./generic-oidc";
import { googleProvider } from "./google";
import { microsoftProvider } from "./microsoft";
import type { OAuthProvider } from "./provider";

/** The configured providers by id, in the order the login page shows them. */
export type OAuthRegistry = ReadonlyMap<string, OAuthProvider>;

/** Builds the providers a configuration names; nothing is fetched until a sign-in starts. */
export function buildOAuthRegistry(config: OAuthConfig): OAuthRegistry {
  const providers: OAuthProvider[] = [];
  if (config.oidc) providers.push(genericOidcProvider(config.oidc, callbackUrl(config.publicUrl, "oidc")));
  if (config.google) providers.push(googleProvider(config.google, callbackUrl(config.publicUrl, "google")));
  if (config.microsoft) {
    providers.push(microsoftProvider(config.microsoft, callbackUrl(config.publicUrl, "microsoft")));
  }
  return new Map(providers.map((provider) => [provider.id, provider]));
}

let cached: OAuthRegistry | undefined;

/** The production registry, from the validated environment (built once: it caches discovery and keys). */
export function oauthRegistry(): OAuthRegistry {
  cached ??= buildOAuthRegistry(oauthConfigFromEnv(env()));
  return cached;
}
