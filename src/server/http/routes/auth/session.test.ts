import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { hashToken } from "@/server/auth/tokens";
import { db } from "@/server/db/client";
import { refreshTokens } from "@/server/db/schema";
import { userByEmail } from "@tests/fixtures/contexts";
import { call, loginAs, sessionCookieOf, withSession } from "@tests/fixtures/auth-requests";

async function signedIn(email = "admin@demo.test") {
  return sessionCookieOf(await loginAs(email))!;
}
const refresh = (token: string, query = "", headers: Record<string, string> = {}) =>
  call(`/api/auth/refresh_token${query}`, { headers: { ...withSession(token), ...headers } });
const backdateRotation = (token: string) =>
  db()
    .update(refreshTokens)
    .set({ rotatedAt: new Date(Date.now() - 60_000) })
    .where(eq(refreshTokens.tokenHash, hashToken(token)));

describe("GET /api/auth/refresh_token", () => {
  it("rotates the cookie and answers a new access token", async () => {
    const first = await signedIn();
    const response = await refresh(first);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ token_type: "Bearer", access_token: expect.any(String) });
    const second = sessionCookieOf(response)!;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect((await refresh(second)).status).toBe(200);
  });

  it("refuses the old cookie after the grace and revokes the family on reuse", async () => {
    const first = await signedIn();
    const second = sessionCookieOf(await refresh(first))!;
    await backdateRotation(first);
    const replay = await refresh(first);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ message: messages.refreshTokenInvalid });
    expect(sessionCookieOf(replay)).toBe("");
    // The family is gone: the legitimate newer token is revoked too.
    expect((await refresh(second)).status).toBe(401);
  });

  it("answers every exchange of one cookie inside the grace with the same successor: one chain, no fork", async () => {
    const first = await signedIn();
    const [{ familyId }] = (await db()
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(first)))) as [{ familyId: string }];
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(first)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const successors = new Set(answers.map((answer) => sessionCookieOf(answer)));
    expect(successors.size).toBe(1);
    const [successor] = [...successors] as [string];
    expect(successor).not.toBe(first);
    // One live token in the family: the successor (the first cookie is rotated, nothing else was stored).
    const family = await db().select().from(refreshTokens).where(eq(refreshTokens.familyId, familyId));
    expect(family.filter((row) => !row.rotatedAt).map((row) => row.tokenHash)).toEqual([hashToken(successor)]);
    expect(family).toHaveLength(2);
    // Once more, one after the other: still that successor.
    expect(sessionCookieOf(await refresh(first))).toBe(successor);
    // The chain goes on from the successor; the first cookie after its grace revokes all of it.
    const third = sessionCookieOf(await refresh(successor))!;
    await backdateRotation(first);
    expect((await refresh(first)).status).toBe(401);
    expect((await refresh(third)).status).toBe(401);
  });

  it("answers 401 without a cookie or with an unknown one", async () => {
    expect((await call("/api/auth/refresh_token")).status).toBe(401);
    expect((await refresh("not-a-token")).status).toBe(401);
  });

  it("answers 403 to a cross-site Origin and to Sec-Fetch-Site: cross-site", async () => {
    const token = await signedIn();
    expect((await refresh(token, "", { origin: "https://evil.example" })).status).toBe(403);
    const fetchSite = await call("/api/auth/refresh_token", {
      headers: { cookie: `portal_session=${token}`, "sec-fetch-site": "cross-site" },
    });
    expect(fetchSite.status).toBe(403);
    expect((await refresh(token)).status).toBe(200); // nothing was rotated by the refused calls
  });

  it("switches the session's client when the user may use it, and ignores a foreign one", async () => {
    const consultant = await userByEmail("consultant@demo.test");
    const token = await signedIn("consultant@demo.test");
    const [other] = await db()
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)));
    const memberships = await db().query.memberships.findMany({ where: (m, { eq: e }) => e(m.userId, consultant.id) });
    const target = memberships.find((m) => m.clientId !== other!.clientId)!.clientId;
    const switched = await refresh(token, `?client_id=${target}`);
    expect(switched.status).toBe(200);
    const next = sessionCookieOf(switched)!;
    const [row] = await db()
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(next)));
    expect(row!.clientId).toBe(target);

    const adminUser = await userByEmail("admin@demo.test");
    const foreign = memberships.find((m) => m.clientId !== adminUser.defaultClientId)!.clientId;
    const refused = await refresh(await signedIn("admin@demo.test"), `?client_id=${foreign}`);
    expect(refused.status).toBe(200);
    const refusedHash = hashToken(sessionCookieOf(refused)!);
    const [adminRow] = await db().select().from(refreshTokens).where(eq(refreshTokens.tokenHash, refusedHash));
    expect(adminRow!.clientId).toBe(adminUser.defaultClientId);
  });

  it("answers 422 for a malformed client_id", async () => {
    expect((await refresh(await signedIn(), "?client_id=abc")).status).toBe(422);
  });
});

describe("GET /api/auth/logout", () => {
  it("ends the sign-in and clears the cookie", async () => {
    const token = await signedIn();
    const response = await call("/api/auth/logout", { headers: withSession(token) });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { message: string }).message).toBeTruthy();
    expect(sessionCookieOf(response)).toBe("");
    expect((await refresh(token)).status).toBe(401);
  });

  it("answers 403 to a cross-site Origin and keeps the session", async () => {
    const token = await signedIn();
    const response = await call("/api/auth/logout", {
      headers: { ...withSession(token), origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect((await refresh(token)).status).toBe(200);
  });
});
