import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Objective, Segment, TaskDesign } from "@/lib/schemas/segment";
import type { StudyMaterial } from "@/lib/schemas/study-parts";
import { db } from "@/server/db/client";
import { contextOf } from "@tests/fixtures/contexts";
import { apiGet, expectScoped, scopedIds, studyOfRow } from "@tests/fixtures/research-scope";

const PATHS = ["", "/objectives", "/study-materials", "/task-design"].map(
  (suffix) => (id: number) => `/api/v3/segments/${id}${suffix}`,
);

async function adminSegment() {
  const admin = await contextOf("admin@demo.test");
  const { rows } = await db().execute<{ id: string; study_id: string }>(
    sql`select g.id, g.study_id from segments g join studies s on s.id = g.study_id
        where s.client_id = ${admin.clientId} and exists (select 1 from quotes q where q.segment_id = g.id)
        order by g.id limit 1`,
  );
  return { id: Number(rows[0]!.id), studyId: Number(rows[0]!.study_id) };
}

describe("GET /api/v3/segments/{id} and its parts", () => {
  it("answer 401 without a session, 422 for a malformed id", async () => {
    for (const path of [...PATHS.map((p) => p(1)), "/api/v3/segments/resolve/1"]) {
      expect((await apiGet(null, path)).status, path).toBe(401);
      expect((await apiGet("admin@demo.test", path.replace("/1", "/0"))).status, path).toBe(422);
    }
    expect((await apiGet("admin@demo.test", "/api/v3/segments/1/task-design?translation=xx")).status).toBe(422);
  });

  it("answer 404 for another client's or a hidden project's segment", async () => {
    const ids = await scopedIds("segments");
    for (const path of [...PATHS, (id: number) => `/api/v3/segments/resolve/${id}`]) {
      expect(await expectScoped(path, ids), path(0)).toEqual({ foreign: 404, hidden: 404, shown: 200, missing: 404 });
    }
  });

  it("return the segment's criteria, recruitment and counts", async () => {
    const { id, studyId } = await adminSegment();
    const { body } = await apiGet<{ data: Segment }>("admin@demo.test", `/api/v3/segments/${id}`);
    expect(body.data).toMatchObject({ id, study_id: studyId });
    expect(body.data.segment_group?.title).toBeTruthy();
    expect(body.data.recruitment?.required_interviews).toBeGreaterThan(0);
    expect(body.data.counts.interviews).toBeGreaterThan(0);
    expect(body.data.counts.quotes).toBeGreaterThan(0);
    const resolved = await apiGet<{ data: { study_id: number } }>("admin@demo.test", `/api/v3/segments/resolve/${id}`);
    expect(resolved.body.data.study_id).toBe(studyId);
  });

  it("return the business questions with counts of this segment, and the design it was shown", async () => {
    const { id, studyId } = await adminSegment();
    const objectives = (await apiGet<{ data: Objective[] }>("admin@demo.test", `/api/v3/segments/${id}/objectives`))
      .body.data;
    expect(objectives.length).toBeGreaterThan(0);
    expect(objectives.every((o) => o.study_id === studyId)).toBe(true);
    const quotes = objectives.reduce((n, o) => n + o.counts.quotes, 0);
    const segment = (await apiGet<{ data: Segment }>("admin@demo.test", `/api/v3/segments/${id}`)).body.data;
    expect(quotes).toBeLessThanOrEqual(segment.counts.quotes);
    expect(quotes).toBeGreaterThan(0);

    const design = (
      await apiGet<{ data: TaskDesign }>("admin@demo.test", `/api/v3/segments/${id}/task-design?translation=en`)
    ).body.data;
    expect(design.study_id).toBe(studyId);
    expect(design.sections.length).toBeGreaterThan(0);
    expect(design.sections.every((s) => s.objective && s.tasks.length > 0)).toBe(true);
    const positions = design.sections.flatMap((s) => s.tasks.map((t) => t.position));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    const materials = (
      await apiGet<{ data: StudyMaterial[] }>("admin@demo.test", `/api/v3/segments/${id}/study-materials`)
    ).body.data;
    const linked = new Set(design.sections.flatMap((s) => s.study_materials.map((m) => m.id)));
    expect(materials.map((m) => m.id).sort()).toEqual([...linked].sort());
  });
});

describe("GET /api/v3/objectives and /api/v3/business-questions", () => {
  it("list the same business questions of visible studies, paged with a cursor", async () => {
    const { studyId } = await adminSegment();
    for (const base of ["/api/v3/objectives", "/api/v3/business-questions"]) {
      expect((await apiGet(null, base)).status).toBe(401);
      const all = (await apiGet<{ data: Objective[] }>("admin@demo.test", `${base}?study_id=${studyId}&limit=100`)).body
        .data;
      expect(all.length).toBeGreaterThan(1);
      const first = await apiGet<{ data: Objective[]; meta: { next_cursor: string } }>(
        "admin@demo.test",
        `${base}?study_id=${studyId}&limit=1`,
      );
      const second = await apiGet<{ data: Objective[] }>(
        "admin@demo.test",
        `${base}?study_id=${studyId}&limit=1&cursor=${first.body.meta.next_cursor}`,
      );
      expect([...first.body.data, ...second.body.data].map((o) => o.id)).toEqual(all.slice(0, 2).map((o) => o.id));
      for (const query of ["?cursor=x", "?limit=0", "?study_id=x", "?segment_ids=1,,y"]) {
        expect((await apiGet("admin@demo.test", `${base}${query}`)).status, query).toBe(422);
      }
    }
  });

  it("never list another client's or a hidden project's business questions", async () => {
    const ids = await scopedIds("objectives");
    const studyOf = (id: number) => studyOfRow("objectives", id);
    const foreign = await apiGet<{ data: Objective[] }>(
      "admin@demo.test",
      `/api/v3/objectives?study_id=${await studyOf(ids.foreign)}`,
    );
    expect(foreign.body.data).toEqual([]);
    const hidden = await apiGet<{ data: Objective[] }>(
      "viewer@demo.test",
      `/api/v3/objectives?study_id=${await studyOf(ids.hidden)}`,
    );
    expect(hidden.body.data).toEqual([]);
    const all = await apiGet<{ data: Objective[] }>("viewer@demo.test", `/api/v3/objectives?limit=100`);
    expect(all.body.data.map((o) => o.id)).toContain(ids.shown);
  });
});
