import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Interview, Transcript } from "@/lib/schemas/interview";
import { db } from "@/server/db/client";
import { contextOf } from "@tests/fixtures/contexts";
import { apiGet, expectScoped, scopedIds } from "@tests/fixtures/research-scope";

type ListBody = { data: Interview[]; meta: { next_cursor: string | null; limit: number } };
const list = (query: string, email: string | null = "admin@demo.test") =>
  apiGet<ListBody>(email, `/api/v3/interviews${query}`);

async function studyWithSegments() {
  const admin = await contextOf("admin@demo.test");
  const { rows } = await db().execute<{ study_id: string; segment_id: string }>(
    sql`select study_id, min(segment_id) as segment_id from interviews where client_id = ${admin.clientId}
        and segment_id is not null group by study_id order by study_id limit 1`,
  );
  return { studyId: Number(rows[0]!.study_id), segmentId: Number(rows[0]!.segment_id) };
}

describe("GET /api/v3/interviews", () => {
  it("answers 401 without a session", async () => {
    expect((await list("", null)).status).toBe(401);
  });

  it("lists a study's interviews with participant, duration, language and signed media", async () => {
    const { studyId, segmentId } = await studyWithSegments();
    const { status, body } = await list(`?study_id=${studyId}`);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(8);
    const interview = body.data[0]!;
    expect(interview.participant.name).toBeTruthy();
    expect(interview.participant.age).toBeGreaterThan(0);
    expect(interview.duration).toBeGreaterThan(0);
    expect(interview.video.combined_url).toMatch(/^\/api\/v1\/media\/serve\/\d+\.mp4\?.*signature=/);
    expect(interview.video.subtitles.en?.url).toMatch(/\.vtt\?/);
    const bySegment = (await list(`?study_id=${studyId}&segment_ids=${segmentId}`)).body.data;
    expect(bySegment.length).toBeGreaterThan(0);
    expect(bySegment.every((i) => i.segment?.id === segmentId)).toBe(true);
    const name = interview.participant.name.split(" ")[0]!;
    const bySearch = (await list(`?study_id=${studyId}&search=${encodeURIComponent(name.toLowerCase())}`)).body.data;
    expect(bySearch.map((i) => i.id)).toContain(interview.id);
  });

  it("pages with a cursor", async () => {
    const { studyId } = await studyWithSegments();
    const all = (await list(`?study_id=${studyId}`)).body.data.map((i) => i.id);
    const first = await list(`?study_id=${studyId}&limit=3`);
    const second = await list(`?study_id=${studyId}&limit=3&cursor=${first.body.meta.next_cursor}`);
    expect([...first.body.data, ...second.body.data].map((i) => i.id)).toEqual(all.slice(0, 6));
  });

  it("never lists another client's interviews or a hidden project's", async () => {
    const ids = await scopedIds("interviews");
    const foreignStudy = await db().execute<{ study_id: string }>(
      sql`select study_id from interviews where id = ${ids.foreign}`,
    );
    expect((await list(`?study_id=${foreignStudy.rows[0]!.study_id}`)).body.data).toEqual([]);
    const hiddenStudy = await db().execute<{ study_id: string }>(
      sql`select study_id from interviews where id = ${ids.hidden}`,
    );
    expect((await list(`?study_id=${hiddenStudy.rows[0]!.study_id}`, "viewer@demo.test")).body.data).toEqual([]);
  });

  it("answers 422 for a bad cursor, limit or ids", async () => {
    for (const query of ["?cursor=nope", "?limit=0", "?limit=500", "?segment_ids=a", "?study_id=-1"]) {
      expect((await list(query)).status, query).toBe(422);
    }
  });
});

describe("GET /api/v3/interviews/{id}, /transcript and /resolve/{id}", () => {
  it("answer 404 for another client's or a hidden project's interview", async () => {
    const ids = await scopedIds("interviews");
    for (const path of [
      (id: number) => `/api/v3/interviews/${id}`,
      (id: number) => `/api/v3/interviews/${id}/transcript`,
      (id: number) => `/api/v3/interviews/resolve/${id}`,
    ]) {
      expect(await expectScoped(path, ids)).toEqual({ foreign: 404, hidden: 404, shown: 200, missing: 404 });
    }
  });

  it("return the transcript in spoken order and where the interview lives", async () => {
    const { studyId } = await studyWithSegments();
    const interview = (await list(`?study_id=${studyId}&limit=1`)).body.data[0]!;
    const { body } = await apiGet<{ data: Transcript }>(
      "admin@demo.test",
      `/api/v3/interviews/${interview.id}/transcript`,
    );
    expect(body.data.interview.id).toBe(interview.id);
    const chunks = body.data.sections.flatMap((s) => s.tasks.flatMap((t) => t.chunks));
    expect(chunks.length).toBeGreaterThan(5);
    const starts = chunks.map((c) => c.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(chunks.every((c) => c.end > c.start && c.text.length > 0)).toBe(true);
    const resolved = await apiGet<{ data: Record<string, number> }>(
      "admin@demo.test",
      `/api/v3/interviews/resolve/${interview.id}`,
    );
    expect(resolved.body.data).toMatchObject({
      id: interview.id,
      study_id: studyId,
      segment_id: interview.segment!.id,
    });
  });

  it("answer 401 without a session and 422 for malformed ids", async () => {
    for (const path of ["/api/v3/interviews/1", "/api/v3/interviews/1/transcript", "/api/v3/interviews/resolve/1"]) {
      expect((await apiGet(null, path)).status).toBe(401);
      expect((await apiGet("admin@demo.test", path.replace("1", "x1"))).status).toBe(422);
    }
  });
});
