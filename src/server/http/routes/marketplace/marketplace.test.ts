import { asc, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { studies, studyTemplates, studyTypes, uploads } from "@/server/db/schema";
import { app } from "@/server/http/app";
import { authHeaders } from "@tests/fixtures/contexts";
import { adminStudy, foreignStudy } from "@tests/fixtures/research-studies";
import { call } from "@tests/fixtures/team-requests";

type Summary = {
  id: number;
  title: string;
  purpose: string;
  recommended: boolean;
  stimuli_type: "FILE" | "LINK" | "ANY";
  stimuli_kind: string;
  study_type: { id: number; name: string } | null;
  counts: { business_questions: number; sections: number; questions: number };
};

const list = async (query = "", who = "viewer@demo.test") => {
  const answer = await call(who, "GET", `/api/marketplace/study-templates${query}`);
  expect(answer.status, query).toBe(200);
  return answer.body.data as Summary[];
};

/** Every template row, in the library's order (position). */
const stored = () => db().select().from(studyTemplates).orderBy(asc(studyTemplates.position));

describe("GET /api/marketplace/study-types", () => {
  it("answers 401 signed out", async () => {
    expect((await call(null, "GET", "/api/marketplace/study-types")).status).toBe(401);
  });

  it("lists the types in position order with their template counts, the same for every client", async () => {
    const { status, body } = await call("viewer@demo.test", "GET", "/api/marketplace/study-types");
    expect(status).toBe(200);
    const rows = await db().select().from(studyTypes).orderBy(asc(studyTypes.position));
    expect(body.data.map((t: { key: string }) => t.key)).toEqual(rows.map((r) => r.key));
    const counts = await db()
      .select({ type: studyTemplates.studyTypeId, n: count() })
      .from(studyTemplates)
      .groupBy(studyTemplates.studyTypeId);
    for (const type of body.data as { id: number; template_count: number }[]) {
      expect(type.template_count).toBe(counts.find((c) => c.type === type.id)?.n ?? 0);
    }
    expect(body.data.reduce((sum: number, t: { template_count: number }) => sum + t.template_count, 0)).toBe(
      (await stored()).length,
    );
    const other = await call("olivia.grant@lumenbank.test", "GET", "/api/marketplace/study-types");
    expect(other.body).toEqual(body);
  });
});

describe("GET /api/marketplace/study-templates", () => {
  it("answers 401 signed out and 422 for bad query values", async () => {
    expect((await call(null, "GET", "/api/marketplace/study-templates")).status).toBe(401);
    for (const query of [
      "?stimuli_types=VIDEO",
      "?stimuli_types=FILE,NOPE",
      "?stimuli_types=,",
      "?type_id=abc",
      "?type_id=0",
      "?recommended=yes",
      `?q=${"x".repeat(201)}`,
    ]) {
      const answer = await call("admin@demo.test", "GET", `/api/marketplace/study-templates${query}`);
      expect(answer.status, query).toBe(422);
      expect(answer.body.message).toBe("The given data was invalid.");
    }
  });

  it("lists every template by default: the seven recommended first, then the library's order", async () => {
    const templates = await list();
    const rows = await stored();
    expect(templates.length).toBeGreaterThanOrEqual(20);
    expect(templates).toHaveLength(rows.length);
    expect(templates.slice(0, 7).every((t) => t.recommended)).toBe(true);
    expect(templates.slice(7).some((t) => t.recommended)).toBe(false);
    const expected = [...rows.filter((r) => r.recommended), ...rows.filter((r) => !r.recommended)];
    expect(templates.map((t) => t.id)).toEqual(expected.map((r) => r.id));
    expect(await list("?stimuli_types=ANY")).toEqual(templates);
  });

  it("counts each template's business questions, sections and top-level questions", async () => {
    const rows = await stored();
    for (const template of await list()) {
      const row = rows.find((r) => r.id === template.id)!;
      expect(template.counts).toEqual({
        business_questions: row.objectives.length,
        sections: row.studyDesign.sections.length,
        questions: row.studyDesign.sections.reduce((sum, s) => sum + s.tasks.length, 0),
      });
      expect(template.stimuli_kind).toBe(template.stimuli_type === "ANY" ? "FILE_LINK" : template.stimuli_type);
      expect(template.study_type?.name).toEqual(expect.any(String));
    }
  });

  it("filters by stimuli type: FILE or LINK lists those templates and the ones taking either", async () => {
    const all = await list();
    for (const kind of ["FILE", "LINK"] as const) {
      const found = await list(`?stimuli_types=${kind}`);
      const expected = all.filter((t) => t.stimuli_type === kind || t.stimuli_type === "ANY");
      expect(found.map((t) => t.id)).toEqual(expected.map((t) => t.id));
      expect(found.length).toBeLessThan(all.length);
    }
    expect((await list("?stimuli_types=FILE,LINK")).map((t) => t.id)).toEqual(all.map((t) => t.id));
  });

  it("filters by type, recommended and a case-insensitive search in title and purpose", async () => {
    const all = await list();
    const type = all.find((t) => t.study_type)!.study_type!;
    const ofType = await list(`?type_id=${type.id}`);
    expect(ofType.length).toBeGreaterThan(0);
    expect(ofType.every((t) => t.study_type?.id === type.id)).toBe(true);
    expect(ofType).toHaveLength(all.filter((t) => t.study_type?.id === type.id).length);
    expect(await list("?type_id=999999")).toEqual([]);

    expect((await list("?recommended=true")).map((t) => t.id)).toEqual(all.slice(0, 7).map((t) => t.id));
    expect(await list("?recommended=false")).toEqual(all.slice(7));

    const titleWord = all[10]!.title.split(/\s+/).find((w) => w.length > 5)!;
    const byTitle = await list(`?q=${encodeURIComponent(titleWord.toUpperCase())}`);
    expect(byTitle.map((t) => t.id)).toContain(all[10]!.id);
    for (const t of byTitle) expect(`${t.title} ${t.purpose}`.toLowerCase()).toContain(titleWord.toLowerCase());
    const purposeOnly = all.find((t) => !t.title.toLowerCase().includes("shelf") && /shelf/i.test(t.purpose));
    if (purposeOnly) expect((await list("?q=SHELF")).map((t) => t.id)).toContain(purposeOnly.id);
    // LIKE wildcards are literal characters.
    expect(await list("?q=%25")).toEqual([]);
    expect(await list("?q=_")).toEqual([]);
  });

  it("answers a cached read: private for an hour, an ETag, and 304 when it is sent back", async () => {
    const headers = await authHeaders("admin@demo.test");
    for (const path of ["/api/marketplace/study-templates?stimuli_types=LINK", "/api/marketplace/study-types"]) {
      const first = await app.request(path, { headers });
      expect(first.status).toBe(200);
      expect(first.headers.get("cache-control")).toBe("private, max-age=3600");
      const etag = first.headers.get("etag")!;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await app.request(path, { headers: { ...headers, "if-none-match": etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("etag")).toBe(etag);
      const weak = await app.request(path, { headers: { ...headers, "if-none-match": `"other", W/${etag}` } });
      expect(weak.status).toBe(304);
      const stale = await app.request(path, { headers: { ...headers, "if-none-match": '"stale"' } });
      expect(stale.status).toBe(200);
      // Signed out, a matching ETag still learns nothing.
      expect((await app.request(path, { headers: { "if-none-match": etag } })).status).toBe(401);
    }
    const other = await app.request("/api/marketplace/study-templates?stimuli_types=FILE", { headers });
    const link = await app.request("/api/marketplace/study-templates?stimuli_types=LINK", { headers });
    expect(other.headers.get("etag")).not.toBe(link.headers.get("etag"));
  });
});

describe("GET /api/marketplace/study-templates/{id}", () => {
  it("answers 401 signed out, 404 for an unknown template, 422 for a bad id", async () => {
    const [row] = await stored();
    expect((await call(null, "GET", `/api/marketplace/study-templates/${row!.id}`)).status).toBe(401);
    expect((await call("admin@demo.test", "GET", "/api/marketplace/study-templates/999999")).status).toBe(404);
    expect((await call("admin@demo.test", "GET", "/api/marketplace/study-templates/abc")).status).toBe(422);
  });

  it("returns the template with its business questions, design and defaults, cached", async () => {
    const [row] = await db().select().from(studyTemplates).where(eq(studyTemplates.recommended, true)).limit(1);
    const headers = await authHeaders("researcher@demo.test");
    const answer = await app.request(`/api/marketplace/study-templates/${row!.id}`, { headers });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, max-age=3600");
    const { data } = (await answer.json()) as { data: Record<string, unknown> & Summary };
    expect(data).toMatchObject({
      id: row!.id,
      template_id: row!.templateId,
      title: row!.title,
      recommended: true,
      objectives: row!.objectives,
      country_languages: row!.countryLanguages,
      brief: row!.brief,
    });
    const sections = (data.study_design as { sections: { objective: number; tasks: { type: string }[] }[] }).sections;
    expect(sections).toHaveLength(row!.studyDesign.sections.length);
    expect(sections[0]!.tasks[0]).toEqual({
      type: row!.studyDesign.sections[0]!.tasks[0]!.type,
      text: row!.studyDesign.sections[0]!.tasks[0]!.text,
      explainer: row!.studyDesign.sections[0]!.tasks[0]!.explainer ?? false,
      options: expect.any(Array),
      scale_length: row!.studyDesign.sections[0]!.tasks[0]!.scale ?? null,
      subtasks: expect.any(Array),
    });
    const summary = (await list()).find((t) => t.id === row!.id)!;
    expect(data).toMatchObject(summary);
    const again = await app.request(`/api/marketplace/study-templates/${row!.id}`, {
      headers: { ...headers, "if-none-match": answer.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
  });
});

describe("POST /api/marketplace/upload/order_object", () => {
  const path = "/api/marketplace/upload/order_object";
  const pdf = { file_name: "brief.pdf", content_type: "application/pdf", size: 2048 };
  const draft = async (title = "Snack box subscription – sign-up flow") => {
    const [row] = await db().select().from(studies).where(eq(studies.title, title));
    return row!;
  };

  it("answers as the storage service's presign of an order object, for a draft the caller may edit", async () => {
    const study = await draft();
    const answer = await call("researcher@demo.test", "POST", path, { ...pdf, study_id: study.id });
    expect(answer.status).toBe(200);
    const direct = await call("researcher@demo.test", "POST", "/api/storage/upload/presigned", {
      ...pdf,
      study_id: study.id,
      upload_type: "order_object",
    });
    expect(direct.status).toBe(200);
    expect(Object.keys(answer.body.data).sort()).toEqual(Object.keys(direct.body.data).sort());
    expect(answer.body.data).toMatchObject({ method: "PUT", headers: { "Content-Type": "application/pdf" } });
    expect(answer.body.data.url).toMatch(new RegExp(`^/api/storage/upload/${answer.body.data.id}\\?`));
    const [row] = await db().select().from(uploads).where(eq(uploads.id, answer.body.data.id));
    expect(row).toMatchObject({ uploadType: "order_object", fileName: "brief.pdf", size: 2048 });
  });

  it("answers 401, 422 for bad bodies, 404 across clients, 403 without permission, 409 for a started study", async () => {
    const study = await draft();
    expect((await call(null, "POST", path, { ...pdf, study_id: study.id })).status).toBe(401);
    const missing = await call("admin@demo.test", "POST", path, pdf);
    expect(missing.status).toBe(422);
    expect(missing.body.errors.study_id).toEqual(["This value is required"]);
    for (const body of [
      { ...pdf, study_id: study.id, content_type: "text/html" },
      { ...pdf, study_id: study.id, size: 0 },
      { ...pdf, study_id: "x" },
    ]) {
      expect((await call("admin@demo.test", "POST", path, body)).status, JSON.stringify(body)).toBe(422);
    }
    const foreign = await foreignStudy();
    expect((await call("admin@demo.test", "POST", path, { ...pdf, study_id: foreign.id })).status).toBe(404);
    // The viewer sees this draft's project but may not edit drafts.
    const seen = await draft("Northwind vs. private label – brand perception");
    expect((await call("viewer@demo.test", "POST", path, { ...pdf, study_id: seen.id })).status).toBe(403);
    const started = await adminStudy();
    expect((await call("admin@demo.test", "POST", path, { ...pdf, study_id: started.id })).status).toBe(409);
  });
});
