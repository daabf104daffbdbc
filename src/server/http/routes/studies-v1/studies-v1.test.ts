import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { memberships, recruitmentSettings, studies, tasks } from "@/server/db/schema";
import { adminStudy, foreignStudy, hiddenFromViewer } from "@tests/fixtures/research-studies";
import { call, userId } from "@tests/fixtures/team-requests";

const reads = ["", "/tasks", "/requirements_status", "/audience_settings"];

describe("GET /api/studies/{id} and its parts", () => {
  it("answers 401 signed out, 404 across clients and hidden projects, 422 for a bad id", async () => {
    const study = await adminStudy();
    const foreign = await foreignStudy();
    const hidden = await hiddenFromViewer();
    for (const part of reads) {
      expect((await call(null, "GET", `/api/studies/${study.id}${part}`)).status, part).toBe(401);
      expect((await call("admin@demo.test", "GET", `/api/studies/${foreign.id}${part}`)).status, part).toBe(404);
      expect((await call("viewer@demo.test", "GET", `/api/studies/${hidden.id}${part}`)).status, part).toBe(404);
      expect((await call("admin@demo.test", "GET", `/api/studies/abc${part}`)).status, part).toBe(422);
    }
  });

  it("returns the study as /v3 does", async () => {
    const study = await adminStudy();
    const v1 = await call("admin@demo.test", "GET", `/api/studies/${study.id}`);
    const v3 = await call("admin@demo.test", "GET", `/api/v3/studies/${study.id}`);
    expect(v1.status).toBe(200);
    expect(v1.body).toEqual(v3.body);
  });

  it("returns the tasks with subtasks, objective and segments", async () => {
    const study = await adminStudy();
    const { body } = await call("admin@demo.test", "GET", `/api/studies/${study.id}/tasks`);
    const stored = await db().select().from(tasks).where(eq(tasks.studyId, study.id));
    const topLevel = stored.filter((t) => t.parentId === null);
    expect(body.data).toHaveLength(topLevel.length);
    const nested = body.data.flatMap((t: { subtasks: unknown[] }) => t.subtasks);
    expect(body.data.length + nested.length).toBe(stored.length);
    expect(body.data.some((t: { objective: unknown }) => t.objective !== null)).toBe(true);
  });

  it("returns the audience settings of the study and its segments, and the requirements status", async () => {
    const study = await adminStudy();
    const settings = await db().select().from(recruitmentSettings).where(eq(recruitmentSettings.studyId, study.id));
    const audience = await call("admin@demo.test", "GET", `/api/studies/${study.id}/audience_settings`);
    expect(audience.body.data).toHaveLength(settings.length);
    expect(audience.body.data[0]).toMatchObject({ segment_id: null, age_range: { min: expect.any(Number) } });
    const status = await call("admin@demo.test", "GET", `/api/studies/${study.id}/requirements_status`);
    expect(status.body.data).toMatchObject({
      business_questions: { ok: true },
      sections: { ok: true, without_questions: [] },
      recruitment: { ok: true },
    });
  });
});

describe("PUT /api/studies/{id}", () => {
  it("renames with UPDATE_STUDY and trims the title", async () => {
    const study = await adminStudy();
    const { status, body } = await call("admin@demo.test", "PUT", `/api/studies/${study.id}`, { title: "  New name " });
    expect(status).toBe(200);
    expect(body.data.title).toBe("New name");
  });

  it("renames with UPDATE_STUDY_TITLE_ONLY", async () => {
    const study = await adminStudy();
    const editor = await userId("camilla.frost@northwind.test");
    await db().update(memberships).set({ projectAccess: "ALL" }).where(eq(memberships.userId, editor));
    const { status } = await call("camilla.frost@northwind.test", "PUT", `/api/studies/${study.id}`, { title: "T" });
    expect(status).toBe(200);
  });

  it("lets UPDATE_DRAFT_STUDY_ONLY rename a draft only (403 otherwise)", async () => {
    const study = await adminStudy();
    expect((await call("researcher@demo.test", "PUT", `/api/studies/${study.id}`, { title: "X" })).status).toBe(403);
    await db().update(studies).set({ status: "DRAFT" }).where(eq(studies.id, study.id));
    expect((await call("researcher@demo.test", "PUT", `/api/studies/${study.id}`, { title: "X" })).status).toBe(200);
  });

  it("answers 403 without a permission, 404 across clients, 422 for bad bodies, 401 signed out", async () => {
    const hidden = await hiddenFromViewer();
    const study = await adminStudy();
    const foreign = await foreignStudy();
    expect((await call(null, "PUT", `/api/studies/${study.id}`, { title: "X" })).status).toBe(401);
    expect((await call("admin@demo.test", "PUT", `/api/studies/${foreign.id}`, { title: "X" })).status).toBe(404);
    expect((await call("viewer@demo.test", "PUT", `/api/studies/${hidden.id}`, { title: "X" })).status).toBe(404);
    const viewerSees = (await call("viewer@demo.test", "GET", "/api/v3/studies?limit=1")).body.data[0];
    expect((await call("viewer@demo.test", "PUT", `/api/studies/${viewerSees.id}`, { title: "X" })).status).toBe(403);
    for (const body of [
      {},
      { title: "   " },
      { title: "x".repeat(201) },
      { title: "X", status: "PAUSED" },
      { title: "X", colour: "red" },
    ]) {
      const answer = await call("admin@demo.test", "PUT", `/api/studies/${study.id}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.message).toBe("The given data was invalid.");
    }
    const blank = await call("admin@demo.test", "PUT", `/api/studies/${study.id}`, { title: " " });
    expect(blank.body.errors.title).toEqual(["This value is required"]);
  });
});
