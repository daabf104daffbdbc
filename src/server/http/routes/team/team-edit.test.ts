import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
import { db } from "@/server/db/client";
import { clients, memberships, projectMembers, projects } from "@/server/db/schema";
import { call, clientId, projectOf, roleId, userId } from "@tests/fixtures/team-requests";

const admin = "admin@demo.test";

describe("POST /api/client/{id}/users/{userId}", () => {
  it("hands out only roles with no permission the editor lacks (a consultant cannot make an admin)", async () => {
    const nw = await clientId("Northwind Foods");
    const url = `/api/client/${nw}/users/${await userId("camilla.frost@northwind.test")}`;
    const consultant = "consultant@demo.test";
    const offered = await call(consultant, "GET", `/api/client/${nw}/suggestions/roles`);
    expect(offered.body.data.map((r: { label: string }) => r.label).sort()).toEqual(["Consultant", "Viewer"]);
    const admins = await call(consultant, "POST", url, { role_id: await roleId("client-admin") });
    expect(admins.status).toBe(422);
    expect(admins.body.errors.role_id).toEqual(["The selected role id is invalid."]);
    // Researcher needs AI_ASSISTANT, which a consultant lacks.
    expect((await call(consultant, "POST", url, { role_id: await roleId("researcher") })).status).toBe(422);
    const viewer = await call(consultant, "POST", url, { role_id: await roleId("viewer") });
    expect(viewer.status).toBe(200);
    expect(viewer.body.data.role.name).toBe("Viewer");
    // The admin may update any study, so the narrower editing roles are theirs to give.
    const byAdmin = await call(admin, "GET", `/api/client/${nw}/suggestions/roles`);
    expect(byAdmin.body.data.map((r: { label: string }) => r.label)).toEqual(
      expect.arrayContaining(["Admin", "Editor", "Researcher", "Viewer"]),
    );
  });

  it("sets role, selected projects and automatic access to new projects", async () => {
    const nw = await clientId("Northwind Foods");
    const camilla = await userId("camilla.frost@northwind.test");
    const a = await projectOf(nw, false);
    const b = await projectOf(nw, true);
    const { status, body } = await call(admin, "POST", `/api/client/${nw}/users/${camilla}`, {
      role_id: await roleId("researcher"),
      access: { type: "SELECTED", project_ids: [a.id, b.id] },
      auto_grant_new_projects: true,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: camilla,
      role: { name: "Researcher" },
      access: { type: "SELECTED" },
      auto_grant_new_projects: true,
    });
    expect(body.data.access.projects.map((p: { id: number }) => p.id).sort()).toEqual([a.id, b.id].sort());
    const none = await call(admin, "POST", `/api/client/${nw}/users/${camilla}`, { access: { type: "NONE" } });
    expect(none.body.data.access).toEqual({ type: "NONE", projects: [] });
    expect(await db().select().from(projectMembers).where(eq(projectMembers.userId, camilla))).toEqual([]);
  });

  it("422 for a staff role, another client's project or an unknown field", async () => {
    const nw = await clientId("Northwind Foods");
    const lumen = await clientId("Lumen Bank");
    const camilla = await userId("camilla.frost@northwind.test");
    const url = `/api/client/${nw}/users/${camilla}`;
    expect((await call(admin, "POST", url, { role_id: await roleId("producer") })).status).toBe(422);
    const foreign = { access: { type: "SELECTED", project_ids: [(await projectOf(lumen, false)).id] } };
    expect((await call(admin, "POST", url, foreign)).status).toBe(422);
    expect((await call(admin, "POST", url, { password: "x" })).status).toBe(422);
  });

  it("401, 403 without EDIT_USER or when the client disallows team invites, 404 for other clients", async () => {
    const nw = await clientId("Northwind Foods");
    const lumen = await clientId("Lumen Bank");
    const camilla = await userId("camilla.frost@northwind.test");
    const url = `/api/client/${nw}/users/${camilla}`;
    const body = { auto_grant_new_projects: false };
    expect((await call(null, "POST", url, body)).status).toBe(401);
    expect((await call("researcher@demo.test", "POST", url, body)).status).toBe(403);
    await db().update(clients).set({ canInviteTeamMembers: false }).where(eq(clients.id, nw));
    try {
      expect((await call(admin, "POST", url, body)).status).toBe(403);
    } finally {
      await db().update(clients).set({ canInviteTeamMembers: true }).where(eq(clients.id, nw));
    }
    const olivia = await userId("olivia.grant@lumenbank.test");
    expect((await call(admin, "POST", `/api/client/${nw}/users/${olivia}`, body)).status).toBe(404);
    expect((await call(admin, "POST", `/api/client/${lumen}/users/${olivia}`, body)).status).toBe(404);
  });

  it("multiple-client rule: a consultant edits provider projects but not client-created ones", async () => {
    const nw = await clientId("Northwind Foods");
    const peter = await userId("peter.holm@northwind.test"); // SELECTED: snacking (client-created)
    const provider = await projectOf(nw, false);
    const created = await projectOf(nw, true);
    const current = await db().select().from(projectMembers).where(eq(projectMembers.userId, peter));
    const kept = current.map((r) => r.projectId);
    const url = `/api/client/${nw}/users/${peter}`;
    const add = await call("consultant@demo.test", "POST", url, {
      access: { type: "SELECTED", project_ids: [...kept, provider.id] },
    });
    expect(add.status).toBe(200);
    const touchCreated = await call("consultant@demo.test", "POST", url, {
      access: { type: "SELECTED", project_ids: [...kept.filter((id) => id !== created.id), provider.id, created.id] },
    });
    // Only changes count: adding `created` (if absent) or the unchanged set must be judged alike.
    expect(touchCreated.status).toBe(kept.includes(created.id) ? 200 : 403);
    const all = await call("consultant@demo.test", "POST", url, { access: { type: "ALL" } });
    expect(all.status).toBe(403);
    // The admin (no ACCESS_MULTIPLE_CLIENTS) may.
    expect((await call(admin, "POST", url, { access: { type: "ALL" } })).status).toBe(200);
  });
});

