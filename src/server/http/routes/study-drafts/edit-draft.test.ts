import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { memberships, objectives, sections, studies, studyMaterials, studyProducers } from "@/server/db/schema";
import { contextOf } from "@tests/fixtures/contexts";
import { adminStudy, foreignStudy } from "@tests/fixtures/research-studies";
import { eventsOf, newDraft, studyRow } from "@tests/fixtures/study-drafts";
import { call, userId } from "@tests/fixtures/team-requests";

const notDraft = "You cannot edit a study which is not in draft state";
const noPermission = "You don't have permission to access this page.";

// Every write of the wizard but the title, with a body each accepts.
const writes = (id: number) =>
  [
    ["PUT", `/api/studies/${id}/objectives`, { objectives: [{ title: "Why?" }] }],
    ["PUT", `/api/studies/${id}/tasks`, { sections: [], tasks: [] }],
    [
      "PUT",
      `/api/studies/${id}/audience_settings`,
      {
        method: "SPECIALIST",
        recording_devices: ["MICROPHONE"],
        audiences: [
          {
            segment: null,
            age_range: { min: 20, max: 40 },
            countries: ["DK"],
            devices: ["MOBILE"],
            gender: "ANY",
            language: "da",
            required_interviews: 5,
          },
        ],
      },
    ],
    ["POST", `/api/studies/${id}/objects`, { link: "https://example.com/" }],
    ["DELETE", `/api/studies/${id}/objects/1`, undefined],
    ["POST", `/api/studies/${id}/save_draft`, undefined],
    ["POST", `/api/studies/${id}/builder_steps`, { step: "STIMULI" }],
    ["PUT", `/api/studies/${id}`, { purpose: "P" }],
  ] as const;

async function viewerDraft() {
  const viewer = await contextOf("viewer@demo.test");
  return newDraft("admin@demo.test", { project_id: viewer.projectIds![0] });
}

