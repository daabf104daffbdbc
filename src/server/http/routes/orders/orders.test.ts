import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELIVERY_DAYS } from "@/lib/constants";
import { bloomProposalMessages, factTaskText, messages } from "@/lib/messages";
import { db } from "@/server/db/client";
import {
  analyticsEvents,
  memberships,
  orders,
  recruitmentSettings,
  studies,
  studyTemplates,
  objectives,
  sections,
  segments,
  tasks,
} from "@/server/db/schema";
import { env } from "@/server/env";
import { app } from "@/server/http/app";
import { authHeaders } from "@tests/fixtures/contexts";
import { adminStudy, foreignStudy, hiddenFromViewer } from "@tests/fixtures/research-studies";
import { call, userId } from "@tests/fixtures/team-requests";

const DAY_MS = 24 * 3600 * 1000;

/** A demo draft by its title (src/server/demo/content/studies-drafts.ts). */
async function draft(title: string) {
  const [row] = await db().select().from(studies).where(eq(studies.title, title));
  expect(row?.status).toBe("DRAFT");
  return row!;
}
const selfRecruitDraft = () => draft("Snack box subscription – sign-up flow");
const specialistDraft = () => draft("Northwind vs. private label – brand perception");

const order = (who: string | null, studyId: number, terms: unknown = true) =>
  call(who, "POST", "/api/orders", { study_id: studyId, terms_accepted: terms });

/** A started demo study made a draft again (its order removed). */
async function reopen(title: string) {
  const [row] = await db()
    .update(studies)
    .set({ status: "DRAFT", displayStatusCode: "DRAFT", publishedAt: null, termsAcceptedAt: null })
    .where(eq(studies.title, title))
    .returning();
  await db().delete(orders).where(eq(orders.studyId, row!.id));
  return row!;
}

const ordersOf = (studyId: number) => db().select().from(orders).where(eq(orders.studyId, studyId));

