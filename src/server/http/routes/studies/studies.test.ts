import { and, count, eq, inArray, ne, notInArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { StudySummary } from "@/lib/schemas/study";
import { db } from "@/server/db/client";
import { memberships, projectMembers, studies } from "@/server/db/schema";
import { app } from "@/server/http/app";
import { authHeaders, contextOf, userByEmail } from "@tests/fixtures/contexts";

type ListBody = { data: StudySummary[]; meta: { next_cursor: string | null; limit: number } };

async function list(email: string | null, query = "") {
  const response = await app.request(`/api/v3/studies${query}`, { headers: await authHeaders(email) });
  return {
    response,
    body: (await response.json()) as ListBody & { message?: string; errors?: Record<string, string[]> },
  };
}

describe("GET /api/v3/studies", () => {
  it("answers 401 without a session", async () => {
    const { response, body } = await list(null);
    expect(response.status).toBe(401);
    expect(body.message).toBeTruthy();
  });

  it("lists every study of the admin's client, newest first, and none of another client", async () => {
    const admin = await contextOf("admin@demo.test");
    const [{ total }] = (await db()
      .select({ total: count() })
      .from(studies)
      .where(eq(studies.clientId, admin.clientId))) as [{ total: number }];
    const { response, body } = await list("admin@demo.test", "?limit=100");
    expect(response.status).toBe(200);
    expect(body.data).toHaveLength(total);
    expect(total).toBeGreaterThanOrEqual(10);
    const times = body.data.map((s) => Date.parse(s.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const others = await db().select({ id: studies.id }).from(studies).where(ne(studies.clientId, admin.clientId));
    const seen = new Set(body.data.map((s) => s.id));
    expect(others.some((s) => seen.has(s.id))).toBe(false);
  });

  it("shows a member with selected projects only the studies of those projects", async () => {
    const viewer = await userByEmail("viewer@demo.test");
    const [membership] = await db().select().from(memberships).where(eq(memberships.userId, viewer.id));
    expect(membership?.projectAccess).toBe("SELECTED");
    const allowed = (
      await db()
        .select({ id: projectMembers.projectId })
        .from(projectMembers)
        .where(eq(projectMembers.userId, viewer.id))
    ).map((r) => r.id);
    const expected = await db()
      .select({ id: studies.id })
      .from(studies)
      .where(and(eq(studies.clientId, membership!.clientId), inArray(studies.projectId, allowed)));
    const { body } = await list("viewer@demo.test", "?limit=100");
    expect(body.data.map((s) => s.id).sort()).toEqual(expected.map((s) => s.id).sort());
    expect(body.data.every((s) => allowed.includes(s.project.id))).toBe(true);
  });

  it("pages with a cursor without gaps or repeats", async () => {
    const all = (await list("admin@demo.test", "?limit=100")).body.data.map((s) => s.id);
    const first = await list("admin@demo.test", "?limit=4");
    expect(first.body.data).toHaveLength(4);
    expect(first.body.meta.next_cursor).toBeTruthy();
    const second = await list("admin@demo.test", `?limit=4&cursor=${first.body.meta.next_cursor}`);
    expect([...first.body.data, ...second.body.data].map((s) => s.id)).toEqual(all.slice(0, 8));
  });

  it("filters by search, project, status and tag", async () => {
    const all = (await list("admin@demo.test", "?limit=100")).body.data;
    const sample = all.find((s) => s.tags.length > 0)!;
    const word = sample.title.split(" ").find((w) => w.length > 4)!;

    const byQ = (await list("admin@demo.test", `?limit=100&q=${encodeURIComponent(word.toUpperCase())}`)).body.data;
    expect(byQ.map((s) => s.id)).toContain(sample.id);
    expect(byQ.every((s) => `${s.title} ${s.purpose}`.toLowerCase().includes(word.toLowerCase()))).toBe(true);

    const byProject = (await list("admin@demo.test", `?limit=100&project_id=${sample.project.id}`)).body.data;
    expect(byProject.length).toBe(all.filter((s) => s.project.id === sample.project.id).length);

    const completed = (await list("admin@demo.test", "?limit=100&status=COMPLETED")).body.data;
    expect(completed.length).toBeGreaterThan(0);
    expect(completed.every((s) => s.display_status_code === "COMPLETED")).toBe(true);

    const byTag = (await list("admin@demo.test", `?limit=100&tag=${encodeURIComponent(sample.tags[0]!)}`)).body.data;
    expect(byTag.every((s) => s.tags.includes(sample.tags[0]!))).toBe(true);

    const none = await list("admin@demo.test", "?q=%25%25no-such-study%25%25");
    expect(none.body.data).toEqual([]);
  });

  it("answers 422 for a bad cursor, limit or filter", async () => {
    for (const query of [
      "?cursor=not-a-cursor",
      "?limit=0",
      "?limit=101",
      "?project_id=abc",
      "?status=NOPE",
      "?ai=maybe",
    ]) {
      const { response, body } = await list("admin@demo.test", query);
      expect(response.status, query).toBe(422);
      expect(body.message).toBe("The given data was invalid.");
      expect(Object.keys(body.errors ?? {})).toHaveLength(1);
    }
  });
});

describe("GET /api/v3/studies/{id}", () => {
  it("returns a study with the fields of the spec", async () => {
    const admin = await contextOf("admin@demo.test");
    const [study] = await db()
      .select()
      .from(studies)
      .where(and(eq(studies.clientId, admin.clientId), eq(studies.displayStatusCode, "COMPLETED")))
      .limit(1);
    const response = await app.request(`/api/v3/studies/${study!.id}`, {
      headers: await authHeaders("admin@demo.test"),
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> & { counts: { interviews: number } } };
    expect(data).toMatchObject({
      id: study!.id,
      study_id: study!.id,
      title: study!.title,
      status: study!.status,
      display_status_code: "COMPLETED",
    });
    for (const field of [
      "socrat_study_id",
      "purpose",
      "created_at",
      "completed_at",
      "template",
      "thumbnail",
      "key_takeaways",
      "showreel",
      "client",
      "is_cross_segments_enabled",
      "socrat_project_id",
      "segments",
      "client_created",
      "usertribe_producers",
      "recruit_method",
      "data_source",
      "template_id",
      "brief",
      "counts",
    ]) {
      expect(data, field).toHaveProperty(field);
    }
    expect(data.counts.interviews).toBe(8);
  });

  it("answers 404 for another client's study and for a study outside the member's projects", async () => {
    const admin = await contextOf("admin@demo.test");
    const [foreign] = await db().select().from(studies).where(ne(studies.clientId, admin.clientId)).limit(1);
    expect(
      (await app.request(`/api/v3/studies/${foreign!.id}`, { headers: await authHeaders("admin@demo.test") })).status,
    ).toBe(404);

    const viewer = await contextOf("viewer@demo.test");
    expect(viewer.projectIds?.length).toBeGreaterThan(0);
    const [hidden] = await db()
      .select()
      .from(studies)
      .where(and(eq(studies.clientId, viewer.clientId), notInArray(studies.projectId, [...viewer.projectIds!])))
      .limit(1);
    const [shown] = await db()
      .select()
      .from(studies)
      .where(inArray(studies.projectId, [...viewer.projectIds!]))
      .limit(1);
    expect(
      (await app.request(`/api/v3/studies/${hidden!.id}`, { headers: await authHeaders("viewer@demo.test") })).status,
    ).toBe(404);
    expect(
      (await app.request(`/api/v3/studies/${shown!.id}`, { headers: await authHeaders("viewer@demo.test") })).status,
    ).toBe(200);
    expect(
      (await app.request(`/api/v3/studies/999999999`, { headers: await authHeaders("admin@demo.test") })).status,
    ).toBe(404);
  });

  it("answers 401 without a session and 422 for a malformed id", async () => {
    expect((await app.request(`/api/v3/studies/1`, {})).status).toBe(401);
    const response = await app.request(`/api/v3/studies/abc`, { headers: await authHeaders("admin@demo.test") });
    expect(response.status).toBe(422);
  });
});
