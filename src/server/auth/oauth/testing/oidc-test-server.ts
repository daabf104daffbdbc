import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider from "oidc-provider";

/** A person the test provider knows: the account id is also the `sub`. */
export interface TestAccount {
  email: string;
  emailVerified: boolean;
}

/** A running provider and the client registered at it. */
export interface OidcTestServer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** People who can sign in, by account id (sub); tests may add some. */
  accounts: Map<string, TestAccount>;
  close(): Promise<void>;
}

/**
 * Starts a real OpenID Connect provider (oidc-provider, development interactions) on a free
 * loopback port, with one confidential client whose redirect URI is `redirectUri`. Plain http is
 * accepted for loopback; the provider signs ID tokens with a fresh RS256 key of its own.
 */
export async function startOidcTestServer(redirectUri: string): Promise<OidcTestServer> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const clientId = "portal-test";
  const clientSecret = randomBytes(24).toString("base64url");
  const accounts = new Map<string, TestAccount>();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: "test-key", alg: "RS256", use: "sig" }] },
    cookies: { keys: [randomBytes(16).toString("hex")] },
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    // The portal always sends PKCE; requiring it proves the verifier travels through the cookie.
    pkce: { required: () => true },
    // Explicit lifetimes keep the provider from printing a notice per artifact kind.
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: unknown, id: string) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({ sub: id, email: account.email, email_verified: account.emailVerified }),
      };
    },
  });
  server.on("request", provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