describe("POST /api/orders", () => {
  it("answers 401 signed out", async () => {
    const study = await selfRecruitDraft();
    expect((await order(null, study.id)).status).toBe(401);
  });

  it("refuses unaccepted terms with the spec's words on terms_accepted", async () => {
    const study = await selfRecruitDraft();
    for (const body of [
      { study_id: study.id, terms_accepted: false },
      { study_id: study.id },
      { study_id: study.id, terms_accepted: "true" },
    ]) {
      const answer = await call("admin@demo.test", "POST", "/api/orders", body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.message).toBe("The given data was invalid.");
      expect(answer.body.errors.terms_accepted).toEqual(["Please accept terms to start a study"]);
    }
    const noStudy = await call("admin@demo.test", "POST", "/api/orders", { terms_accepted: true });
    expect(noStudy.body.errors.study_id).toEqual([messages.required]);
    const extra = await call("admin@demo.test", "POST", "/api/orders", {
      study_id: study.id,
      terms_accepted: true,
      status: "COMPLETED",
    });
    expect(extra.status).toBe(422);
    expect(await ordersOf(study.id)).toEqual([]);
  });

  it("answers 404 for another client's study, a hidden one and an unknown id", async () => {
    const foreign = await foreignStudy();
    const hidden = await hiddenFromViewer();
    expect((await order("admin@demo.test", foreign.id)).status).toBe(404);
    expect((await order("viewer@demo.test", hidden.id)).status).toBe(404);
    expect((await order("admin@demo.test", 999_999)).status).toBe(404);
  });

  it("answers 403 without UPDATE_STUDY or UPDATE_DRAFT_STUDY_ONLY (a viewer, a title-only editor)", async () => {
    const study = await specialistDraft();
    expect((await order("viewer@demo.test", study.id)).status).toBe(403);
    const editor = await userId("camilla.frost@northwind.test");
    await db().update(memberships).set({ projectAccess: "ALL" }).where(eq(memberships.userId, editor));
    expect((await order("camilla.frost@northwind.test", study.id)).status).toBe(403);
    expect((await db().select().from(studies).where(eq(studies.id, study.id)))[0]!.status).toBe("DRAFT");
  });

  it("answers 409 for a study that is not a draft", async () => {
    const study = await adminStudy();
    for (const who of ["admin@demo.test", "researcher@demo.test"]) {
      const answer = await order(who, study.id);
      expect(answer.status, who).toBe(409);
      expect(answer.body.message).toBe(messages.editNotDraft);
    }
  });

  it("answers 422 naming what a draft still lacks, in the wizard's words, and changes nothing", async () => {
    // Lumen Bank's draft, so the other drafts stay whole for the tests below (one database per file).
    const study = await draft("Cashback credit card – social creatives");
    const admin = "olivia.grant@lumenbank.test";
    const template = eq(studyTemplates.id, study.templateId!);
    await db().update(studyTemplates).set({ minStimuliCount: 5 }).where(template);
    const few = await order(admin, study.id);
    expect(few.status).toBe(422);
    expect(few.body.message).toBe(messages.studyNotReady);
    expect(few.body.errors).toEqual({ study_materials: [messages.tooFewMaterials(5)] });
    await db().update(studyTemplates).set({ minStimuliCount: 1 }).where(template);

    await db().delete(recruitmentSettings).where(eq(recruitmentSettings.studyId, study.id));
    await db().delete(tasks).where(eq(tasks.studyId, study.id));
    const empty = await order(admin, study.id);
    expect(empty.body.errors).toEqual({
      sections: [messages.sectionWithoutQuestions],
      recruitment: [messages.recruitmentRequired],
    });

    await db().delete(sections).where(eq(sections.studyId, study.id));
    await db().delete(objectives).where(eq(objectives.studyId, study.id));
    const bare = await order(admin, study.id);
    expect(bare.status).toBe(422);
    expect(bare.body.errors).toEqual({
      business_questions: [messages.businessQuestionsTooFew(1)],
      sections: [messages.sectionsRequired],
      recruitment: [messages.recruitmentRequired],
    });
    const [after] = await db().select().from(studies).where(eq(studies.id, study.id));
    expect(after).toMatchObject({ status: "DRAFT", termsAcceptedAt: null, publishedAt: null, participantToken: null });
    expect(await ordersOf(study.id)).toEqual([]);
  });

  it("refuses a design that still holds a fill-in instruction (text or option), naming how many questions", async () => {
    const study = await selfRecruitDraft();
    const [first, second] = await db().select().from(tasks).where(eq(tasks.studyId, study.id)).orderBy(tasks.id);
    const fillIn = factTaskText.fillIn("claim 1");
    await db()
      .update(tasks)
      .set({ text: `Which is clearer: ${fillIn}?` })
      .where(eq(tasks.id, first!.id));
    await db()
      .update(tasks)
      .set({ options: [...second!.options, { id: "fill-in", text: fillIn }] })
      .where(eq(tasks.id, second!.id));
    const status = await call("researcher@demo.test", "GET", `/api/studies/${study.id}/requirements_status`);
    expect(status.body.data).toMatchObject({ ready: false, fill_in: { count: 2, ok: false } });
    const refused = await order("researcher@demo.test", study.id);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(messages.studyNotReady);
    expect(refused.body.errors).toEqual({ study_design: [bloomProposalMessages.needsEdit(2)] });
    expect(await ordersOf(study.id)).toEqual([]);

    // Edited by the researcher: the study is ready again (the next test starts it).
    await db().update(tasks).set({ text: first!.text }).where(eq(tasks.id, first!.id));
    await db().update(tasks).set({ options: second!.options }).where(eq(tasks.id, second!.id));
    const ready = await call("researcher@demo.test", "GET", `/api/studies/${study.id}/requirements_status`);
    expect(ready.body.data.fill_in).toEqual({ count: 0, ok: true });
  });

  it("starts a self-recruited draft: IN_PREPARATION, a participant link, the terms, the lock and the event", async () => {
    const study = await selfRecruitDraft();
    const before = Date.now();
    const answer = await order("researcher@demo.test", study.id);
    expect(answer.status).toBe(201);
    const data = answer.body.data;
    const [setting] = await db()
      .select()
      .from(recruitmentSettings)
      .where(and(eq(recruitmentSettings.studyId, study.id)));
    expect(data).toMatchObject({
      study_id: study.id,
      status: "PLACED",
      recruit_method: "SHAREABLE_LINK",
      required_interviews: setting!.requiredInterviews,
      quality_assurance: study.qualityAssurance,
    });
    const [after] = await db().select().from(studies).where(eq(studies.id, study.id));
    expect(after).toMatchObject({
      status: "IN_PROGRESS",
      displayStatusCode: "IN_PREPARATION",
      recruitMethod: "SELF_RECRUIT",
    });
    for (const at of [after!.termsAcceptedAt, after!.publishedAt, after!.materialsLockedAt])
      expect(at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(after!.participantToken).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(data.participant_link).toBe(`${env().publicUrl}/participate/${after!.participantToken}`);
    const days = DELIVERY_DAYS.fieldwork + (study.qualityAssurance ? DELIVERY_DAYS.providerReview : 0);
    expect(Date.parse(data.estimated_delivery_at) - Date.parse(data.created_at)).toBe(days * DAY_MS);

    const [stored] = await ordersOf(study.id);
    expect(stored).toMatchObject({ id: data.id, recruitMethod: "SHAREABLE_LINK", clientId: study.clientId });
    expect(stored!.details).toMatchObject({ audience: [{ segment_id: null, method: "SHAREABLE_LINK" }] });
    const events = await db().select().from(analyticsEvents).where(eq(analyticsEvents.name, "builder_start_study"));
    expect(events.map((e) => e.properties)).toEqual([{ study_id: study.id, order_id: data.id }]);

    // Started once: a second Start study is a conflict, and no second order is placed.
    const again = await order("researcher@demo.test", study.id);
    expect(again.status).toBe(409);
    expect(await ordersOf(study.id)).toHaveLength(1);
  });

  it("starts a specialist-recruited draft without a participant link; recruitment and review add a day each", async () => {
    const study = await specialistDraft();
    await db().update(studies).set({ qualityAssurance: true }).where(eq(studies.id, study.id));
    const answer = await order("admin@demo.test", study.id);
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      recruit_method: "SPECIALIST",
      participant_link: null,
      quality_assurance: true,
    });
    const days = DELIVERY_DAYS.fieldwork + DELIVERY_DAYS.specialistRecruitment + DELIVERY_DAYS.providerReview;
    const { estimated_delivery_at: eta, created_at: created } = answer.body.data;
    expect(Date.parse(eta) - Date.parse(created)).toBe(days * DAY_MS);
    const [after] = await db().select().from(studies).where(eq(studies.id, study.id));
    expect(after).toMatchObject({ displayStatusCode: "IN_PREPARATION", participantToken: null });
  });

  it("takes the sum of the segments' interviews when the study has no study-wide settings", async () => {
    // The draft the test before started, made a draft again, now with two segments' settings only.
    const study = await reopen("Northwind vs. private label – brand perception");
    const [segment] = await db()
      .insert(segments)
      .values({ studyId: study.id, title: "Extra", position: 9 })
      .returning();
    const [other] = await db().insert(segments).values({ studyId: study.id, title: "Other", position: 10 }).returning();
    await db().delete(recruitmentSettings).where(eq(recruitmentSettings.studyId, study.id));
    await db()
      .insert(recruitmentSettings)
      .values([
        { studyId: study.id, segmentId: segment!.id, method: "SPECIALIST", requiredInterviews: 5 },
        { studyId: study.id, segmentId: other!.id, method: "SPECIALIST", requiredInterviews: 7 },
      ]);
    const answer = await order("admin@demo.test", study.id);
    expect(answer.status).toBe(201);
    expect(answer.body.data.required_interviews).toBe(12);
  });
});

