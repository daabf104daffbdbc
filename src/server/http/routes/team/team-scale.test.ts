import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { memberships, projectMembers, projects, users } from "@/server/db/schema";
import { call, clientId, roleId } from "@tests/fixtures/team-requests";

describe("GET /api/client/{id}/users with 1,000 members", () => {
  it("answers a page quickly, with the projects aggregated per member", async () => {
    const nw = await clientId("Northwind Foods");
    const viewer = await roleId("viewer");
    const clientProjects = await db().select({ id: projects.id }).from(projects).where(eq(projects.clientId, nw));
    const made = await db()
      .insert(users)
      .values(
        Array.from({ length: 1000 }, (_, i) => ({
          email: `bulk${i}@example.com`,
          name: `Bulk${i}`,
          surname: "Member",
        })),
      )
      .returning({ id: users.id });
    await db()
      .insert(memberships)
      .values(
        made.map((u, i) => ({
          clientId: nw,
          userId: u.id,
          roleId: viewer,
          status: "ACTIVE" as const,
          projectAccess: i % 2 ? ("SELECTED" as const) : ("ALL" as const),
        })),
      );
    await db()
      .insert(projectMembers)
      .values(
        made.filter((_, i) => i % 2).flatMap((u) => clientProjects.map((p) => ({ projectId: p.id, userId: u.id }))),
      );

    // How fast this answers is measured by npm run bench, not asserted here.
    const { status, body } = await call(
      "admin@demo.test",
      "GET",
      `/api/client/${nw}/users?per_page=100&sort=-invited_at`,
    );
    expect(status).toBe(200);
    expect(body.meta.total).toBe(1009);
    expect(body.data).toHaveLength(100);
    const one = await call("admin@demo.test", "GET", `/api/client/${nw}/users?search=bulk1@example.com`);
    expect(one.body.data).toHaveLength(1);
    expect(one.body.data[0].access.projects).toHaveLength(clientProjects.length);
    const search = await call("admin@demo.test", "GET", `/api/client/${nw}/users?search=bulk99&per_page=100`);
    expect(search.body.meta.total).toBe(11); // bulk99, bulk990 … bulk999
  });
});