describe("POST /api/client/{id}/revoke_project_access", () => {
  it("revokes a selected project and answers the spec's text", async () => {
    const nw = await clientId("Northwind Foods");
    const viewer = await userId("viewer@demo.test");
    const [project] = await db()
      .select()
      .from(projects)
      .where(and(eq(projects.clientId, nw), eq(projects.title, "Webshop & Digital")));
    const { status, body } = await call(admin, "POST", `/api/client/${nw}/revoke_project_access`, {
      user_id: viewer,
      project_id: project!.id,
    });
    expect(status).toBe(200);
    expect(body.message).toBe(messages.revokeDone("viewer@demo.test", "Webshop & Digital"));
    expect(body.message).toBe("Access of user viewer@demo.test to the project Webshop & Digital has been revoked");
    const left = await db().select().from(projectMembers).where(eq(projectMembers.userId, viewer));
    expect(left.map((r) => r.projectId)).not.toContain(project!.id);
    // The viewer's next request no longer sees the project.
    const studies = await call("viewer@demo.test", "GET", `/api/v3/studies?limit=100&project_id=${project!.id}`);
    expect(studies.body.data ?? []).toEqual([]);
  });

  it("turns access to all projects into the other projects", async () => {
    const nw = await clientId("Northwind Foods");
    const researcher = await userId("researcher@demo.test");
    const project = await projectOf(nw, false);
    const { status } = await call(admin, "POST", `/api/client/${nw}/revoke_project_access`, {
      user_id: researcher,
      project_id: project.id,
    });
    expect(status).toBe(200);
    const [membership] = await db()
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, researcher), eq(memberships.clientId, nw)));
    expect(membership!.projectAccess).toBe("SELECTED");
    const rows = await db().select().from(projectMembers).where(eq(projectMembers.userId, researcher));
    const others = await db().select().from(projects).where(eq(projects.clientId, nw));
    expect(rows.map((r) => r.projectId).sort()).toEqual(
      others
        .filter((p) => p.id !== project.id)
        .map((p) => p.id)
        .sort(),
    );
  });

  it("401, 403 (no EDIT_USER; consultant on a client-created project), 404 (other client's user or project), 422", async () => {
    const nw = await clientId("Northwind Foods");
    const lumen = await clientId("Lumen Bank");
    const sofie = await userId("sofie.lund@northwind.test");
    const created = await projectOf(nw, true);
    const url = `/api/client/${nw}/revoke_project_access`;
    const body = { user_id: sofie, project_id: created.id };
    expect((await call(null, "POST", url, body)).status).toBe(401);
    expect((await call("researcher@demo.test", "POST", url, body)).status).toBe(403);
    expect((await call("consultant@demo.test", "POST", url, body)).status).toBe(403);
    const olivia = await userId("olivia.grant@lumenbank.test");
    expect((await call(admin, "POST", url, { ...body, user_id: olivia })).status).toBe(404);
    expect((await call(admin, "POST", url, { ...body, project_id: (await projectOf(lumen, true)).id })).status).toBe(
      404,
    );
    expect((await call(admin, "POST", `/api/client/${lumen}/revoke_project_access`, body)).status).toBe(404);
    expect((await call(admin, "POST", url, { user_id: sofie })).status).toBe(422);
  });
});

describe("DELETE /api/user/{id}", () => {
  it("removes the member from the client; their next API call is refused", async () => {
    const nw = await clientId("Northwind Foods");
    const before = await call("researcher@demo.test", "GET", "/api/v3/studies");
    expect(before.status).toBe(200);
    const researcher = await userId("researcher@demo.test");
    const { status } = await call(admin, "DELETE", `/api/user/${researcher}`);
    expect(status).toBe(204);
    const rows = await db()
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, researcher), eq(memberships.clientId, nw)));
    expect(rows).toEqual([]);
    const after = await call("researcher@demo.test", "GET", "/api/v3/studies");
    expect(after.status).toBe(401);
    expect((await call("researcher@demo.test", "GET", "/api/user")).status).toBe(403);
    const list = await call(admin, "GET", `/api/client/${nw}/users?per_page=100`);
    expect(list.body.data.some((u: { id: number }) => u.id === researcher)).toBe(false);
  });

  it("401, 403 (no EDIT_USER; oneself; consultant removing someone with client-created projects), 404 for another client's user", async () => {
    const ida = await userId("ida.kjaer@northwind.test");
    expect((await call(null, "DELETE", `/api/user/${ida}`)).status).toBe(401);
    expect((await call("viewer@demo.test", "DELETE", `/api/user/${ida}`)).status).toBe(403);
    expect((await call(admin, "DELETE", `/api/user/${await userId(admin)}`)).status).toBe(403);
    // Ida sees "Webshop & Digital", a client-created project.
    expect((await call("consultant@demo.test", "DELETE", `/api/user/${ida}`)).status).toBe(403);
    expect((await call(admin, "DELETE", `/api/user/${await userId("tom.baker@lumenbank.test")}`)).status).toBe(404);
    expect((await call(admin, "DELETE", `/api/user/${ida}`)).status).toBe(204);
  });
});
