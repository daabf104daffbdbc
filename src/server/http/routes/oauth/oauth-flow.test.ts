import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callbackUrl } from "@/server/auth/oauth/config";
import { FLOW_COOKIE } from "@/server/auth/oauth/flow-cookie";
import { buildOAuthRegistry } from "@/server/auth/oauth/registry";
import { type OidcTestServer, startOidcTestServer } from "@/../tests/fixtures/oidc/oidc-test-server";
import { ProviderBrowser } from "@/../tests/fixtures/oidc/provider-browser";
import { rotateSession } from "@/server/auth/refresh-session";
import { DEVICE_COOKIE } from "@/server/auth/device-cookie";
import { SESSION_COOKIE } from "@/server/auth/session-cookie";
import { db } from "@/server/db/client";
import { oauthAccounts } from "@/server/db/schema";
import { userByEmail } from "@tests/fixtures/contexts";
import { cookiePair, oauthTestApp, PORTAL, setCookieLine } from "@tests/fixtures/oauth-portal";

let provider: OidcTestServer;
let portal: ReturnType<typeof oauthTestApp>;
const callbackPrefix = callbackUrl(PORTAL, "oidc");

beforeAll(async () => {
  provider = await startOidcTestServer(callbackPrefix);
  // The address differs in case from the seeded one: matching is case-insensitive.
  provider.accounts.set("sub-admin", { email: "Admin@Demo.test", emailVerified: true });
  provider.accounts.set("sub-unverified", { email: "researcher@demo.test", emailVerified: false });
  provider.accounts.set("sub-stranger", { email: "stranger@example.test", emailVerified: true });
  const { issuer, clientId, clientSecret } = provider;
  portal = oauthTestApp(
    buildOAuthRegistry({ publicUrl: PORTAL, oidc: { issuer, clientId, clientSecret, name: "Test SSO" } }),
  );
});

afterAll(() => provider.close());

const request = (path: string, cookie?: string) =>
  portal.request(`${PORTAL}${path}`, { headers: cookie ? { cookie, "user-agent": "vitest" } : {} });

/** Redirect → provider (login, consent) → the callback URL; returns it with the flow cookie. */
async function signInAtProvider(login: string, options: { redirectUrl?: string; deny?: boolean } = {}) {
  const query = options.redirectUrl ? `?redirect_url=${encodeURIComponent(options.redirectUrl)}` : "";
  const started = await request(`/api/auth/oauth/redirect/oidc${query}`);
  expect(started.status).toBe(302);
  const flowCookie = cookiePair(setCookieLine(started, FLOW_COOKIE));
  const callback = await new ProviderBrowser(callbackPrefix).signIn(started.headers.get("location")!, login, options);
  return { started, flowCookie, callback };
}

const finish = (callback: URL, cookie?: string) => request(`${callback.pathname}${callback.search}`, cookie);

describe("GET /api/auth/oauth/providers", () => {
  it("lists the configured providers for the login page", async () => {
    const response = await request("/api/auth/oauth/providers");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: [{ id: "oidc", name: "Test SSO" }] });
  });
});

