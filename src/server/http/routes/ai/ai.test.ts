import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { AI_BRIEF_LIMITS, AI_OUTLINE_DEFAULT_COUNT } from "@/lib/constants";
import { aiMessages, builtInEngineMessages, messages } from "@/lib/messages";
import { db } from "@/server/db/client";
import { aiGenerations } from "@/server/db/schema";
import { setEnv } from "@/server/env";
import { runAiGeneration } from "@/server/jobs/ai-generation";
import { adminStudy, foreignStudy } from "@tests/fixtures/research-studies";
import { contextOf } from "@tests/fixtures/contexts";
import { eventsOf, newDraft } from "@tests/fixtures/study-drafts";
import { call } from "@tests/fixtures/api-call";

const BRIEF =
  "We are launching a new oat drink pack in Denmark and want to understand whether parents of young children " +
  "notice it on the shelf, understand what makes it different, and would choose it over their usual milk. " +
  "The results will decide whether we launch the pack as it is or rework the design first. Participants see the pack concept.";

const admin = "admin@demo.test";
const poll = (kind: "study-outlines" | "study-designs", id: number, who: Parameters<typeof call>[0] = admin) =>
  call(who, "GET", `/api/v1/ai/${kind}/${id}`);

/** Starts a generation and runs it as the worker would; answers the polled generation. */
async function generate(kind: "study-outlines" | "study-designs", body: Record<string, unknown>) {
  const started = await call(admin, "POST", `/api/v1/ai/${kind}`, body);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  expect(started.body.data.status).toBe("PENDING");
  await runAiGeneration(started.body.data.id);
  return (await poll(kind, started.body.data.id)).body.data;
}

