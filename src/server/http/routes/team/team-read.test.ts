import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { clients } from "@/server/db/schema";
import { call, clientId, userId } from "@tests/fixtures/team-requests";

const admin = "admin@demo.test";

describe("GET /api/client/{id}/users", () => {
  it("lists the team with role, status, access and a page meta, never cached by HTTP", async () => {
    const nw = await clientId("Northwind Foods");
    const { status, body, headers } = await call(admin, "GET", `/api/client/${nw}/users?per_page=100`);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 100, total: 9, last_page: 1 });
    const viewer = body.data.find((u: { email: string }) => u.email === "viewer@demo.test");
    expect(viewer).toMatchObject({ name: "Emma", surname: "Clarke", status: "Active", role: { name: "Viewer" } });
    expect(viewer.access.type).toBe("SELECTED");
    expect(viewer.access.projects.map((p: { title: string }) => p.title).sort()).toEqual([
      "Oat Drinks Relaunch 2025",
      "Webshop & Digital",
    ]);
    const pending = body.data
      .filter((u: { status: string }) => u.status === "Pending")
      .map((u: { email: string }) => u.email);
    expect(pending.sort()).toEqual(["ida.kjaer@northwind.test", "mikkel.sorensen@northwind.test"]);
    expect(body.data.some((u: { email: string }) => u.email.endsWith("lumenbank.test"))).toBe(false);
  });

  it("pages, searches and sorts", async () => {
    const nw = await clientId("Northwind Foods");
    const page = await call(admin, "GET", `/api/client/${nw}/users?per_page=4&page=3&sort=-email`);
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(1);
    expect(page.body.meta).toMatchObject({ current_page: 3, total: 9, last_page: 3 });
    const all = await call(admin, "GET", `/api/client/${nw}/users?sort=-email&per_page=100`);
    const emails = all.body.data.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort().reverse());
    const search = await call(admin, "GET", `/api/client/${nw}/users?search=clarke`);
    expect(search.body.data.map((u: { email: string }) => u.email)).toEqual(["viewer@demo.test"]);
    const empty = await call(admin, "GET", `/api/client/${nw}/users?page=9`);
    expect(empty.body).toMatchObject({ data: [], meta: { total: 9 } });
    const searchedPastTheEnd = await call(admin, "GET", `/api/client/${nw}/users?search=clarke&page=2`);
    expect(searchedPastTheEnd.body).toMatchObject({ data: [], meta: { total: 1, last_page: 1 } });
  });

  it("sorts by role and by access, and searches roles too", async () => {
    const nw = await clientId("Northwind Foods");
    const roleNames = async (sort: string) =>
      (await call(admin, "GET", `/api/client/${nw}/users?sort=${sort}&per_page=100`)).body.data.map(
        (u: { role: { name: string } }) => u.role.name.toLowerCase(),
      );
    const ascending = await roleNames("role");
    expect(ascending).toEqual([...ascending].sort());
    expect(await roleNames("-role")).toEqual([...ascending].sort().reverse());
    const access = (await call(admin, "GET", `/api/client/${nw}/users?sort=access&per_page=100`)).body.data.map(
      (u: { access: { type: string } }) => u.access.type,
    );
    const order = ["ALL", "SELECTED", "NONE"];
    expect(access).toEqual([...access].sort((a: string, b: string) => order.indexOf(a) - order.indexOf(b)));
    const consultants = await call(admin, "GET", `/api/client/${nw}/users?search=consult&per_page=100`);
    expect(consultants.body.data.map((u: { email: string }) => u.email)).toEqual(["consultant@demo.test"]);
    expect(consultants.body.meta.total).toBe(1);
  });

  it("answers 401, 403 without VIEW_TEAM_ACCOUNT_STATUS, 404 for another client, 422 for a bad sort", async () => {
    const nw = await clientId("Northwind Foods");
    const lumen = await clientId("Lumen Bank");
    expect((await call(null, "GET", `/api/client/${nw}/users`)).status).toBe(401);
    expect((await call("researcher@demo.test", "GET", `/api/client/${nw}/users`)).status).toBe(403);
    expect((await call(admin, "GET", `/api/client/${lumen}/users`)).status).toBe(404);
    expect((await call(admin, "GET", `/api/client/${nw}/users?sort=age`)).status).toBe(422);
  });
});

describe("GET /api/client/{id}/team_account_status", () => {
  it("counts active and pending members against the seats", async () => {
    const nw = await clientId("Northwind Foods");
    const { status, body } = await call(admin, "GET", `/api/client/${nw}/team_account_status`);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      seat_limit: 15,
      seats_used: 9,
      seats_available: 6,
      pending_invitations: 2,
      can_invite: true,
      can_edit_users: true,
    });
  });

  it("tells a consultant they may edit but not invite where invites need INVITE_NEW_USERS", async () => {
    const nw = await clientId("Northwind Foods");
    const { body } = await call("consultant@demo.test", "GET", `/api/client/${nw}/team_account_status`);
    expect(body.data).toMatchObject({ can_invite: false, can_edit_users: true });
  });

  it("reports no editing when the client disallows team invites", async () => {
    const lumen = await clientId("Lumen Bank");
    await db().update(clients).set({ canInviteTeamMembers: false }).where(eq(clients.id, lumen));
    try {
      const { body } = await call("olivia.grant@lumenbank.test", "GET", `/api/client/${lumen}/team_account_status`);
      expect(body.data).toMatchObject({ seats_available: 1, can_invite: false, can_edit_users: false });
    } finally {
      await db().update(clients).set({ canInviteTeamMembers: true }).where(eq(clients.id, lumen));
    }
  });

  it("answers 401, 403 and 404", async () => {
    const nw = await clientId("Northwind Foods");
    const lumen = await clientId("Lumen Bank");
    expect((await call(null, "GET", `/api/client/${nw}/team_account_status`)).status).toBe(401);
    expect((await call("viewer@demo.test", "GET", `/api/client/${nw}/team_account_status`)).status).toBe(403);
    expect((await call(admin, "GET", `/api/client/${lumen}/team_account_status`)).status).toBe(404);
  });
});