describe("OIDC sign-in against a real provider", () => {
  it("redirects with state, PKCE S256 and a nonce, keeping them in a Lax httpOnly cookie", async () => {
    const response = await request("/api/auth/oauth/redirect/oidc?redirect_url=/studies");
    const location = new URL(response.headers.get("location")!);
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get("client_id")).toBe(provider.clientId);
    expect(location.searchParams.get("redirect_uri")).toBe(callbackPrefix);
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    for (const name of ["state", "code_challenge", "nonce"]) expect(location.searchParams.get(name)).toBeTruthy();
    expect(location.searchParams.get("scope")).toContain("openid");
    const cookie = setCookieLine(response, FLOW_COOKIE)!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/auth\/oauth\/callback\//);
    expect(cookie).not.toContain(location.searchParams.get("code_challenge")!);
  });

  it("signs a known user in by verified email, links the identity and sets a working session", async () => {
    const admin = await userByEmail("admin@demo.test");
    const { flowCookie, callback } = await signInAtProvider("sub-admin", { redirectUrl: "/studies?tab=all" });
    expect(callback.searchParams.get("iss")).toBe(provider.issuer);
    const response = await finish(callback, flowCookie);

    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toContain('content="0;url=/studies?tab=all"');
    const session = setCookieLine(response, SESSION_COOKIE)!;
    // The browser is one the person signed in from, like after a password sign-in.
    expect(setCookieLine(response, DEVICE_COOKIE)).toMatch(/Path=\/api\/auth/);
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Strict/i);
    expect(session).toMatch(/Path=\//);
    expect(setCookieLine(response, FLOW_COOKIE)).toMatch(/Max-Age=0/);

    const rotated = await rotateSession(db(), decodeURIComponent(cookiePair(session).split("=")[1]!));
    expect(rotated).toMatchObject({ ok: true, owner: { userId: admin.id, clientId: admin.defaultClientId } });
    const links = await db()
      .select()
      .from(oauthAccounts)
      .where(and(eq(oauthAccounts.provider, "oidc"), eq(oauthAccounts.subject, "sub-admin")));
    expect(links).toMatchObject([{ userId: admin.id, email: "admin@demo.test" }]);
  });

  it("finds a linked identity by subject even after the email changed at the provider", async () => {
    provider.accounts.set("sub-admin", { email: "anna.berg@elsewhere.test", emailVerified: false });
    try {
      const { flowCookie, callback } = await signInAtProvider("sub-admin");
      const response = await finish(callback, flowCookie);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('content="0;url=/home"');
      expect(setCookieLine(response, SESSION_COOKIE)).toBeTruthy();
    } finally {
      provider.accounts.set("sub-admin", { email: "Admin@Demo.test", emailVerified: true });
    }
  });

  it("refuses a tampered state", async () => {
    const { flowCookie, callback } = await signInAtProvider("sub-admin", { redirectUrl: "/studies" });
    callback.searchParams.set("state", `${callback.searchParams.get("state")}x`);
    const response = await finish(callback, flowCookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth/login?error=oauth_failed&redirect_url=%2Fstudies");
    expect(setCookieLine(response, SESSION_COOKIE)).toBeUndefined();
  });

  it("refuses a callback without the flow cookie (no PKCE verifier)", async () => {
    const { callback } = await signInAtProvider("sub-admin");
    const response = await finish(callback);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth/login?error=oauth_failed");
    expect(setCookieLine(response, SESSION_COOKIE)).toBeUndefined();
  });

  it("refuses a forged flow cookie", async () => {
    const { flowCookie, callback } = await signInAtProvider("sub-admin");
    const [name, value] = flowCookie.split("=") as [string, string];
    const forged = `${name}=${decodeURIComponent(value).replace(/\.[^.]+$/, ".AAAA")}`;
    const response = await finish(callback, forged);
    expect(response.headers.get("location")).toBe("/auth/login?error=oauth_failed");
  });

  it("refuses a replayed code (the exchange fails at the provider)", async () => {
    const { flowCookie, callback } = await signInAtProvider("sub-admin");
    expect((await finish(callback, flowCookie)).status).toBe(200);
    const replay = await finish(callback, flowCookie);
    expect(replay.status).toBe(302);
    expect(replay.headers.get("location")).toBe("/auth/login?error=oauth_failed");
  });

  it("refuses a person without an account, and creates none", async () => {
    const { flowCookie, callback } = await signInAtProvider("sub-stranger");
    const response = await finish(callback, flowCookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth/login?error=oauth_no_account");
    expect(setCookieLine(response, SESSION_COOKIE)).toBeUndefined();
    const links = await db().select().from(oauthAccounts).where(eq(oauthAccounts.subject, "sub-stranger"));
    expect(links).toEqual([]);
  });

  it("does not link by an email the provider has not verified", async () => {
    const { flowCookie, callback } = await signInAtProvider("sub-unverified");
    const response = await finish(callback, flowCookie);
    expect(response.headers.get("location")).toBe("/auth/login?error=oauth_no_account");
  });

  it("sends a user who declines at the provider back with oauth_failed", async () => {
    const { flowCookie, callback } = await signInAtProvider("sub-admin", { deny: true });
    expect(callback.searchParams.get("error")).toBe("access_denied");
    const response = await finish(callback, flowCookie);
    expect(response.headers.get("location")).toBe("/auth/login?error=oauth_failed");
  });

  it("lands on /home instead of an off-site redirect_url", async () => {
    for (const target of ["//evil.example/x", "/\\evil.example", "https://evil.example/"]) {
      const { flowCookie, callback } = await signInAtProvider("sub-admin", { redirectUrl: target });
      const response = await finish(callback, flowCookie);
      expect(await response.text()).toContain('content="0;url=/home"');
    }
  });
});
