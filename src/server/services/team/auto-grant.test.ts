import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { memberships, projects, studies, studyTemplates } from "@/server/db/schema";
import { call, clientId, userId } from "@tests/fixtures/team-requests";
import { grantNewProjectToAutoGrantMembers } from "./auto-grant";

describe("automatic access to new projects (000 §3)", () => {
  it("adds a new project to members with the option, and to no one else", async () => {
    const nw = await clientId("Northwind Foods");
    const admin = await userId("admin@demo.test");
    const camilla = await userId("camilla.frost@northwind.test"); // no projects
    const viewer = await userId("viewer@demo.test"); // selected projects, no option
    const url = `/api/client/${nw}/users/${camilla}`;
    expect((await call("admin@demo.test", "POST", url, { auto_grant_new_projects: true })).status).toBe(200);

    const granted = await db().transaction(async (tx) => {
      const [project] = await tx
        .insert(projects)
        .values({ clientId: nw, title: "Packaging Lab", createdByUserId: admin })
        .returning({ id: projects.id });
      return grantNewProjectToAutoGrantMembers(tx, { clientId: nw, projectId: project!.id, grantedBy: admin });
    });
    expect(granted).toEqual([camilla]);

    const member = await call("admin@demo.test", "GET", `/api/client/${nw}/users?search=camilla`);
    expect(member.body.data[0].access).toMatchObject({ type: "SELECTED", projects: [{ title: "Packaging Lab" }] });
    const [unchanged] = await db()
      .select({ access: memberships.projectAccess })
      .from(memberships)
      .where(and(eq(memberships.clientId, nw), eq(memberships.userId, viewer)));
    expect(unchanged!.access).toBe("SELECTED");
    const viewerRow = await call("admin@demo.test", "GET", `/api/client/${nw}/users?search=viewer@demo.test`);
    expect(viewerRow.body.data[0].access.projects.map((p: { title: string }) => p.title)).not.toContain(
      "Packaging Lab",
    );
  });

  it("gives members with the option the project of a study created in the portal", async () => {
    const nw = await clientId("Northwind Foods");
    const camilla = await userId("camilla.frost@northwind.test");
    const url = `/api/client/${nw}/users/${camilla}`;
    expect((await call("admin@demo.test", "POST", url, { auto_grant_new_projects: true })).status).toBe(200);
    const projectsOf = async () => {
      const member = await call("admin@demo.test", "GET", `/api/client/${nw}/users?search=camilla`);
      return (member.body.data[0].access.projects ?? []).map((p: { title: string }) => p.title) as string[];
    };
    const [template] = await db().select({ id: studyTemplates.id }).from(studyTemplates).limit(1);
    const before = await projectsOf();

    const created = await call("admin@demo.test", "POST", "/api/studies", { template_id: template!.id });
    expect(created.status).toBe(201);
    const [project] = await db()
      .select({ title: projects.title })
      .from(studies)
      .innerJoin(projects, eq(projects.id, studies.projectId))
      .where(eq(studies.id, created.body.data.id));
    expect(before).not.toContain(project!.title);
    expect(await projectsOf()).toContain(project!.title);
  });
});
