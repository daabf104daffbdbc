import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { hashToken, newToken } from "@/server/auth/tokens";
import { db } from "@/server/db/client";
import { clients, invitations, memberships, roles, users } from "@/server/db/schema";
import { setEnv } from "@/server/env";
import { userByEmail } from "@tests/fixtures/contexts";
import { call, sessionCookieOf } from "@tests/fixtures/auth-requests";

const good = {
  name: "Ida",
  surname: "Holm",
  password: "Sunny-day-7",
  password_confirmation: "Sunny-day-7",
  terms: true,
};

/** A pending member of the admin's client with an open invitation; returns the raw token. */
async function invite(email: string, expiresAt = new Date(Date.now() + 86_400_000)) {
  const admin = await userByEmail("admin@demo.test");
  const [role] = await db().select().from(roles).where(eq(roles.key, "viewer"));
  const [user] = await db().insert(users).values({ email }).returning();
  const [membership] = await db()
    .insert(memberships)
    .values({ clientId: admin.defaultClientId!, userId: user!.id, roleId: role!.id, status: "PENDING" })
    .returning();
  const token = newToken();
  await db()
    .insert(invitations)
    .values({
      clientId: admin.defaultClientId!,
      membershipId: membership!.id,
      email,
      tokenHash: hashToken(token),
      expiresAt,
    });
  return { token, membershipId: membership!.id };
}

afterEach(() => setEnv({ SELF_REGISTRATION: "true" }));

describe("invitation registration", () => {
  it("looks up the invited e-mail, then registers, activates and signs in", async () => {
    const { token, membershipId } = await invite("ida@example.test");
    const lookup = await call(`/api/auth/register/get-email/${token}`);
    expect(lookup.status).toBe(200);
    expect(await lookup.json()).toEqual({ data: { email: "ida@example.test" } });

    const response = await call("/api/auth/register", { body: { hash: token, ...good } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ token_type: "Bearer" });
    expect(sessionCookieOf(response)).toBeTruthy();
    const [membership] = await db().select().from(memberships).where(eq(memberships.id, membershipId));
    expect(membership!.status).toBe("ACTIVE");
    expect((await call(`/api/auth/register/get-email/${token}`)).status).toBe(404);
    expect((await call("/api/auth/register", { body: { hash: token, ...good } })).status).toBe(404);
  });

  it("answers 404 for unknown and expired invitations", async () => {
    const { token } = await invite("late@example.test", new Date(Date.now() - 1000));
    expect((await call(`/api/auth/register/get-email/${token}`)).status).toBe(404);
    expect((await call(`/api/auth/register/get-email/${newToken()}`)).status).toBe(404);
  });

  it("applies the password rule, the confirmation and the terms with the spec's messages", async () => {
    const { token } = await invite("rules@example.test");
    const weak = await call("/api/auth/register", {
      body: {
        hash: token,
        name: "",
        surname: "X",
        password: "password",
        password_confirmation: "password",
        terms: false,
      },
    });
    expect(weak.status).toBe(422);
    const { errors } = (await weak.json()) as { errors: Record<string, string[]> };
    expect(errors).toMatchObject({
      name: [messages.required],
      password: [messages.passwordHint],
      terms: [messages.required],
    });
    const mismatch = await call("/api/auth/register", {
      body: { hash: token, ...good, password_confirmation: "Other-pass-1" },
    });
    expect(((await mismatch.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      password_confirmation: [messages.passwordMismatch],
    });
  });
});

describe("self registration", () => {
  it("creates an account with its own client and signs in; a taken e-mail is refused", async () => {
    const response = await call("/api/auth/register/self", {
      body: { email: "new@example.test", company: "Acme", ...good },
    });
    expect(response.status).toBe(200);
    expect(sessionCookieOf(response)).toBeTruthy();
    const taken = await call("/api/auth/register/self", { body: { email: "ADMIN@demo.test", ...good } });
    expect(taken.status).toBe(422);
    expect(((await taken.json()) as { errors: Record<string, string[]> }).errors.email).toEqual([messages.emailInUse]);
  });

  it("names the new workspace after the company or department given, else 'Personal workspace'", async () => {
    const workspaceOf = async (email: string) => {
      const [row] = await db()
        .select({ client: clients.name, department: users.companyDepartment })
        .from(users)
        .innerJoin(clients, eq(clients.id, users.defaultClientId))
        .where(eq(users.email, email));
      return row;
    };
    await call("/api/auth/register/self", { body: { email: "jo@example.test", ...good } });
    expect(await workspaceOf("jo@example.test")).toEqual({ client: "Personal workspace", department: null });
    await call("/api/auth/register/self", {
      body: { email: "kim@example.test", company: "  Insights team ", ...good },
    });
    expect(await workspaceOf("kim@example.test")).toEqual({ client: "Insights team", department: "Insights team" });
  });

  it("tells whether an e-mail exists, and 422 for an invalid one", async () => {
    const exists = await call("/api/auth/register/self/email/exists?email=admin@demo.test");
    expect(await exists.json()).toEqual({ data: { exists: true } });
    const free = await call("/api/auth/register/self/email/exists?email=free@example.test");
    expect(await free.json()).toEqual({ data: { exists: false } });
    const invalid = await call("/api/auth/register/self/email/exists?email=nope");
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { errors: Record<string, string[]> }).errors.email).toEqual([
      messages.invalidEmail,
    ]);
  });

  it("is refused with the spec's message when SELF_REGISTRATION=false", async () => {
    setEnv({ SELF_REGISTRATION: "false" });
    const response = await call("/api/auth/register/self", { body: { email: "blocked@example.test", ...good } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: messages.selfRegisterBlocked });
    expect((await call("/api/auth/register/self/email/exists?email=admin@demo.test")).status).toBe(403);
  });

  it("is rate-limited per address", async () => {
    const address = "198.51.100.99";
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await call("/api/auth/register/self", {
        body: { email: `r${i}@example.test`, ...good },
        address,
      });
      statuses.push(response.status);
      if (response.status === 429) expect(response.headers.get("retry-after")).toBeTruthy();
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  }, 30_000);
});
