import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { recruitmentSettings, segments } from "@/server/db/schema";
import { foreignStudy } from "@tests/fixtures/research-studies";
import { newDraft, studyRow } from "@tests/fixtures/study-drafts";
import { call } from "@tests/fixtures/team-requests";

const admin = "admin@demo.test";

const audience = (extra: Record<string, unknown> = {}) => ({
  segment: null,
  age_range: { min: 25, max: 45 },
  countries: ["DK"],
  custom_criteria: "Drinks oat milk",
  devices: ["MOBILE"],
  gender: "FEMALE",
  language: "da",
  required_interviews: 6,
  ...extra,
});

const settings = (audiences: unknown[], extra: Record<string, unknown> = {}) => ({
  method: "SHAREABLE_LINK",
  recording_devices: ["MICROPHONE", "CAMERA"],
  quality_assurance: true,
  audiences,
  ...extra,
});

describe("PUT /api/studies/{id}/audience_settings", () => {
  it("saves a study-wide audience and the study's recruitment fields; GET answers the same", async () => {
    const { id } = await newDraft();
    const answer = await call(admin, "PUT", `/api/studies/${id}/audience_settings`, settings([audience()]));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      {
        segment_id: null,
        method: "SHAREABLE_LINK",
        age_range: { min: 25, max: 45 },
        countries: ["DK"],
        custom_criteria: "Drinks oat milk",
        devices: ["MOBILE"],
        gender: "FEMALE",
        language: "da",
        required_interviews: 6,
        participants_per_segment: null,
      },
    ]);
    expect((await call(admin, "GET", `/api/studies/${id}/audience_settings`)).body.data).toEqual(answer.body.data);
    expect(await studyRow(id)).toMatchObject({
      recruitMethod: "SELF_RECRUIT",
      recordingDevices: ["MICROPHONE", "CAMERA"],
      qualityAssurance: true,
      device: "MOBILE",
      requiredInterviews: 6,
    });
    const draft = (await call(admin, "GET", `/api/studies/${id}/draft`)).body.data;
    expect(draft.requirements.recruitment.ok).toBe(true);
    expect(draft.participant_link).toMatch(/^\/participate\/[\w-]{22,}$/);
  });

  it("saves one audience per segment, updates and drops segments, and goes back to study-wide", async () => {
    const { id } = await newDraft();
    const first = await call(
      admin,
      "PUT",
      `/api/studies/${id}/audience_settings`,
      settings(
        [
          audience({ segment: { title: "Young" }, age_range: { min: 18, max: 30 }, devices: ["DESKTOP"] }),
          audience({
            segment: { title: "Older" },
            countries: ["SE"],
            language: "sv",
            gender: "ANY",
            required_interviews: 4,
          }),
        ],
        { method: "SPECIALIST" },
      ),
    );
    expect(first.status).toBe(200);
    const rows = await db().select().from(segments).where(eq(segments.studyId, id)).orderBy(segments.position);
    expect(rows).toMatchObject([
      { title: "Young", market: "DK", language: "da", gender: "FEMALE", ageMin: 18, ageMax: 30 },
      { title: "Older", market: "SE", language: "sv", gender: "ANY", ageMin: 25, ageMax: 45 },
    ]);
    expect(first.body.data.map((a: { segment_id: number }) => a.segment_id)).toEqual(rows.map((r) => r.id));
    expect(first.body.data[1].participants_per_segment).toBe(4);
    expect(await studyRow(id)).toMatchObject({ recruitMethod: "SPECIALIST", device: "BOTH", requiredInterviews: 10 });
    const draft = (await call(admin, "GET", `/api/studies/${id}/draft`)).body.data;
    expect(draft.audience.map((a: { segment_title: string }) => a.segment_title)).toEqual(["Young", "Older"]);
    expect(draft.participant_link).toBeNull();

    const second = await call(
      admin,
      "PUT",
      `/api/studies/${id}/audience_settings`,
      settings([audience({ segment: { id: rows[1]!.id, title: "Over 30" } })]),
    );
    expect(second.status).toBe(200);
    const left = await db().select().from(segments).where(eq(segments.studyId, id));
    expect(left).toMatchObject([{ id: rows[1]!.id, title: "Over 30" }]);

    await call(admin, "PUT", `/api/studies/${id}/audience_settings`, settings([audience()]));
    expect(await db().select().from(segments).where(eq(segments.studyId, id))).toEqual([]);
    expect(await db().select().from(recruitmentSettings).where(eq(recruitmentSettings.studyId, id))).toHaveLength(1);
  });

  it("refuses each rule with its field and words, and writes nothing", async () => {
    const { id } = await newDraft();
    const { method: _method, ...noMethod } = settings([audience()]);
    const cases: [unknown, string, string][] = [
      [noMethod, "method", "A recruitment option must be selected."],
      [settings([audience()], { method: "CARRIER_PIGEON" }), "method", "A recruitment option must be selected."],
      [
        settings([audience({ age_range: { min: 50, max: 30 } })]),
        "audiences.0.age_range.min",
        "The lowest age must not be above the highest.",
      ],
      [
        settings([audience(), audience({ segment: { title: "S" } })]),
        "audiences",
        "Give one audience for the whole study, or one for each segment.",
      ],
      [
        settings([audience({ segment: { id: 1, title: "Theirs" } })]),
        "audiences.0.segment.id",
        "This does not belong to this study.",
      ],
      [settings([audience({ countries: [] })]), "audiences.0.countries", "This value is required"],
    ];
    for (const [body, field, message] of cases) {
      const answer = await call(admin, "PUT", `/api/studies/${id}/audience_settings`, body);
      expect(answer.status, field).toBe(422);
      expect(answer.body.errors[field], JSON.stringify(answer.body.errors)).toEqual([message]);
    }
    expect((await call(admin, "GET", `/api/studies/${id}/audience_settings`)).body.data).toEqual([]);
    const foreign = await foreignStudy();
    expect(
      (await call(admin, "PUT", `/api/studies/${foreign.id}/audience_settings`, settings([audience()]))).status,
    ).toBe(404);
  });
});