describe("GET /api/client/{id}/company_departments", () => {
  it("lists the client's departments to any member; 401 and 404 otherwise", async () => {
    const nw = await clientId("Northwind Foods");
    const lumen = await clientId("Lumen Bank");
    const { status, body } = await call("viewer@demo.test", "GET", `/api/client/${nw}/company_departments`);
    expect(status).toBe(200);
    expect(body.data.map((d: { name: string }) => d.name)).toContain("Consumer Insights");
    expect(body.data.map((d: { name: string }) => d.name)).not.toContain("Compliance");
    expect((await call(null, "GET", `/api/client/${nw}/company_departments`)).status).toBe(401);
    expect((await call("viewer@demo.test", "GET", `/api/client/${lumen}/company_departments`)).status).toBe(404);
  });
});

describe("GET /api/client/{id}/suggestions/{kind}", () => {
  it("suggests members by name or email, roles, projects and departments", async () => {
    const nw = await clientId("Northwind Foods");
    const users = await call(admin, "GET", `/api/client/${nw}/suggestions/users?q=emma`);
    expect(users.status).toBe(200);
    expect(users.body.data).toEqual([
      { id: await userId("viewer@demo.test"), label: "Emma Clarke", email: "viewer@demo.test" },
    ]);
    const byMail = await call(admin, "GET", `/api/client/${nw}/suggestions/users?q=northwind.test`);
    expect(byMail.body.data.length).toBe(5);
    const lumenPeople = await call(admin, "GET", `/api/client/${nw}/suggestions/users?q=olivia`);
    expect(lumenPeople.body.data).toEqual([]);
    const roles = await call(admin, "GET", `/api/client/${nw}/suggestions/roles`);
    expect(roles.body.data.map((r: { label: string }) => r.label)).not.toContain("Producer");
    const projects = await call(admin, "GET", `/api/client/${nw}/suggestions/projects?q=snack`);
    expect(projects.body.data.map((p: { label: string }) => p.label)).toEqual(["Snacking Innovation"]);
    const departments = await call(admin, "GET", `/api/client/${nw}/suggestions/departments?q=market`);
    expect(departments.body.data.map((d: { label: string }) => d.label)).toEqual(["Marketing"]);
  });

  it("answers 401, 403 (no team view and no invite right), 404 and 422 for an unknown kind", async () => {
    const nw = await clientId("Northwind Foods");
    const lumen = await clientId("Lumen Bank");
    expect((await call(null, "GET", `/api/client/${nw}/suggestions/users`)).status).toBe(401);
    expect((await call("researcher@demo.test", "GET", `/api/client/${nw}/suggestions/users`)).status).toBe(403);
    expect((await call(admin, "GET", `/api/client/${lumen}/suggestions/users`)).status).toBe(404);
    expect((await call(admin, "GET", `/api/client/${nw}/suggestions/planets`)).status).toBe(422);
  });

  it("lets a member who may invite (Lumen lets everyone) ask without VIEW_TEAM_ACCOUNT_STATUS", async () => {
    const lumen = await clientId("Lumen Bank");
    const { status } = await call("diego.martin@lumenbank.test", "GET", `/api/client/${lumen}/suggestions/roles`);
    expect(status).toBe(200);
  });
});

describe("GET /api/client/{id}/user_exists", () => {
  it("says whether an account uses the email and its status in the client", async () => {
    const nw = await clientId("Northwind Foods");
    const q = (email: string) => call(admin, "GET", `/api/client/${nw}/user_exists?email=${encodeURIComponent(email)}`);
    expect((await q("VIEWER@demo.test")).body.data).toEqual({ exists: true, status: "Active" });
    expect((await q("ida.kjaer@northwind.test")).body.data).toEqual({ exists: true, status: "Pending" });
    expect((await q("olivia.grant@lumenbank.test")).body.data).toEqual({ exists: true, status: null });
    expect((await q("nobody@example.com")).body.data).toEqual({ exists: false, status: null });
  });

  it("answers 401, 403, 404 and 422 without an email", async () => {
    const nw = await clientId("Northwind Foods");
    const lumen = await clientId("Lumen Bank");
    expect((await call(null, "GET", `/api/client/${nw}/user_exists?email=a@b.c`)).status).toBe(401);
    expect((await call("researcher@demo.test", "GET", `/api/client/${nw}/user_exists?email=a@b.c`)).status).toBe(403);
    expect((await call(admin, "GET", `/api/client/${lumen}/user_exists?email=a@b.c`)).status).toBe(404);
    expect((await call(admin, "GET", `/api/client/${nw}/user_exists`)).status).toBe(422);
  });
});
