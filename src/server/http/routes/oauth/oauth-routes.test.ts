import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { buildOAuthRegistry } from "@/server/auth/oauth/registry";
import { FLOW_COOKIE } from "@/server/auth/oauth/flow-cookie";
import { app } from "@/server/http/app";
import { oauthTestApp, PORTAL, setCookieLine } from "@tests/fixtures/oauth-portal";

describe("the OAuth routes of the real app (no provider configured in tests)", () => {
  it("lists no providers", async () => {
    const response = await app.request("/api/auth/oauth/providers");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: [] });
  });

  it.each(["redirect", "callback"])("answers 404 JSON for an unconfigured provider at %s", async (step) => {
    for (const id of ["oidc", "google", "facebook", "__proto__"]) {
      const response = await app.request(`/api/auth/oauth/${step}/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Unknown sign-in provider." });
    }
  });

  it("is part of the OpenAPI document", async () => {
    const document = (await (await app.request("/api/openapi.json")).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/api/auth/oauth/providers",
        "/api/auth/oauth/redirect/{provider}",
        "/api/auth/oauth/callback/{provider}",
      ]),
    );
  });
});

describe("a configured provider that cannot be reached", () => {
  it("sends the browser back to the login page instead of failing with 500", async () => {
    // A port that was free a moment ago: discovery gets "connection refused".
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const portal = oauthTestApp(
      buildOAuthRegistry({
        publicUrl: PORTAL,
        oidc: { issuer: `http://127.0.0.1:${port}`, clientId: "x", clientSecret: "y", name: "Down" },
      }),
    );
    const response = await portal.request(`${PORTAL}/api/auth/oauth/redirect/oidc?redirect_url=/studies`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/auth/login?error=oauth_failed&redirect_url=%2Fstudies");
    expect(setCookieLine(response, FLOW_COOKIE)).toBeUndefined();
  });
});