describe("a draft from creation to ready", () => {
  it("goes through every step of the wizard and meets every requirement but the terms", async () => {
    const created = await call("researcher@demo.test", "POST", "/api/studies", {
      template_id: (await newDraft()).draft.template.id,
      title: "Round trip",
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    const who = "researcher@demo.test";
    await call(who, "POST", `/api/studies/${id}/builder_steps`, { step: "DETAILS" });
    expect(
      (
        await call(who, "PUT", `/api/studies/${id}`, {
          purpose: "Learn",
          market: "DK",
          language: "da",
          introduction: "Hi",
        })
      ).status,
    ).toBe(200);
    expect((await call(who, "POST", `/api/studies/${id}/objects`, { link: "https://example.com/proto" })).status).toBe(
      201,
    );
    // The template's business questions stay (by id) while its sections use them; the design comes first.
    const [t1, t2] = (await call(who, "GET", `/api/studies/${id}/draft`)).body.data.objectives as { id: number }[];
    const design = await call(who, "PUT", `/api/studies/${id}/tasks`, {
      sections: [
        { objective_id: t1!.id, text: "Use it" },
        { objective_id: (t2 ?? t1)!.id, text: "Judge it" },
      ],
      tasks: [
        { section: 0, type: "TEXT_ONLY", text: "Open the prototype", object_assignment: { "0": true } },
        { section: 1, type: "SCORING", text: "How much do you like it?" },
      ],
    });
    const questions = await call(who, "PUT", `/api/studies/${id}/objectives`, {
      objectives: [
        { id: t1!.id, title: "Does it work?" },
        ...(t2 ? [{ id: t2.id, title: "Do they like it?" }] : [{ title: "Do they like it?" }]),
        { title: "Would they pay?" },
      ],
    });
    expect(questions.status).toBe(200);
    expect(design.status).toBe(200);
    const audience = await call(who, "PUT", `/api/studies/${id}/audience_settings`, {
      method: "SPECIALIST",
      recording_devices: ["MICROPHONE", "SCREEN"],
      audiences: [
        {
          segment: null,
          age_range: { min: 20, max: 60 },
          countries: ["DK"],
          devices: ["DESKTOP"],
          gender: "ANY",
          language: "da",
          required_interviews: 8,
        },
      ],
    });
    expect(audience.status).toBe(200);
    const saved = await call(who, "POST", `/api/studies/${id}/save_draft`);
    expect(saved.status).toBe(200);
    const draft = saved.body.data;
    expect(draft).toMatchObject({
      title: "Round trip",
      purpose: "Learn",
      introduction: "Hi",
      market: "DK",
      language: "da",
      locks: { materials: true, country_language: true },
      requirements: {
        ready: false,
        business_questions: { count: 3, ok: true },
        sections: { count: 2, ok: true, without_questions: [] },
        study_materials: { count: 1, ok: true },
        recruitment: { ok: true },
        terms_accepted: false,
      },
    });
    expect(draft.design.sections[0].tasks[0].object_assignment).toEqual({ "0": true });
    const status = await call(who, "GET", `/api/studies/${id}/requirements_status`);
    expect(status.body.data).toEqual(draft.requirements);
  });
});
