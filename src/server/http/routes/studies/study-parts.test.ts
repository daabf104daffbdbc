import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { objectives, segments, studyMaterials } from "@/server/db/schema";
import { adminStudy, foreignStudy, hiddenFromViewer } from "@tests/fixtures/research-studies";
import { call } from "@tests/fixtures/team-requests";

const parts = [
  "/api/v3/studies/{id}/segments",
  "/api/v3/studies/{id}/study-materials",
  "/api/v3/studies/{id}/business-questions",
  "/api/v3/studies/resolve/{id}",
  "/api/v2/studies/{id}/objective_insights",
  "/api/v2/studies/{id}/analyze_results",
];
const at = (path: string, id: number | string) => path.replace("{id}", String(id));

describe("study parts of /v3 and /v2", () => {
  it("answers 401, 404 across clients and hidden projects, 422 for a bad id", async () => {
    const study = await adminStudy();
    for (const path of parts) {
      expect((await call(null, "GET", at(path, study.id))).status, path).toBe(401);
      expect((await call("admin@demo.test", "GET", at(path, (await foreignStudy()).id))).status, path).toBe(404);
      expect((await call("viewer@demo.test", "GET", at(path, (await hiddenFromViewer()).id))).status, path).toBe(404);
      expect((await call("admin@demo.test", "GET", at(path, "0"))).status, path).toBe(422);
      expect((await call("admin@demo.test", "GET", at(path, study.id))).status, path).toBe(200);
    }
  });

  it("lists segments, materials and business questions with sanitised key takeaways", async () => {
    const study = await adminStudy();
    const seg = await call("admin@demo.test", "GET", `/api/v3/studies/${study.id}/segments`);
    const storedSegments = await db().select().from(segments).where(eq(segments.studyId, study.id));
    expect(seg.body.data.map((s: { id: number }) => s.id).sort()).toEqual(storedSegments.map((s) => s.id).sort());
    const mat = await call("admin@demo.test", "GET", `/api/v3/studies/${study.id}/study-materials`);
    const storedMaterials = await db().select().from(studyMaterials).where(eq(studyMaterials.studyId, study.id));
    expect(mat.body.data).toHaveLength(storedMaterials.length);
    const [first] = await db()
      .select()
      .from(objectives)
      .where(eq(objectives.studyId, study.id))
      .orderBy(objectives.position);
    await db()
      .update(objectives)
      .set({ keyTakeawaysHtml: `<p>Fine<script>bad()</script></p>` })
      .where(eq(objectives.id, first!.id));
    const bq = await call("admin@demo.test", "GET", `/api/v3/studies/${study.id}/business-questions`);
    expect(bq.body.data[0]).toMatchObject({ id: first!.id, key_takeaways: { html: "<p>Fine</p>" } });
    expect(bq.body.data.some((q: { insights: unknown[] }) => q.insights.length > 0)).toBe(true);
  });

  it("resolves a study id and a segment's socrat study id", async () => {
    const study = await adminStudy();
    const own = await call("admin@demo.test", "GET", `/api/v3/studies/resolve/${study.id}`);
    expect(own.body.data).toMatchObject({ study_id: study.id, segment_id: null, path: `/studies/${study.id}/summary` });
    const [segment] = await db().select().from(segments).where(eq(segments.studyId, study.id)).limit(1);
    await db().update(segments).set({ socratStudyId: 777001 }).where(eq(segments.id, segment!.id));
    const bySegment = await call("admin@demo.test", "GET", `/api/v3/studies/resolve/777001`);
    expect(bySegment.body.data).toMatchObject({ study_id: study.id, segment_id: segment!.id });
  });

  it("groups full insights under their business questions and counts the study's results", async () => {
    const study = await adminStudy();
    const grouped = await call("admin@demo.test", "GET", `/api/v2/studies/${study.id}/objective_insights`);
    const insightCount = grouped.body.data.objectives.reduce(
      (n: number, o: { insights: unknown[] }) => n + o.insights.length,
      grouped.body.data.unassigned.length,
    );
    const v3 = await call("admin@demo.test", "GET", `/api/v3/studies/${study.id}`);
    expect(insightCount).toBe(v3.body.data.counts.insights);
    const results = await call("admin@demo.test", "GET", `/api/v2/studies/${study.id}/analyze_results`);
    expect(results.body.data).toMatchObject({
      studies: 1,
      interviews: v3.body.data.counts.interviews,
      quotes: v3.body.data.counts.quotes,
      insights: v3.body.data.counts.insights,
    });
  });
});
