import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { db } from "@/server/db/client";
import { clients, invitations, memberships, projectMembers, users } from "@/server/db/schema";
import { app } from "@/server/http/app";
import {
  type Caller,
  call,
  clientId,
  leaveFreeSeats,
  mailsTo,
  projectOf,
  registerToken,
  roleId,
  userId,
} from "@tests/fixtures/team-requests";

const admin = "admin@demo.test";

async function invite(email: Caller, client: number, body: Record<string, unknown>) {
  return call(email, "POST", `/api/client/${client}/invite_users`, {
    role_id: await roleId("viewer"),
    access: { type: "NONE" },
    ...body,
  });
}

describe("POST /api/client/{id}/invite_users", () => {
  it("invites new people as pending members with their access and mails a register link valid 7 days", async () => {
    const nw = await clientId("Northwind Foods");
    await leaveFreeSeats(nw, 5);
    const project = await projectOf(nw, true);
    const { status, body } = await invite(admin, nw, {
      emails: " new.one@example.com, New.Two@example.com ,new.one@example.com",
      role_id: await roleId("researcher"),
      access: { type: "SELECTED", project_ids: [project.id] },
      auto_grant_new_projects: true,
    });
    expect(status).toBe(200);
    expect(body.data.invited).toHaveLength(2);
    expect(body.data.invited[0]).toMatchObject({
      email: "new.one@example.com",
      status: "Pending",
      role: { name: "Researcher" },
      access: { type: "SELECTED", projects: [{ id: project.id, title: project.title }] },
      auto_grant_new_projects: true,
    });
    expect(body.data.invited[0].last_sent_at).toBeTruthy();

    const [invitation] = await db().select().from(invitations).where(eq(invitations.email, "new.one@example.com"));
    const days = (invitation!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const [mail] = await mailsTo("new.one@example.com");
    expect(mail).toBeTruthy();
    const token = registerToken(mail!);
    expect(token).toBeTruthy();
    // The link's token is the one the register page looks up.
    const lookup = await app.request(`/api/auth/register/get-email/${encodeURIComponent(token!)}`);
    expect(lookup.status).toBe(200);
    expect(await lookup.json()).toMatchObject({ data: { email: "new.one@example.com" } });
    expect(await mailsTo("New.Two@example.com")).toHaveLength(1);
  });

  it("422: every bad address at once, each beside its place in the list, word for word", async () => {
    const nw = await clientId("Northwind Foods");
    await leaveFreeSeats(nw, 5);
    const { status, body } = await invite(admin, nw, {
      emails: "ok@example.com, not-an-email, VIEWER@demo.test, bad@, olivia.grant@lumenbank.test",
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      "emails.1": [messages.notAValidEmail("not-an-email")],
      "emails.2": [messages.accountExistsFor("VIEWER@demo.test")],
      "emails.3": [messages.notAValidEmail("bad@")],
      "emails.4": [messages.accountExistsFor("olivia.grant@lumenbank.test")],
    });
    expect(body.errors["emails.1"][0]).toBe("not-an-email is not a valid email address");
    expect(await mailsTo("ok@example.com")).toHaveLength(0);
  });

  it("422: more addresses than free seats (pending invitations count)", async () => {
    const nw = await clientId("Northwind Foods");
    await leaveFreeSeats(nw, 1);
    const { status, body } = await invite(admin, nw, { emails: "s1@example.com,s2@example.com" });
    expect(status).toBe(422);
    expect(body.errors.emails).toEqual(["The number of emails exceed the available seats."]);
  });

  it("422: an address of an existing account, including an active member who is not invited again", async () => {
    const nw = await clientId("Northwind Foods");
    await leaveFreeSeats(nw, 5);
    for (const email of ["olivia.grant@lumenbank.test", "VIEWER@demo.test"]) {
      const { status, body } = await invite(admin, nw, { emails: email });
      expect(status).toBe(422);
      expect(body.errors).toEqual({ "emails.0": [`${email}: An account with the specified email already exists`] });
    }
  });

  it("422: a staff role, a project of another client, and nobody to invite", async () => {
    const nw = await clientId("Northwind Foods");
    const lumen = await clientId("Lumen Bank");
    await leaveFreeSeats(nw, 5);
    const staff = await invite(admin, nw, { emails: "x1@example.com", role_id: await roleId("producer") });
    expect(staff.status).toBe(422);
    expect(staff.body.errors.role_id).toBeTruthy();
    const foreign = await invite(admin, nw, {
      emails: "x2@example.com",
      access: { type: "SELECTED", project_ids: [(await projectOf(lumen, true)).id] },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors["access.project_ids"]).toBeTruthy();
    const none = await invite(admin, nw, { emails: " " });
    expect(none.status).toBe(422);
    expect(none.body.errors.emails).toEqual([messages.required]);
  });

  it("exactly one of two simultaneous invitations gets the last seat", async () => {
    const nw = await clientId("Northwind Foods");
    await leaveFreeSeats(nw, 1);
    const [a, b] = await Promise.all([
      invite(admin, nw, { emails: "race.a@example.com" }),
      invite(admin, nw, { emails: "race.b@example.com" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    const loser = a.status === 422 ? a : b;
    expect(loser.body.errors.emails).toEqual([messages.seatsExceeded]);
    const [{ used }] = (await db()
      .select({ used: sql<number>`count(*)::int` })
      .from(memberships)
      .where(eq(memberships.clientId, nw))) as [{ used: number }];
    const [client] = await db().select().from(clients).where(eq(clients.id, nw));
    expect(used).toBe(client!.seatLimit);
  });

  it("gives chosen existing members the role and access; pending ones get a new mail, active ones none", async () => {
    const nw = await clientId("Northwind Foods");
    const project = await projectOf(nw, false);
    const ida = await userId("ida.kjaer@northwind.test");
    const camilla = await userId("camilla.frost@northwind.test");
    const before = (await mailsTo("camilla.frost@northwind.test")).length;
    const { status, body } = await invite(admin, nw, {
      user_ids: [ida, camilla],
      access: { type: "SELECTED", project_ids: [project.id] },
    });
    expect(status).toBe(200);
    expect(body.data.invited).toEqual([]);
    expect(body.data.updated.map((u: { id: number }) => u.id).sort()).toEqual([ida, camilla].sort());
    expect(body.data.updated.every((u: { access: { type: string } }) => u.access.type === "SELECTED")).toBe(true);
    expect(await mailsTo("ida.kjaer@northwind.test")).toHaveLength(1);
    expect(await mailsTo("camilla.frost@northwind.test")).toHaveLength(before);
    const rows = await db().select().from(projectMembers).where(eq(projectMembers.userId, camilla));
    expect(rows.map((r) => r.projectId)).toEqual([project.id]);
  });

  it("404 for another client's user or client; 401; 403 for each permission rule", async () => {
    const nw = await clientId("Northwind Foods");
    const lumen = await clientId("Lumen Bank");
    await leaveFreeSeats(nw, 5);
    expect((await invite(admin, nw, { user_ids: [await userId("olivia.grant@lumenbank.test")] })).status).toBe(404);
    expect((await invite(admin, lumen, { emails: "p@example.com" })).status).toBe(404);
    expect((await invite(null, nw, { emails: "p@example.com" })).status).toBe(401);
    // Northwind restricts invites by permission: the researcher lacks INVITE_NEW_USERS.
    expect((await invite("researcher@demo.test", nw, { emails: "p@example.com" })).status).toBe(403);
    // Lumen lets every member invite new people ...
    await leaveFreeSeats(lumen, 3);
    const diego = await invite("diego.martin@lumenbank.test", lumen, { emails: "lumen.new@example.com" });
    expect(diego.status).toBe(200);
    // ... but choosing existing members is editing users (EDIT_USER).
    const tom = await userId("tom.baker@lumenbank.test");
    expect((await invite("diego.martin@lumenbank.test", lumen, { user_ids: [tom] })).status).toBe(403);
    // A consultant (ACCESS_MULTIPLE_CLIENTS) may not hand out client-created projects.
    const created = await projectOf(lumen, true);
    const consultant = await invite({ email: "consultant@demo.test", client: lumen }, lumen, {
      emails: "c1@example.com",
      access: { type: "SELECTED", project_ids: [created.id] },
    });
    expect(consultant.status).toBe(403);
    // And nobody invites when the client disallows it.
    await db().update(clients).set({ canInviteTeamMembers: false }).where(eq(clients.id, lumen));
    try {
      expect((await invite("olivia.grant@lumenbank.test", lumen, { emails: "z@example.com" })).status).toBe(403);
    } finally {
      await db().update(clients).set({ canInviteTeamMembers: true }).where(eq(clients.id, lumen));
    }
  });
});

describe("POST /api/client/{id}/resend_user_invitation/{userId}", () => {
  it("renews an expired invitation: new token, seven more days, a new mail", async () => {
    const nw = await clientId("Northwind Foods");
    const mikkel = await userId("mikkel.sorensen@northwind.test");
    const [membership] = await db().select().from(memberships).where(eq(memberships.userId, mikkel));
    await db()
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 86_400_000) })
      .where(eq(invitations.membershipId, membership!.id));
    const { status, body } = await call(admin, "POST", `/api/client/${nw}/resend_user_invitation/${mikkel}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: mikkel, status: "Pending" });
    const open = await db().select().from(invitations).where(eq(invitations.membershipId, membership!.id));
    expect(open.some((i) => i.expiresAt.getTime() > Date.now() + 6.9 * 86_400_000)).toBe(true);
    const mails = await mailsTo("mikkel.sorensen@northwind.test");
    const token = registerToken(mails.at(-1)!);
    const lookup = await app.request(`/api/auth/register/get-email/${encodeURIComponent(token!)}`);
    expect(lookup.status).toBe(200);
  });

  it("422 for an active member; 401; 403 without the invite right; 404 for another client's user", async () => {
    const nw = await clientId("Northwind Foods");
    const viewer = await userId("viewer@demo.test");
    const ida = await userId("ida.kjaer@northwind.test");
    const active = await call(admin, "POST", `/api/client/${nw}/resend_user_invitation/${viewer}`);
    expect(active.status).toBe(422);
    expect((await call(null, "POST", `/api/client/${nw}/resend_user_invitation/${ida}`)).status).toBe(401);
    expect((await call("researcher@demo.test", "POST", `/api/client/${nw}/resend_user_invitation/${ida}`)).status).toBe(
      403,
    );
    const hannah = await userId("hannah.reed@lumenbank.test");
    expect((await call(admin, "POST", `/api/client/${nw}/resend_user_invitation/${hannah}`)).status).toBe(404);
  });
});

describe("invited account", () => {
  it("has no password and its user row lands in the inviting client", async () => {
    const [user] = await db().select().from(users).where(eq(users.email, "new.one@example.com"));
    expect(user?.passwordHash).toBeNull();
    expect(user?.defaultClientId).toBe(await clientId("Northwind Foods"));
  });
});
