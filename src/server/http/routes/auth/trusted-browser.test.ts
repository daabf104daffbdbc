import { describe, expect, it } from "vitest";
import { call, DEMO_PASSWORD, loginAs } from "@tests/fixtures/auth-requests";

/** The portal_device value a sign-in answer sets, with the cookie's attributes. */
function deviceCookieOf(response: Response): { value: string; line: string } {
  const line = response.headers.getSetCookie().find((l) => l.startsWith("portal_device="))!;
  return { value: /^portal_device=([^;]*)/.exec(line)![1]!, line };
}

const loginFromBrowser = (email: string, password: string, address: string, device?: string) =>
  call("/api/auth/login", {
    body: { email, password },
    address,
    headers: device ? { cookie: `portal_device=${device}` } : {},
  });

describe("sign-in from a browser that signed in before (device cookie)", () => {
  it("gets through while 1,000 failed sign-ins come from the same address", async () => {
    const shared = "198.51.100.200";
    const first = await loginAs("researcher@demo.test", DEMO_PASSWORD, shared);
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first);
    expect(device.line).toMatch(/HttpOnly/);
    expect(device.line).toMatch(/SameSite=Strict/);
    expect(device.line).toMatch(/Path=\/api\/auth/);

    const targets = ["researcher@demo.test", "admin@demo.test", "viewer@demo.test", "nobody@demo.test"];
    const statuses = new Map<number, number>();
    for (let batch = 0; batch < 100; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => loginAs(targets[(batch + i) % 4]!, `Guess-${batch}-${i}!x`, shared)),
      );
      for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
    // The attacker is slowed down: most of the 1,000 were refused before any password check.
    expect(statuses.get(429)).toBeGreaterThan(900);
    expect([...statuses.keys()].every((status) => status === 422 || status === 429)).toBe(true);

    // Strangers at that address (no device cookie) wait; the researcher's browser gets in.
    expect((await loginAs("admin@demo.test", DEMO_PASSWORD, shared)).status).toBe(429);
    const again = await loginFromBrowser("researcher@demo.test", DEMO_PASSWORD, shared, device.value);
    expect(again.status).toBe(200);
  }, 120_000);

  it("is worth nothing for another account or when forged", async () => {
    const address = "198.51.100.201";
    const device = deviceCookieOf(await loginAs("viewer@demo.test", DEMO_PASSWORD, address)).value;
    for (let i = 0; i < 30; i++) await loginAs(`stranger-${i}@demo.test`, "Wrong-pass-1", address);
    expect((await loginFromBrowser("admin@demo.test", DEMO_PASSWORD, address, device)).status).toBe(429);
    const forged = `${device.split(".")[0]}.${"A".repeat(43)}`;
    expect((await loginFromBrowser("viewer@demo.test", DEMO_PASSWORD, address, forged)).status).toBe(429);
    expect((await loginFromBrowser("viewer@demo.test", DEMO_PASSWORD, address, device)).status).toBe(200);
  }, 60_000);

  it("has a failure budget of its own, so a stolen cookie cannot guess on", async () => {
    const address = "198.51.100.202";
    const device = deviceCookieOf(await loginAs("consultant@demo.test", DEMO_PASSWORD, address)).value;
    for (let i = 0; i < 10; i++) {
      expect((await loginFromBrowser("consultant@demo.test", `Guess-${i}!x`, address, device)).status).toBe(422);
    }
    const blocked = await loginFromBrowser("consultant@demo.test", DEMO_PASSWORD, address, device);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Its failures did not use up the address: another person there still signs in.
    expect((await loginAs("producer@demo.test", DEMO_PASSWORD, address)).status).toBe(200);
  }, 60_000);

  it("is also given by registering, so the new account's browser is trusted from the start", async () => {
    const address = "198.51.100.203";
    const password = "Fresh-pass-1!";
    const registered = await call("/api/auth/register/self", {
      body: {
        email: "fresh@example.test",
        name: "Fre",
        surname: "Sh",
        password,
        password_confirmation: password,
        terms: true,
      },
      address,
    });
    expect(registered.status).toBe(200);
    const device = deviceCookieOf(registered).value;
    for (let i = 0; i < 30; i++) await loginAs(`stranger-${i}@demo.test`, "Wrong-pass-1", address);
    expect((await loginFromBrowser("fresh@example.test", password, address, device)).status).toBe(200);
  }, 60_000);
});
