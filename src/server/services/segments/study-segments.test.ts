import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { contextOf } from "@tests/fixtures/contexts";
import { scopedIds, studyOfRow } from "@tests/fixtures/research-scope";
import { listStudySegments as listStudySegmentParts } from "../studies/segments";
import { listStudySegments } from "./study-segments";

/** The admin's seeded study with the most segments, and its segments as rows. */
async function studyWithSegments() {
  const admin = await contextOf("admin@demo.test");
  const { rows } = await db().execute<{ study_id: string }>(
    sql`select g.study_id from segments g join studies s on s.id = g.study_id where s.client_id = ${admin.clientId}
         group by g.study_id order by count(*) desc, g.study_id limit 1`,
  );
  const studyId = Number(rows[0]!.study_id);
  const segments = await db().execute<{ id: string; group_id: string | null; interviews: number }>(sql`
    select g.id, g.segment_group_id as group_id,
           (select count(*)::int from interviews i where i.segment_id = g.id) as interviews
      from segments g where g.study_id = ${studyId}`);
  return { studyId, segments: segments.rows };
}

describe("the segments a study's details and summary link to", () => {
  it("lists every segment of the study once, under its group, with its interview count", async () => {
    const { studyId, segments } = await studyWithSegments();
    expect(segments.length).toBeGreaterThan(1);
    const groups = await listStudySegments(db(), await contextOf("admin@demo.test"), studyId);

    const listed = groups.flatMap(({ group, segments: members }) =>
      members.map((segment) => ({ id: segment.id, group: group?.id ?? null, interviews: segment.interviews })),
    );
    expect(listed.map((s) => s.id).sort((a, b) => a - b)).toEqual(
      segments.map((s) => Number(s.id)).sort((a, b) => a - b),
    );
    for (const row of segments) {
      expect(listed.find((s) => s.id === Number(row.id))).toEqual({
        id: Number(row.id),
        group: row.group_id === null ? null : Number(row.group_id),
        interviews: row.interviews,
      });
    }
    // A group appears once, and the segments outside any group come last.
    const groupIds = groups.map(({ group }) => group?.id ?? null);
    expect(new Set(groupIds).size).toBe(groupIds.length);
    expect(groupIds.indexOf(null)).toBeOneOf([-1, groupIds.length - 1]);
  });

  it("is empty for a study without segments", async () => {
    const { rows } = await db().execute<{ id: string }>(
      sql`select id from studies s where not exists (select 1 from segments g where g.study_id = s.id) limit 1`,
    );
    expect(await listStudySegments(db(), await contextOf("admin@demo.test"), Number(rows[0]!.id))).toEqual([]);
  });

  it("lists none of another client's study or of a study outside the member's projects", async () => {
    const ids = await scopedIds("segments");
    const studyOf = (segmentId: number) => studyOfRow("segments", segmentId);
    const admin = await contextOf("admin@demo.test");
    const viewer = await contextOf("viewer@demo.test");
    for (const list of [listStudySegments, listStudySegmentParts]) {
      expect(await list(db(), admin, await studyOf(ids.foreign))).toEqual([]);
      expect(await list(db(), viewer, await studyOf(ids.hidden))).toEqual([]);
      expect((await list(db(), viewer, await studyOf(ids.shown))).length).toBeGreaterThan(0);
    }
  });
});