describe("who may edit a draft", () => {
  it("answers 401 signed out and 404 for another tenant's study on every write", async () => {
    const { id } = await newDraft();
    const foreign = await foreignStudy();
    for (const [method, path, body] of writes(id)) {
      expect((await call(null, method, path, body)).status, path).toBe(401);
    }
    for (const [method, path, body] of writes(foreign.id)) {
      expect((await call("admin@demo.test", method, path, body)).status, path).toBe(404);
    }
    expect(
      (await call("admin@demo.test", "PUT", `/api/studies/${foreign.id}/publish`, { published: true })).status,
    ).toBe(404);
  });

  it("answers 403 for a viewer and for UPDATE_STUDY_TITLE_ONLY, with the spec's words", async () => {
    const { id } = await viewerDraft();
    const editor = await userId("camilla.frost@northwind.test");
    await db().update(memberships).set({ projectAccess: "ALL" }).where(eq(memberships.userId, editor));
    for (const email of ["viewer@demo.test", "camilla.frost@northwind.test"]) {
      for (const [method, path, body] of writes(id)) {
        const answer = await call(email, method, path, body);
        expect(answer.status, `${email} ${path}`).toBe(403);
        expect(answer.body.message).toBe(noPermission);
      }
    }
    // The title alone is UPDATE_STUDY_TITLE_ONLY's to change.
    expect((await call("camilla.frost@northwind.test", "PUT", `/api/studies/${id}`, { title: "T" })).status).toBe(200);
    const more = await call("camilla.frost@northwind.test", "PUT", `/api/studies/${id}`, { title: "T", purpose: "P" });
    expect(more.status).toBe(403);
    expect((await studyRow(id)).purpose).not.toBe("P");
  });

  it("answers 409 for a started study, an empty draft, and a saved draft mixing files and links", async () => {
    const started = await adminStudy();
    for (const [method, path, body] of writes(started.id)) {
      const answer = await call("admin@demo.test", method, path, body);
      expect(answer.status, path).toBe(409);
      expect(answer.body.message).toBe(notDraft);
    }
    const empty = await newDraft();
    await db().delete(sections).where(eq(sections.studyId, empty.id));
    await db().delete(objectives).where(eq(objectives.studyId, empty.id));
    await db().update(studies).set({ templateId: null, brief: null }).where(eq(studies.id, empty.id));
    const refused = await call("admin@demo.test", "PUT", `/api/studies/${empty.id}/objectives`, {
      objectives: [{ title: "Why?" }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This study is empty and cannot be edited here. Please contact support.");

    const mixed = await newDraft();
    await db()
      .insert(studyMaterials)
      .values([
        { studyId: mixed.id, kind: "FILE", title: "A file", position: 0 },
        { studyId: mixed.id, kind: "LINK", title: "A link", link: "https://example.com", position: 1 },
      ]);
    // While the wizard is open, mixing is allowed.
    expect((await call("admin@demo.test", "PUT", `/api/studies/${mixed.id}`, { purpose: "Open" })).status).toBe(200);
    await db().update(studies).set({ materialsLockedAt: new Date() }).where(eq(studies.id, mixed.id));
    const locked = await call("admin@demo.test", "PUT", `/api/studies/${mixed.id}`, { purpose: "Closed" });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(
      "This study mixes file and link materials and cannot be edited here. Please contact support.",
    );
  });
});

describe("PUT /api/studies/{id} on a draft", () => {
  it("saves the details, bumps updated_at and records the builder's edit events only for changes", async () => {
    const { id } = await newDraft("researcher@demo.test");
    const before = await studyRow(id);
    const body = { title: "Renamed", purpose: "Why", introduction: "Hello", data_source: "MODERATED" as const };
    const answer = await call("researcher@demo.test", "PUT", `/api/studies/${id}`, body);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ title: "Renamed", purpose: "Why", data_source: "MODERATED" });
    const after = await studyRow(id);
    expect(after.introduction).toBe("Hello");
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    await call("researcher@demo.test", "PUT", `/api/studies/${id}`, body);
    expect(await eventsOf("builder_edit_name", id)).toBe(1);
    expect(await eventsOf("builder_edit_purpose", id)).toBe(1);
    expect(await eventsOf("builder_edit_introduction", id)).toBe(1);
  });

  it("refuses a body without fields, and a started study's details with 409", async () => {
    const { id } = await newDraft();
    expect((await call("admin@demo.test", "PUT", `/api/studies/${id}`, {})).status).toBe(422);
    const started = await adminStudy();
    const answer = await call("admin@demo.test", "PUT", `/api/studies/${started.id}`, { purpose: "P" });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(notDraft);
    // Its title still changes.
    expect((await call("admin@demo.test", "PUT", `/api/studies/${started.id}`, { title: "Kept" })).status).toBe(200);
  });

  it("locks market and language once the draft was saved with its materials", async () => {
    const { id } = await newDraft();
    await call("admin@demo.test", "PUT", `/api/studies/${id}`, { market: "DK", language: "da" });
    await call("admin@demo.test", "POST", `/api/studies/${id}/objects`, { link: "https://example.com/app" });
    const saved = await call("admin@demo.test", "POST", `/api/studies/${id}/save_draft`);
    expect(saved.status).toBe(200);
    expect(saved.body.data.locks).toEqual({ materials: true, country_language: true });
    expect(await eventsOf("builder_save_draft", id)).toBe(1);
    const moved = await call("admin@demo.test", "PUT", `/api/studies/${id}`, { market: "SE", language: "sv" });
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toEqual({
      market: ["The market and language of a saved draft cannot be changed."],
      language: ["The market and language of a saved draft cannot be changed."],
    });
    expect((await call("admin@demo.test", "PUT", `/api/studies/${id}`, { market: "DK", purpose: "x" })).status).toBe(
      200,
    );
  });

  it("does not lock a draft saved before its materials are complete", async () => {
    const { id } = await newDraft();
    await call("admin@demo.test", "PUT", `/api/studies/${id}`, { market: "DK" });
    const saved = await call("admin@demo.test", "POST", `/api/studies/${id}/save_draft`);
    expect(saved.body.data.locks).toEqual({ materials: false, country_language: false });
    expect((await call("admin@demo.test", "PUT", `/api/studies/${id}`, { market: "SE" })).status).toBe(200);
  });
});

describe("status changes (001 §6)", () => {
  it("let UPDATE_STUDY change a client-created study, a producer's email and UPDATE_STUDY_STATUS_TO_ANY any", async () => {
    const own = await newDraft("researcher@demo.test");
    // The researcher has UPDATE_DRAFT_STUDY_ONLY: no status change until listed as a producer.
    const refused = await call("researcher@demo.test", "PUT", `/api/studies/${own.id}`, { status: "IN_PROGRESS" });
    expect(refused.status).toBe(403);
    await db().insert(studyProducers).values({ studyId: own.id, email: "Researcher@demo.test" });
    expect(
      (await call("researcher@demo.test", "PUT", `/api/studies/${own.id}`, { status: "IN_PROGRESS" })).status,
    ).toBe(200);

    const draft = await newDraft("admin@demo.test");
    const changed = await call("admin@demo.test", "PUT", `/api/studies/${draft.id}`, { status: "IN_PROGRESS" });
    expect(changed.body.data).toMatchObject({ status: "IN_PROGRESS", display_status_code: "IN_PROGRESS" });

    const provider = await adminStudy(); // made by the provider, not client-created
    await db().delete(studyProducers).where(eq(studyProducers.studyId, provider.id));
    expect((await call("admin@demo.test", "PUT", `/api/studies/${provider.id}`, { status: "CLOSED" })).status).toBe(
      403,
    );
    const staff = { email: "producer@demo.test", client: provider.clientId };
    expect((await call(staff, "PUT", `/api/studies/${provider.id}`, { status: "CLOSED" })).status).toBe(200);
    const back = await call(staff, "PUT", `/api/studies/${provider.id}`, { status: "DRAFT" });
    expect(back.status).toBe(422);
    expect(back.body.errors.status).toEqual(["A study that has started cannot go back to draft."]);
  });
});

describe("PUT /api/studies/{id}/publish", () => {
  it("opens and pauses a started study's page, 409 for a draft, 403 without the status rule", async () => {
    const { id } = await newDraft();
    const draft = await call("admin@demo.test", "PUT", `/api/studies/${id}/publish`, { published: true });
    expect(draft.status).toBe(409);
    expect(draft.body.message).toBe("A draft cannot be published. Start the study first.");
    await call("admin@demo.test", "PUT", `/api/studies/${id}`, { status: "IN_PROGRESS" });
    expect((await call("admin@demo.test", "PUT", `/api/studies/${id}/publish`, { published: true })).status).toBe(200);
    expect((await studyRow(id)).publishedAt).not.toBeNull();
    expect((await call("admin@demo.test", "PUT", `/api/studies/${id}/publish`, { published: false })).status).toBe(200);
    expect((await studyRow(id)).publishedAt).toBeNull();
    expect((await call("researcher@demo.test", "PUT", `/api/studies/${id}/publish`, { published: true })).status).toBe(
      403,
    );
    expect((await call(null, "PUT", `/api/studies/${id}/publish`, { published: true })).status).toBe(401);
    expect((await call("admin@demo.test", "PUT", `/api/studies/${id}/publish`, { published: "yes" })).status).toBe(422);
  });
});

describe("POST /api/studies/{id}/builder_steps", () => {
  it("records the step (204) and refuses unknown steps (422)", async () => {
    const { id } = await newDraft();
    expect(
      (await call("admin@demo.test", "POST", `/api/studies/${id}/builder_steps`, { step: "RECRUIT" })).status,
    ).toBe(204);
    expect(await eventsOf("builder_step", id)).toBe(1);
    expect((await call("admin@demo.test", "POST", `/api/studies/${id}/builder_steps`, { step: "NOPE" })).status).toBe(
      422,
    );
  });
});
