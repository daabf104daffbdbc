import { z } from "zod";
import { type KeySet, remoteKeySet } from "./id-token";
import { OAuthFlowError } from "./provider";

const documentSchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  userinfo_endpoint: z.url().optional(),
});

/** What the portal uses of a provider's discovery document, plus its key set. */
export type Discovered = z.infer<typeof documentSchema> & { keys: KeySet };

const trimSlash = (value: string) => value.replace(/\/+$/, "");

/**
 * Reads `${issuer}/.well-known/openid-configuration`. The document must name the configured
 * issuer (OIDC Discovery 4.3), else a compromised or mistyped document could make us trust
 * another issuer's tokens.
 */
export async function discover(issuer: string): Promise<Discovered> {
  const response = await fetch(`${trimSlash(issuer)}/.well-known/openid-configuration`, {
    headers: { accept: "application/json" },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new OAuthFlowError(`OIDC discovery answered ${response.status}`);
  const document = documentSchema.parse(await response.json());
  if (trimSlash(document.issuer) !== trimSlash(issuer)) {
    throw new OAuthFlowError(`OIDC discovery names issuer ${document.issuer}, expected ${issuer}`);
  }
  return { ...document, keys: remoteKeySet(document.jwks_uri) };
}

/**
 * Discovery done once per process and shared; a failure is not cached, so a provider that was
 * down at the first sign-in is retried at the next.
 */
export function cachedDiscovery(issuer: string): () => Promise<Discovered> {
  let pending: Promise<Discovered> | undefined;
  return () => {
    pending ??= discover(issuer).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
