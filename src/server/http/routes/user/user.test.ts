import { SignJWT, UnsecuredJWT } from "jose";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { CurrentUser, SessionClient } from "@/lib/schemas/auth";
import { jwtKey } from "@/server/auth/secrets";
import { db } from "@/server/db/client";
import { clients, memberships } from "@/server/db/schema";
import { app } from "@/server/http/app";
import { authHeaders, userByEmail } from "@tests/fixtures/contexts";

const getUser = (headers: Record<string, string>, query = "") => app.request(`/api/user${query}`, { headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function claimsToken(overrides: { aud?: string; exp?: number; key?: Uint8Array } = {}) {
  const admin = await userByEmail("admin@demo.test");
  return new SignJWT({ cid: admin.defaultClientId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(admin.id))
    .setIssuer("research-portal")
    .setAudience(overrides.aud ?? "research-portal-api")
    .setIssuedAt()
    .setExpirationTime(overrides.exp ?? Math.floor(Date.now() / 1000) + 60)
    .sign(overrides.key ?? jwtKey());
}

describe("GET /api/user", () => {
  it("answers the current user with permissions, role and client", async () => {
    const response = await getUser(await authHeaders("admin@demo.test"));
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: CurrentUser };
    expect(data).toMatchObject({ email: "admin@demo.test", name: "Anna", status: "Active", role: { name: "Admin" } });
    expect(data.permissions).toContain("INVITE_NEW_USERS");
    expect(data.client.name).toBe("Northwind Foods");
  });

  it("answers 401 without a token and for forged, unsigned, expired or wrong-audience tokens", async () => {
    expect((await getUser({})).status).toBe(401);
    const admin = await userByEmail("admin@demo.test");
    const none = new UnsecuredJWT({ cid: admin.defaultClientId })
      .setSubject(String(admin.id))
      .setIssuer("research-portal")
      .setAudience("research-portal-api")
      .setExpirationTime("5m")
      .encode();
    expect((await getUser(bearer(none))).status).toBe(401);
    expect((await getUser(bearer(await claimsToken({ key: new TextEncoder().encode("x".repeat(32)) })))).status).toBe(
      401,
    );
    expect((await getUser(bearer(await claimsToken({ exp: Math.floor(Date.now() / 1000) - 5 })))).status).toBe(401);
    expect((await getUser(bearer(await claimsToken({ aud: "another-api" })))).status).toBe(401);
    expect((await getUser(bearer(await claimsToken()))).status).toBe(200);
  });

  it("stops taking a token accepted before once it expires, and never takes an altered copy of it", async () => {
    const token = await claimsToken({ exp: Math.floor(Date.now() / 1000) + 2 });
    expect((await getUser(bearer(token))).status).toBe(200);
    const [header, payload] = token.split(".");
    expect((await getUser(bearer(`${header}.${payload}.${"A".repeat(43)}`))).status).toBe(401);
    vi.useFakeTimers({ now: Date.now() + 3_000, toFake: ["Date"] });
    try {
      expect((await getUser(bearer(token))).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers 403 for a user without access to any client", async () => {
    const viewer = await userByEmail("viewer@demo.test");
    const headers = await authHeaders("viewer@demo.test");
    await db().update(memberships).set({ status: "PENDING" }).where(eq(memberships.userId, viewer.id));
    expect((await getUser(headers)).status).toBe(403);
    await db().update(memberships).set({ status: "ACTIVE" }).where(eq(memberships.userId, viewer.id));
  });

  it("answers 422 for a malformed client_id", async () => {
    expect((await getUser(await authHeaders("admin@demo.test"), "?client_id=x")).status).toBe(422);
  });
});

describe("GET /api/user/clients", () => {
  const list = async (email: string, query = "") => {
    const response = await app.request(`/api/user/clients${query}`, { headers: await authHeaders(email) });
    return { response, data: ((await response.json()) as { data: SessionClient[] }).data };
  };

  it("lists a consultant's clients with the requested one first and sets the client_id cookie", async () => {
    const consultant = await userByEmail("consultant@demo.test");
    const other = (await db().select().from(memberships).where(eq(memberships.userId, consultant.id))).find(
      (m) => m.clientId !== consultant.defaultClientId,
    )!.clientId;
    const { response, data } = await list("consultant@demo.test", `?client_id=${other}`);
    expect(response.status).toBe(200);
    expect(data.map((c) => c.id)[0]).toBe(other);
    expect(data).toHaveLength(2);
    const cookie = response.headers.getSetCookie().find((l) => l.startsWith("client_id="))!;
    expect(cookie).toMatch(`client_id=${other}`);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/);
  });

  it("gives staff every client and others only their own, without a cookie for a foreign client", async () => {
    const all = await db().select().from(clients);
    expect((await list("producer@demo.test")).data).toHaveLength(all.length);
    const admin = await userByEmail("admin@demo.test");
    const foreign = all.find((c) => c.id !== admin.defaultClientId)!.id;
    const { response, data } = await list("admin@demo.test", `?client_id=${foreign}`);
    expect(data.map((c) => c.id)).toEqual([admin.defaultClientId]);
    expect(response.headers.getSetCookie().some((l) => l.startsWith("client_id="))).toBe(false);
  });

  it("answers 401 without a token and 422 for a malformed client_id", async () => {
    expect((await app.request("/api/user/clients")).status).toBe(401);
    expect((await list("admin@demo.test", "?client_id=-1")).response.status).toBe(422);
  });
});
