import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import { isTokenFresh, TOKEN_EXPIRY_MARGIN_MS } from "./session";
import { fakeSession, json, tokenAnswer } from "@tests/fixtures/session-doubles";

const refused = () => json(401, { message: messages.refreshTokenInvalid });

describe("token expiry margin", () => {
  it("counts a token as expired 10 s before its expiry", () => {
    const state = { accessToken: "t", expiresAt: 100_000, user: null, status: "signed-in" as const };
    expect(TOKEN_EXPIRY_MARGIN_MS).toBe(10_000);
    expect(isTokenFresh(state, 89_999)).toBe(true);
    expect(isTokenFresh(state, 90_000)).toBe(false);
    expect(isTokenFresh({ ...state, accessToken: null }, 0)).toBe(false);
  });

  it("refreshes when the token enters the margin, not before", async () => {
    const { session, clock, calls } = fakeSession([tokenAnswer("a", 60), tokenAnswer("b", 60)]);
    expect(await session.getAccessToken()).toBe("a");
    clock.now += 49_000;
    expect(await session.getAccessToken()).toBe("a");
    clock.now += 1_000;
    expect(await session.getAccessToken()).toBe("b");
    expect(calls).toEqual(["/api/auth/refresh_token", "/api/auth/refresh_token"]);
  });
});

describe("refresh", () => {
  it("shares one call among concurrent refreshes", async () => {
    const { session, calls } = fakeSession([tokenAnswer("shared")]);
    const tokens = await Promise.all([session.refresh(), session.getAccessToken(), session.refresh()]);
    expect(tokens).toEqual(["shared", "shared", "shared"]);
    expect(calls).toHaveLength(1);
  });

  it("passes the client to switch to", async () => {
    const { session, calls } = fakeSession([tokenAnswer("c")]);
    await session.refresh({ clientId: 7 });
    expect(calls).toEqual(["/api/auth/refresh_token?client_id=7"]);
  });

  it("on a 401 resets the session and goes to the home page", async () => {
    const { session, store, visits } = fakeSession([tokenAnswer("a"), refused]);
    await session.refresh();
    await expect(session.refresh()).rejects.toMatchObject({ status: 401, message: messages.refreshTokenInvalid });
    expect(store.get()).toMatchObject({ accessToken: null, status: "signed-out" });
    expect(visits).toEqual(["/"]);
  });

  it("ignores a 401 of the page-load refresh: signed out, no navigation", async () => {
    const { session, store, visits } = fakeSession([refused]);
    expect(await session.getAccessToken()).toBeNull();
    expect(store.get().status).toBe("signed-out");
    expect(visits).toEqual([]);
    // Signed out: no further refresh attempts.
    expect(await session.getAccessToken()).toBeNull();
  });

  it("ignores a 401 on the login, logout and register pages", async () => {
    for (const page of ["/auth/login", "/auth/logout", "/auth/register"]) {
      const { session, visits } = fakeSession([refused], page);
      await expect(session.refresh({ phase: "call" })).rejects.toMatchObject({ status: 401 });
      expect(visits).toEqual([]);
    }
  });

  it("keeps the session on other failures", async () => {
    const { session, store } = fakeSession([tokenAnswer("a"), () => json(503, {})]);
    await session.refresh();
    await expect(session.refresh()).rejects.toMatchObject({ status: 503 });
    expect(store.get().accessToken).toBe("a");
  });
});
