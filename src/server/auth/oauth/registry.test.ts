import { describe, expect, it } from "vitest";
import { parseEnv } from "@/server/env";
import { callbackUrl, oauthConfigFromEnv } from "./config";
import { buildOAuthRegistry } from "./registry";

const secrets = { state: "state-1", codeVerifier: "v".repeat(43), nonce: "nonce-1" };

describe("oauthConfigFromEnv", () => {
  it("offers nothing by default and a provider only when all of its settings are set", () => {
    expect(oauthConfigFromEnv(parseEnv({}))).toEqual({ publicUrl: "http://localhost:4321" });
    const half = oauthConfigFromEnv(
      parseEnv({ OIDC_ISSUER: "https://id.example", OIDC_CLIENT_ID: "a", GOOGLE_CLIENT_ID: "g" }),
    );
    expect(half.oidc).toBeUndefined();
    expect(half.google).toBeUndefined();
  });

  it("reads every provider and the public URL", () => {
    const config = oauthConfigFromEnv(
      parseEnv({
        PUBLIC_URL: "https://portal.example/",
        OIDC_ISSUER: "https://id.example/realms/x",
        OIDC_CLIENT_ID: "portal",
        OIDC_CLIENT_SECRET: "s",
        OIDC_NAME: "Company SSO",
        GOOGLE_CLIENT_ID: "g",
        GOOGLE_CLIENT_SECRET: "gs",
        MICROSOFT_CLIENT_ID: "m",
        MICROSOFT_CLIENT_SECRET: "ms",
      }),
    );
    expect(config).toEqual({
      publicUrl: "https://portal.example",
      oidc: { issuer: "https://id.example/realms/x", clientId: "portal", clientSecret: "s", name: "Company SSO" },
      google: { clientId: "g", clientSecret: "gs" },
      microsoft: { clientId: "m", clientSecret: "ms", tenant: "common" },
    });
    expect(callbackUrl(config.publicUrl, "google")).toBe("https://portal.example/api/auth/oauth/callback/google");
  });
});

describe("buildOAuthRegistry", () => {
  const registry = buildOAuthRegistry({
    publicUrl: "https://portal.example",
    oidc: { issuer: "https://id.example", clientId: "portal", clientSecret: "s", name: "Company SSO" },
    google: { clientId: "g-id", clientSecret: "gs" },
    microsoft: { clientId: "m-id", clientSecret: "ms", tenant: "contoso.onmicrosoft.com" },
  });

  it("holds the configured providers in login-page order", () => {
    expect([...registry.values()].map(({ id, name }) => ({ id, name }))).toEqual([
      { id: "oidc", name: "Company SSO" },
      { id: "google", name: "Google" },
      { id: "microsoft", name: "Microsoft" },
    ]);
  });

  it("sends Google users to Google with PKCE S256, the nonce and our callback", async () => {
    const url = await registry.get("google")!.authorizationUrl(secrets);
    expect(url.origin).toBe("https://accounts.google.com");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: "g-id",
      redirect_uri: "https://portal.example/api/auth/oauth/callback/google",
      state: "state-1",
      nonce: "nonce-1",
      code_challenge_method: "S256",
      scope: "openid email profile",
    });
  });

  it("sends Microsoft users to their tenant's endpoint", async () => {
    const url = await registry.get("microsoft")!.authorizationUrl(secrets);
    expect(url.toString()).toMatch(
      /^https:\/\/login\.microsoftonline\.com\/contoso\.onmicrosoft\.com\/oauth2\/v2\.0\/authorize\?/,
    );
    expect(url.searchParams.get("nonce")).toBe("nonce-1");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("redirect_uri")).toBe("https://portal.example/api/auth/oauth/callback/microsoft");
  });
});
