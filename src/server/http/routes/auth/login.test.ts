import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { call, DEMO_PASSWORD, loginAs, sessionCookieOf } from "@tests/fixtures/auth-requests";

describe("POST /api/auth/login", () => {
  it("answers a bearer token and sets an httpOnly, SameSite=Strict refresh cookie", async () => {
    const response = await loginAs("admin@demo.test");
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({ access_token: expect.any(String), token_type: "Bearer", expires_in: 900 });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith("portal_session="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    expect(sessionCookieOf(response)!.length).toBeGreaterThanOrEqual(43);
  });

  it("marks the cookie Secure when the request came over https", async () => {
    const response = await call("/api/auth/login", {
      body: { email: "researcher@demo.test", password: DEMO_PASSWORD },
      base: "https://portal.example",
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().find((l) => l.startsWith("portal_session="))).toMatch(/; Secure/);
  });

  it("accepts the e-mail in any case", async () => {
    expect((await loginAs("Viewer@Demo.TEST")).status).toBe(200);
  });

  it("answers an unknown e-mail and a wrong password identically", async () => {
    const unknown = await loginAs("nobody@demo.test", "Wrong-pass-1", "198.51.100.7");
    const wrong = await loginAs("admin@demo.test", "Wrong-pass-1", "198.51.100.8");
    expect(unknown.status).toBe(422);
    expect(wrong.status).toBe(422);
    const [a, b] = [await unknown.json(), await wrong.json()];
    expect(a).toEqual(b);
    expect(a).toEqual({ message: messages.wrongCredentials, errors: { email: [messages.wrongCredentials] } });
    expect(sessionCookieOf(unknown)).toBeUndefined();
  });

  it("answers 422 with field messages for missing fields", async () => {
    const response = await call("/api/auth/login", { body: { email: "" } });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors.email).toEqual([messages.required]);
    expect(body.errors.password).toEqual([messages.required]);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const response = await call("/api/auth/login", { method: "POST", headers: { "content-type": "application/json" } });
    expect([400, 422]).toContain(response.status);
  });
});

describe("sign-in throttling", () => {
  it("blocks an address after 5 failures on an account with 429 and Retry-After, not the owner's address", async () => {
    const victimAddress = "192.0.2.50";
    expect((await loginAs("researcher@demo.test", DEMO_PASSWORD, victimAddress)).status).toBe(200);

    for (let i = 0; i < 5; i++) {
      expect((await loginAs("researcher@demo.test", `Guess-${i}!x`, "203.0.113.66")).status).toBe(422);
    }
    const blocked = await loginAs("researcher@demo.test", DEMO_PASSWORD, "203.0.113.66");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await blocked.json()) as { message: string }).message).toMatch(/Too many attempts/);

    expect((await loginAs("researcher@demo.test", DEMO_PASSWORD, victimAddress)).status).toBe(200);
  });

  it("locks strangers out of an attacked account while its owner's usual address still signs in", async () => {
    const owner = "192.0.2.77";
    expect((await loginAs("viewer@demo.test", DEMO_PASSWORD, owner)).status).toBe(200);
    // 100 failures spread over 25 addresses (4 each, under the per-pair limit).
    for (let a = 0; a < 25; a++) {
      await Promise.all(
        Array.from({ length: 4 }, (_, i) => loginAs("viewer@demo.test", `Spray-${i}!x`, `198.18.0.${a + 1}`)),
      );
    }
    const stranger = await loginAs("viewer@demo.test", DEMO_PASSWORD, "198.18.1.1");
    expect(stranger.status).toBe(429);
    expect(stranger.headers.get("retry-after")).toBeTruthy();
    expect((await loginAs("viewer@demo.test", DEMO_PASSWORD, owner)).status).toBe(200);
  }, 60_000);
});
