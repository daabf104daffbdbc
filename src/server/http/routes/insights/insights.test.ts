import { and, count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { charts, insights, objectives, studies } from "@/server/db/schema";
import { contextOf } from "@tests/fixtures/contexts";
import { adminStudy, foreignStudy, hiddenFromViewer } from "@tests/fixtures/research-studies";
import { call } from "@tests/fixtures/team-requests";

describe("GET /api/v3/insights", () => {
  it("answers 401 without a session", async () => {
    expect((await call(null, "GET", "/api/v3/insights")).status).toBe(401);
  });

  it("lists a study's insights with charts, quotes, tasks and sanitised content", async () => {
    const study = await adminStudy();
    const { status, body } = await call("admin@demo.test", "GET", `/api/v3/insights?study_id=${study.id}`);
    expect(status).toBe(200);
    const stored = await db().select().from(insights).where(eq(insights.studyId, study.id));
    expect(body.data.map((i: { id: number }) => i.id).sort()).toEqual(stored.map((i) => i.id).sort());
    const withChart = body.data.find((i: { charts: unknown[] }) => i.charts.length > 0);
    expect(withChart.charts[0]).toMatchObject({ kind: expect.any(String), total_count: expect.any(Number) });
    expect(withChart.charts[0].points[0]).toEqual({
      title: expect.any(String),
      value: expect.any(Number),
      count: expect.any(Number),
    });
    expect(body.data.some((i: { quotes: unknown[] }) => i.quotes.length > 0)).toBe(true);
    expect(body.data.every((i: { content: string }) => !/<script|onerror=/i.test(i.content))).toBe(true);
  });

  it("strips script from stored insight content", async () => {
    const study = await adminStudy();
    const [first] = await db().select().from(insights).where(eq(insights.studyId, study.id)).limit(1);
    await db()
      .update(insights)
      .set({ content: `<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(2)></p>` })
      .where(eq(insights.id, first!.id));
    const { body } = await call("admin@demo.test", "GET", `/api/v3/insights?study_id=${study.id}`);
    expect(body.data.find((i: { id: number }) => i.id === first!.id).content).toBe("<p>Hi</p>");
  });

  it("filters by objective_ids and business_question_ids alike, and by segment_ids", async () => {
    const study = await adminStudy();
    const [objective] = await db().select().from(objectives).where(eq(objectives.studyId, study.id)).limit(1);
    for (const key of ["objective_ids", "business_question_ids"]) {
      const { body } = await call("admin@demo.test", "GET", `/api/v3/insights?${key}=${objective!.id}`);
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((i: { objective: { id: number } }) => i.objective.id === objective!.id)).toBe(true);
    }
    const { body } = await call("admin@demo.test", "GET", `/api/v3/insights?segment_ids=999999,999998`);
    expect(body.data).toEqual([]);
  });

  it("pages with a cursor without gaps or repeats", async () => {
    const all = (await call("admin@demo.test", "GET", "/api/v3/insights?limit=100")).body.data;
    expect(all.length).toBeGreaterThan(3);
    const first = await call("admin@demo.test", "GET", "/api/v3/insights?limit=2");
    const second = await call(
      "admin@demo.test",
      "GET",
      `/api/v3/insights?limit=2&cursor=${first.body.meta.next_cursor}`,
    );
    expect([...first.body.data, ...second.body.data].map((i: { id: number }) => i.id)).toEqual(
      all.slice(0, 4).map((i: { id: number }) => i.id),
    );
  });

  it("never shows another client's or a hidden project's insights; their study_id is a 404", async () => {
    const admin = await contextOf("admin@demo.test");
    const { body } = await call("admin@demo.test", "GET", "/api/v3/insights?limit=100");
    const own = await db()
      .select({ total: count() })
      .from(insights)
      .innerJoin(studies, eq(studies.id, insights.studyId))
      .where(eq(studies.clientId, admin.clientId));
    expect(body.data).toHaveLength(own[0]!.total);
    expect(
      (await call("admin@demo.test", "GET", `/api/v3/insights?study_id=${(await foreignStudy()).id}`)).status,
    ).toBe(404);
    const hidden = await hiddenFromViewer();
    expect((await call("viewer@demo.test", "GET", `/api/v3/insights?study_id=${hidden.id}`)).status).toBe(404);
    const viewer = await contextOf("viewer@demo.test");
    const seen = (await call("viewer@demo.test", "GET", "/api/v3/insights?limit=100")).body.data;
    const visible = await db()
      .select({ id: studies.id })
      .from(studies)
      .where(and(eq(studies.clientId, viewer.clientId), inArray(studies.projectId, [...viewer.projectIds!])));
    const ids = new Set(visible.map((s) => s.id));
    expect(seen.every((i: { study_id: number }) => ids.has(i.study_id))).toBe(true);
  });

  it("answers 422 for a bad cursor, limit or id list", async () => {
    for (const query of [
      "cursor=nope",
      "limit=0",
      "limit=101",
      "study_id=abc",
      "segment_ids=1,x",
      "objective_ids=-1",
    ]) {
      const { status, body } = await call("admin@demo.test", "GET", `/api/v3/insights?${query}`);
      expect(status, query).toBe(422);
      expect(body.message).toBe("The given data was invalid.");
    }
  });

  it("returns the charts the seed computed, scoring with its average", async () => {
    const [scoring] = await db().select().from(charts).where(eq(charts.kind, "SCORING")).limit(1);
    const [insight] = await db().select().from(insights).where(eq(insights.id, scoring!.insightId));
    const { body } = await call("admin@demo.test", "GET", `/api/v3/insights?study_id=${insight!.studyId}`);
    const chart = body.data
      .flatMap((i: { charts: { id: number }[] }) => i.charts)
      .find((c: { id: number }) => c.id === scoring!.id);
    expect(chart).toMatchObject({
      kind: "SCORING",
      average_value: scoring!.averageValue,
      total_count: scoring!.totalCount,
    });
    expect(chart.points).toHaveLength(5);
  });
});
