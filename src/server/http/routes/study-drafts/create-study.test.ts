import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { objectives, projects, recruitmentSettings, sections, studyTemplates, tasks } from "@/server/db/schema";
import { contextOf } from "@tests/fixtures/contexts";
import { foreignStudy } from "@tests/fixtures/research-studies";
import { newDraft, studyRow, templateTaking } from "@tests/fixtures/study-drafts";
import { call } from "@tests/fixtures/team-requests";

describe("POST /api/studies", () => {
  it("creates a DRAFT from the template: its title, purpose, business questions and design", async () => {
    const template = await templateTaking("ANY");
    const { status, body, headers } = await call("researcher@demo.test", "POST", "/api/studies", {
      template_id: template.id,
    });
    expect(status).toBe(201);
    expect(body.data).toEqual({
      id: expect.any(Number),
      title: template.title,
      status: "DRAFT",
      created_with_ai: false,
      project_id: expect.any(Number),
      template_id: template.id,
    });
    // The answer names where the whole draft is read, as the wizard's next page does.
    expect(headers.get("location")).toBe(`/api/studies/${body.data.id}/draft`);
    const draft = (await call("researcher@demo.test", "GET", headers.get("location")!)).body.data;
    expect(draft).toMatchObject({
      project: { id: body.data.project_id },
      title: template.title,
      purpose: template.purpose,
      status: "DRAFT",
      template: { id: template.id, title: template.title },
      locks: { materials: false, country_language: false },
      requirements: { recruitment: { ok: false }, business_questions: { ok: true } },
      audience: [],
    });
    expect(draft.objectives.map((o: { title: string }) => o.title)).toEqual(template.objectives);
    const design = template.studyDesign.sections;
    expect(draft.design.sections).toHaveLength(design.length);
    draft.design.sections.forEach((section: { objective_id: number; text: string; tasks: unknown[] }, i: number) => {
      expect(section.text).toBe(design[i]!.text);
      expect(section.objective_id).toBe(draft.objectives[design[i]!.objective].id);
      expect(section.tasks).toHaveLength(design[i]!.tasks.length);
    });
    const row = await studyRow(draft.id);
    const researcher = await contextOf("researcher@demo.test");
    expect(row).toMatchObject({
      clientCreated: true,
      createdByUserId: researcher.userId,
      displayStatusCode: "DRAFT",
      templateId: template.id,
      studyTypeId: template.studyTypeId,
      qualityAssurance: template.qualityAssurance,
    });
    expect(row.market).toBe(template.countryLanguages[0]?.country ?? null);
    expect(await db().select().from(recruitmentSettings).where(eq(recruitmentSettings.studyId, draft.id))).toEqual([]);
    // The study appears in the list, filtered by its template.
    const list = await call("researcher@demo.test", "GET", `/api/v3/studies?template_id=${template.id}&limit=50`);
    expect(list.body.data.map((s: { id: number }) => s.id)).toContain(draft.id);
  });

  it("copies choices as o1…, scales, subtasks as child tasks and explainers", async () => {
    const [template] = (await db().select().from(studyTemplates)).filter((t) =>
      t.studyDesign.sections.some((s) => s.tasks.some((task) => task.type === "SUBTASKS")),
    );
    const { id } = await newDraft("admin@demo.test", { template_id: template!.id, title: "Mine" });
    expect((await studyRow(id)).title).toBe("Mine");
    const rows = await db().select().from(tasks).where(eq(tasks.studyId, id));
    const source = template!.studyDesign.sections.flatMap((s) => s.tasks);
    const top = rows.filter((r) => r.parentId === null);
    expect(top).toHaveLength(source.length);
    const withSubtasks = top.find((r) => r.type === "SUBTASKS")!;
    const children = rows.filter((r) => r.parentId === withSubtasks.id);
    expect(children.length).toBeGreaterThan(0);
    expect(children.every((c) => c.sectionId === withSubtasks.sectionId)).toBe(true);
    const choice = top.find((r) => r.type === "CHECKBOX" || r.type === "RADIO");
    if (choice) expect(choice.options[0]).toMatchObject({ id: "o1" });
    for (const scoring of top.filter((r) => r.type === "SCORING")) expect(scoring.scaleLength).toBeGreaterThan(0);
    expect(top.filter((r) => r.isExplainer).length).toBe(source.filter((t) => t.explainer).length);
    const read = await call("admin@demo.test", "GET", `/api/studies/${id}/tasks`);
    expect(read.body.data.filter((t: { explainer: boolean }) => t.explainer).length).toBe(
      source.filter((t) => t.explainer).length,
    );
  });

  it("puts the draft in the project asked for, else the first visible one; 404 for a foreign project or template", async () => {
    const admin = await contextOf("admin@demo.test");
    const own = await db().select().from(projects).where(eq(projects.clientId, admin.clientId));
    const last = own.at(-1)!;
    const template = await templateTaking("ANY");
    const chosen = await call("admin@demo.test", "POST", "/api/studies", {
      template_id: template.id,
      project_id: last.id,
    });
    expect(chosen.body.data.project_id).toBe(last.id);
    const foreign = await foreignStudy();
    const refused = await call("admin@demo.test", "POST", "/api/studies", {
      template_id: template.id,
      project_id: foreign.projectId,
    });
    expect(refused.status).toBe(404);
    expect((await call("admin@demo.test", "POST", "/api/studies", { template_id: 999_999 })).status).toBe(404);
  });

  it("answers 401 signed out, 403 for a viewer and for UPDATE_STUDY_TITLE_ONLY, 422 without a template", async () => {
    const template = await templateTaking("ANY");
    expect((await call(null, "POST", "/api/studies", { template_id: template.id })).status).toBe(401);
    for (const email of ["viewer@demo.test", "camilla.frost@northwind.test"]) {
      const answer = await call(email, "POST", "/api/studies", { template_id: template.id });
      expect(answer.status, email).toBe(403);
      expect(answer.body.message).toBe("You don't have permission to access this page.");
    }
    const missing = await call("admin@demo.test", "POST", "/api/studies", {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors.template_id).toEqual(["A template must be selected."]);
    const blank = await call("admin@demo.test", "POST", "/api/studies", { template_id: template.id, title: " " });
    expect(blank.body.errors.title).toEqual(["This value is required"]);
  });
});

describe("GET /api/studies/{id}/draft", () => {
  it("answers the draft to whoever sees the study, 401 signed out, 404 across tenants", async () => {
    const { id } = await newDraft();
    const read = await call("admin@demo.test", "GET", `/api/studies/${id}/draft`);
    expect(read.status).toBe(200);
    expect(read.body.data.objectives.length).toBe(
      (await db().select().from(objectives).where(eq(objectives.studyId, id))).length,
    );
    expect(read.body.data.design.sections.length).toBe(
      (await db().select().from(sections).where(eq(sections.studyId, id))).length,
    );
    expect((await call(null, "GET", `/api/studies/${id}/draft`)).status).toBe(401);
    const foreign = await foreignStudy();
    expect((await call("admin@demo.test", "GET", `/api/studies/${foreign.id}/draft`)).status).toBe(404);
  });
});