describe("GET /api/orders/study-filters", () => {
  it("answers 401 signed out", async () => {
    expect((await call(null, "GET", "/api/orders/study-filters")).status).toBe(401);
  });

  it("lists the recruitment choices in the wizard's words", async () => {
    const { status, body } = await call("viewer@demo.test", "GET", "/api/orders/study-filters");
    expect(status).toBe(200);
    const filters = body.data;
    expect(filters.markets).toContainEqual({ value: "DK", label: "Denmark", languages: ["da", "en"] });
    expect(filters.markets).toContainEqual({ value: "GB", label: "United Kingdom", languages: ["en"] });
    expect(filters.languages).toEqual([
      { value: "en", label: "English" },
      { value: "da", label: "Danish" },
      { value: "es", label: "Spanish" },
      { value: "de", label: "German" },
      { value: "sv", label: "Swedish" },
    ]);
    expect(filters.genders).toEqual([
      { value: "FEMALE", label: "Women" },
      { value: "MALE", label: "Men" },
      { value: "OTHER", label: "Other" },
      { value: "ANY", label: "Everyone" },
    ]);
    expect(filters.devices.map((d: { label: string }) => d.label)).toEqual(["Desktop", "Mobile", "Both"]);
    expect(filters.recording_devices.map((d: { label: string }) => d.label)).toEqual([
      "Microphone",
      "Camera",
      "Screen",
    ]);
    expect(filters.recruitment_methods).toEqual([
      { value: "SHAREABLE_LINK", label: "Self-recruit with a shareable link", description: expect.any(String) },
      { value: "SPECIALIST", label: "Recruited by our specialists", description: "About 1 day to recruit" },
    ]);
    expect(filters.age).toEqual({ min: 16, max: 99 });
    expect(filters.required_interviews).toEqual({ min: 1, max: 100 });
  });

  it("is a cached read: private for an hour, with an ETag answered 304", async () => {
    const headers = await authHeaders("admin@demo.test");
    const first = await app.request("/api/orders/study-filters", { headers });
    expect(first.headers.get("cache-control")).toBe("private, max-age=3600");
    const etag = first.headers.get("etag")!;
    const again = await app.request("/api/orders/study-filters", { headers: { ...headers, "if-none-match": etag } });
    expect(again.status).toBe(304);
  });
});