/** A fake of an OpenAI-compatible provider (an outside service) answering every request with `reply`, or never. */
async function fakeProvider(reply: ((res: http.ServerResponse) => void) | "never") {
  const server = http.createServer((req, res) => {
    req.resume();
    if (reply !== "never") req.on("end", () => reply(res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  setEnv({
    AI_PROVIDER: "openai",
    AI_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    AI_API_KEY: "test-key",
    AI_MODEL: "fake-model",
  });
  return server;
}

/** A template draft with its template's design cleared, as the AI variant replaces business questions. */
async function clearedDraft() {
  const { id } = await newDraft();
  const cleared = await call(admin, "PUT", `/api/studies/${id}/tasks`, { segment_id: null, sections: [], tasks: [] });
  expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
  return id;
}

/** A draft in a project the viewer sees (so the viewer gets a 403, not a 404). */
async function viewerVisibleDraft() {
  const viewer = await contextOf("viewer@demo.test");
  return newDraft(admin, { project_id: viewer.projectIds![0] });
}

let provider: http.Server | undefined;
afterEach(() => {
  provider?.closeAllConnections();
  provider?.close();
  provider = undefined;
  setEnv({ AI_PROVIDER: "builtin" });
});

describe("POST /api/v1/ai/study-briefs/rating", () => {
  it("rates a brief with the built-in engine: a full brief scores high, a line gets concrete suggestions", async () => {
    const good = await call(admin, "POST", "/api/v1/ai/study-briefs/rating", { brief: BRIEF });
    expect(good.status).toBe(200);
    expect(good.body.data.engine).toBe(builtInEngineMessages.label);
    expect(good.body.data.score).toBeGreaterThanOrEqual(80);
    const thin = await call(admin, "POST", "/api/v1/ai/study-briefs/rating", { brief: "Test our app." });
    expect(thin.body.data.score).toBeLessThan(good.body.data.score);
    expect(thin.body.data.suggestions.length).toBeGreaterThanOrEqual(3);
    // 001 §4's "evaluate" event, once per rating.
    const { id } = await newDraft();
    await call(admin, "POST", "/api/v1/ai/study-briefs/rating", { brief: BRIEF, study_id: id });
    expect(await eventsOf("builder_evaluate", id)).toBe(1);
  });

  it("answers 401, 403 for a viewer, 404 for another tenant's study and 422 for an empty or oversized brief", async () => {
    const path = "/api/v1/ai/study-briefs/rating";
    expect((await call(null, "POST", path, { brief: BRIEF })).status).toBe(401);
    const viewer = await call("viewer@demo.test", "POST", path, { brief: BRIEF });
    expect(viewer.status).toBe(403);
    expect(viewer.body.message).toBe(messages.editNoPermission);
    const foreign = await foreignStudy();
    expect((await call(admin, "POST", path, { brief: BRIEF, study_id: foreign.id })).status).toBe(404);
    const empty = await call(admin, "POST", path, { brief: "   " });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.brief).toEqual([messages.required]);
    const symbols = await call(admin, "POST", path, { brief: "?!#%&*()[]{}<>…—" });
    expect(symbols.status).toBe(422);
    expect(symbols.body.errors.brief).toEqual([messages.required]);
    const long = await call(admin, "POST", path, { brief: "a".repeat(AI_BRIEF_LIMITS.max + 1) });
    expect(long.body.errors.brief).toEqual([aiMessages.briefTooLong(AI_BRIEF_LIMITS.max)]);
  });
});

describe("POST /api/v1/ai/study-briefs/refine", () => {
  it("rewrites the brief without storing it; 401, 403 for a viewer, 404 for another tenant's study, 422 for an empty brief", async () => {
    const { id } = await newDraft();
    const refined = await call(admin, "POST", "/api/v1/ai/study-briefs/refine", {
      brief: "Test our pack.",
      study_id: id,
    });
    expect(refined.status).toBe(200);
    expect(refined.body.data).toMatchObject({ engine: builtInEngineMessages.label });
    expect(refined.body.data.brief).toContain("Test our pack.");
    expect(refined.body.data.gaps).toBeGreaterThan(0);
    expect((await call(admin, "GET", `/api/studies/${id}/draft`)).body.data.brief).not.toContain("Test our pack.");
    const path = "/api/v1/ai/study-briefs/refine";
    expect((await call(null, "POST", path, { brief: BRIEF })).status).toBe(401);
    expect((await call("viewer@demo.test", "POST", path, { brief: BRIEF })).status).toBe(403);
    const foreign = await foreignStudy();
    expect((await call(admin, "POST", path, { brief: BRIEF, study_id: foreign.id })).status).toBe(404);
    expect((await call(admin, "POST", path, { brief: "" })).status).toBe(422);
  });
});

describe("AI outline and AI study design generations", () => {
  it("an outline runs PENDING → COMPLETED, and its business questions save like hand-written ones", async () => {
    const id = await clearedDraft();
    const outline = await generate("study-outlines", { study_id: id, brief: BRIEF });
    expect(outline).toMatchObject({ status: "COMPLETED", progress: 100, error: null, study_id: id });
    const questions = outline.result.business_questions as string[];
    expect(questions).toHaveLength(AI_OUTLINE_DEFAULT_COUNT);
    const saved = await call(admin, "PUT", `/api/studies/${id}/objectives`, {
      objectives: questions.map((title) => ({ title })),
    });
    expect(saved.status).toBe(200);
  });

  it("a design has a section per business question, and PUT /tasks accepts it as it is", async () => {
    const id = await clearedDraft();
    const questions = ["Do parents notice the pack?", "Is the difference clear?", "Would they buy it?"];
    const design = await generate("study-designs", { study_id: id, brief: BRIEF, business_questions: questions });
    expect(design.status, design.error).toBe("COMPLETED");
    const sections = design.result.sections as { business_question: number; text: string; tasks: object[] }[];
    expect(sections.map((s) => s.business_question).sort()).toEqual([0, 1, 2]);
    const objectives = await call(admin, "PUT", `/api/studies/${id}/objectives`, {
      objectives: questions.map((title) => ({ title })),
    });
    const ids = (objectives.body.data as { id: number }[]).map((o) => o.id);
    const saved = await call(admin, "PUT", `/api/studies/${id}/tasks`, {
      segment_id: null,
      sections: sections.map((s) => ({ objective_id: ids[s.business_question], text: s.text })),
      tasks: sections.flatMap((s, index) => s.tasks.map((task) => ({ ...task, section: index }))),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const one = await generate("study-designs", {
      study_id: id,
      brief: BRIEF,
      business_questions: questions,
      only_business_question: 1,
    });
    expect((one.result.sections as { business_question: number }[]).map((s) => s.business_question)).toEqual([1]);
    const past = await call(admin, "POST", "/api/v1/ai/study-designs", {
      study_id: id,
      brief: BRIEF,
      business_questions: questions,
      only_business_question: 3,
    });
    expect(past.status).toBe(422);
    expect(past.body.errors.only_business_question).toEqual([aiMessages.businessQuestionIndex]);
  });

  it("answers 401, 403, 404 across tenants, 409 for a started study and 422 for bad input", async () => {
    const { id } = await viewerVisibleDraft();
    const body = { study_id: id, brief: BRIEF };
    expect((await call(null, "POST", "/api/v1/ai/study-outlines", body)).status).toBe(401);
    expect((await call("viewer@demo.test", "POST", "/api/v1/ai/study-outlines", body)).status).toBe(403);
    const foreign = await foreignStudy();
    expect((await call(admin, "POST", "/api/v1/ai/study-outlines", { ...body, study_id: foreign.id })).status).toBe(
      404,
    );
    const started = await adminStudy();
    const refused = await call(admin, "POST", "/api/v1/ai/study-outlines", { ...body, study_id: started.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(messages.editNotDraft);
    for (const bad of [{ study_id: id }, { ...body, brief: "" }, { ...body, count: 99 }, { ...body, extra: 1 }]) {
      expect((await call(admin, "POST", "/api/v1/ai/study-outlines", bad)).status, JSON.stringify(bad)).toBe(422);
    }
    expect((await call(admin, "POST", "/api/v1/ai/study-designs", { ...body, business_questions: [] })).status).toBe(
      422,
    );

    // Reading: signed out 401, a malformed id 422, another client's generation and the wrong kind 404.
    const created = await call(admin, "POST", "/api/v1/ai/study-outlines", body);
    const generation = created.body.data.id as number;
    expect((await poll("study-outlines", generation, null)).status).toBe(401);
    expect((await call(admin, "GET", "/api/v1/ai/study-outlines/abc")).status).toBe(422);
    expect((await poll("study-designs", generation)).status).toBe(404);
    expect(
      (await poll("study-outlines", generation, { email: "consultant@demo.test", client: foreign.clientId })).status,
    ).toBe(404);
    expect((await poll("study-outlines", generation)).status).toBe(200);
  });

  it("a provider that answers nonsense makes the generation ERROR with a reason, never a result", async () => {
    const { id } = await newDraft();
    provider = await fakeProvider((res) =>
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ nonsense: true })),
    );
    const failed = await generate("study-outlines", { study_id: id, brief: BRIEF });
    expect(failed.status).toBe("ERROR");
    expect(failed.result).toBeNull();
    expect(failed.error).toMatch(/\S/);
    expect(failed.engine).toContain("fake-model");
  });

  it("a generation that outlasts its time is an ERROR that says so", async () => {
    const { id } = await newDraft();
    provider = await fakeProvider("never");
    const started = await call(admin, "POST", "/api/v1/ai/study-outlines", { study_id: id, brief: BRIEF });
    await runAiGeneration(started.body.data.id, { timeoutMs: 300 });
    const [row] = await db().select().from(aiGenerations).where(eq(aiGenerations.id, started.body.data.id));
    expect(row).toMatchObject({ status: "ERROR", error: aiMessages.generationTimedOut(0.3), result: null });
  });
});

describe("a draft begun from a brief (POST /api/studies with ai)", () => {
  it("is marked created_with_ai, keeps its brief, market and language, and is editable though it has no template", async () => {
    const created = await call(admin, "POST", "/api/studies", {
      ai: true,
      brief: BRIEF,
      title: "Oat pack",
      market: "DK",
      language: "da",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ created_with_ai: true, template_id: null, title: "Oat pack" });
    const draft = await call(admin, "GET", `/api/studies/${created.body.data.id}/draft`);
    expect(draft.body.data).toMatchObject({
      created_with_ai: true,
      brief: BRIEF,
      template: null,
      market: "DK",
      language: "da",
      objectives: [],
    });
    const id = created.body.data.id as number;
    const edited = await call(admin, "PUT", `/api/studies/${id}`, { brief: "A shorter brief." });
    expect(edited.status).toBe(200);
    expect((await call(admin, "GET", `/api/studies/${id}/draft`)).body.data.brief).toBe("A shorter brief.");
    const listed = await call(admin, "GET", `/api/v3/studies?ai=true&q=${encodeURIComponent("Oat pack")}`);
    expect(listed.body.data.map((s: { id: number }) => s.id)).toContain(id);
  });

  it("answers 422 for ai without a brief, and for a template draft without its template", async () => {
    const noBrief = await call(admin, "POST", "/api/studies", { ai: true });
    expect(noBrief.status).toBe(422);
    expect(noBrief.body.errors.brief).toEqual([messages.required]);
    const noTemplate = await call(admin, "POST", "/api/studies", { title: "T" });
    expect(noTemplate.body.errors.template_id).toEqual([messages.templateRequired]);
    expect((await call("viewer@demo.test", "POST", "/api/studies", { ai: true, brief: BRIEF })).status).toBe(403);
  });
});

describe("POST /api/v1/ai/translate", () => {
  it("pairs every text of the design with its translation; the built-in engine says honestly it did not translate", async () => {
    const { id } = await newDraft();
    const other = await call(admin, "POST", "/api/v1/ai/translate", { study_id: id, to: "da" });
    expect(other.status).toBe(200);
    expect(other.body.data.translated).toBe(false);
    expect(other.body.data.note).toMatch(/cannot translate/);
    expect(other.body.data.texts.length).toBeGreaterThan(0);
    for (const pair of other.body.data.texts) expect(pair.text).toBe(pair.source);
  });

  it("answers 401, 403 for a viewer, 404 for another tenant's study and 422 for a language not offered", async () => {
    const { id } = await viewerVisibleDraft();
    expect((await call(null, "POST", "/api/v1/ai/translate", { study_id: id, to: "da" })).status).toBe(401);
    expect((await call("viewer@demo.test", "POST", "/api/v1/ai/translate", { study_id: id, to: "da" })).status).toBe(
      403,
    );
    const foreign = await foreignStudy();
    expect((await call(admin, "POST", "/api/v1/ai/translate", { study_id: foreign.id, to: "da" })).status).toBe(404);
    const unknown = await call(admin, "POST", "/api/v1/ai/translate", { study_id: id, to: "fr" });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.to).toEqual([aiMessages.languageUnknown]);
  });
});
