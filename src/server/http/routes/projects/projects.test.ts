import { and, eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { objectives, projects, studies } from "@/server/db/schema";
import { contextOf } from "@tests/fixtures/contexts";
import { call, clientId } from "@tests/fixtures/team-requests";

async function foreignProject() {
  const admin = await contextOf("admin@demo.test");
  const [project] = await db().select().from(projects).where(ne(projects.clientId, admin.clientId)).limit(1);
  return project!;
}

async function hiddenFromViewer() {
  const viewer = await contextOf("viewer@demo.test");
  const all = await db().select().from(projects).where(eq(projects.clientId, viewer.clientId));
  return all.find((p) => !viewer.projectIds!.includes(p.id))!;
}

describe("GET /api/projects", () => {
  it("pages the visible projects by title with their studies", async () => {
    const admin = await contextOf("admin@demo.test");
    const own = await db().select().from(projects).where(eq(projects.clientId, admin.clientId));
    const { status, body } = await call("admin@demo.test", "GET", "/api/projects?perPage=2&page=1");
    expect(status).toBe(200);
    expect(body.meta).toEqual({
      current_page: 1,
      per_page: 2,
      total: own.length,
      last_page: Math.ceil(own.length / 2),
    });
    const titles = own.map((p) => p.title).sort((a, b) => a.localeCompare(b));
    expect(body.data.map((p: { title: string }) => p.title)).toEqual(titles.slice(0, 2));
    expect(body.data[0]).toHaveProperty("studies");
  });

  it("limits each item to the fields asked for", async () => {
    const { body } = await call("admin@demo.test", "GET", "/api/projects?fields=id,title");
    expect(Object.keys(body.data[0]).sort()).toEqual(["id", "title"]);
  });

  it("shows a member with selected projects only those", async () => {
    const viewer = await contextOf("viewer@demo.test");
    const { body } = await call("viewer@demo.test", "GET", "/api/projects?perPage=100");
    expect(body.data.map((p: { id: number }) => p.id).sort()).toEqual([...viewer.projectIds!].sort());
  });

  it("switches client with clientId when the user may, else 404", async () => {
    const lumen = await clientId("Lumen Bank");
    const { status, body } = await call("consultant@demo.test", "GET", `/api/projects?clientId=${lumen}&perPage=100`);
    expect(status).toBe(200);
    const lumenProjects = await db().select().from(projects).where(eq(projects.clientId, lumen));
    expect(body.meta.total).toBe(lumenProjects.length);
    expect((await call("admin@demo.test", "GET", `/api/projects?clientId=${lumen}`)).status).toBe(404);
  });

  it("answers 401 signed out and 422 for bad paging or fields", async () => {
    expect((await call(null, "GET", "/api/projects")).status).toBe(401);
    for (const query of ["page=0", "perPage=101", "fields=id,secret", "fields=", "clientId=x"]) {
      expect((await call("admin@demo.test", "GET", `/api/projects?${query}`)).status, query).toBe(422);
    }
  });
});

describe("GET /api/projects/{id}/objectives", () => {
  it("lists the business questions of the project's studies", async () => {
    const admin = await contextOf("admin@demo.test");
    const [study] = await db()
      .select()
      .from(studies)
      .where(and(eq(studies.clientId, admin.clientId), eq(studies.displayStatusCode, "COMPLETED")))
      .limit(1);
    const { status, body } = await call("admin@demo.test", "GET", `/api/projects/${study!.projectId}/objectives`);
    expect(status).toBe(200);
    const own = await db().select().from(objectives).where(eq(objectives.studyId, study!.id));
    const ids = new Set(body.data.map((o: { id: number }) => o.id));
    expect(own.every((o) => ids.has(o.id))).toBe(true);
    // And none of another project's studies.
    const inProject = await db()
      .select({ id: studies.id })
      .from(studies)
      .where(eq(studies.projectId, study!.projectId));
    const projectStudies = new Set(inProject.map((s) => s.id));
    expect(body.data.every((o: { study_id: number }) => projectStudies.has(o.study_id))).toBe(true);
  });

  it("answers 401, 404 across clients and hidden projects, 422 for a bad id", async () => {
    expect((await call(null, "GET", "/api/projects/1/objectives")).status).toBe(401);
    expect(
      (await call("admin@demo.test", "GET", `/api/projects/${(await foreignProject()).id}/objectives`)).status,
    ).toBe(404);
    expect(
      (await call("viewer@demo.test", "GET", `/api/projects/${(await hiddenFromViewer()).id}/objectives`)).status,
    ).toBe(404);
    expect((await call("admin@demo.test", "GET", "/api/projects/x/objectives")).status).toBe(422);
  });
});

describe("PUT /api/projects/{id}", () => {
  it("renames with UPDATE_PROJECT", async () => {
    const admin = await contextOf("admin@demo.test");
    const [project] = await db().select().from(projects).where(eq(projects.clientId, admin.clientId)).limit(1);
    const { status, body } = await call("admin@demo.test", "PUT", `/api/projects/${project!.id}`, { title: "Renamed" });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: project!.id, title: "Renamed" });
  });

  it("answers 403 without UPDATE_PROJECT, 404 across clients, 422 for bad bodies, 401 signed out", async () => {
    const viewer = await contextOf("viewer@demo.test");
    const seen = viewer.projectIds![0]!;
    expect((await call("viewer@demo.test", "PUT", `/api/projects/${seen}`, { title: "X" })).status).toBe(403);
    expect((await call("researcher@demo.test", "PUT", `/api/projects/${seen}`, { title: "X" })).status).toBe(403);
    expect(
      (await call("viewer@demo.test", "PUT", `/api/projects/${(await hiddenFromViewer()).id}`, { title: "X" })).status,
    ).toBe(404);
    expect(
      (await call("admin@demo.test", "PUT", `/api/projects/${(await foreignProject()).id}`, { title: "X" })).status,
    ).toBe(404);
    expect((await call(null, "PUT", `/api/projects/${seen}`, { title: "X" })).status).toBe(401);
    for (const body of [{}, { title: "" }, { title: "X", client_created: true }]) {
      expect((await call("admin@demo.test", "PUT", `/api/projects/${seen}`, body)).status, JSON.stringify(body)).toBe(
        422,
      );
    }
  });
});
