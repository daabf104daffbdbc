import { describe, expect, it } from "vitest";
import { db } from "./client";

/** Every study whose kept count differs from its quotes counted now. */
async function miscounted(query: (text: string) => Promise<{ rows: unknown[] }>) {
  const { rows } =
    await query(`select s.id, s.quote_count, (select count(*)::int from quotes q where q.study_id = s.id) as n
      from studies s where s.quote_count <> (select count(*)::int from quotes q where q.study_id = s.id)`);
  return rows;
}

/** Two studies with quotes, and one of the first's interviews. */
async function twoStudies() {
  const { rows } = await db().$client.query<{ study_id: string; interview_id: string }>(
    `select study_id, min(interview_id) as interview_id from quotes group by study_id order by study_id limit 2`,
  );
  return {
    first: Number(rows[0]!.study_id),
    second: Number(rows[1]!.study_id),
    interview: Number(rows[0]!.interview_id),
  };
}

describe("a study's kept quote count", () => {
  it("matches its quotes as they are added, moved, deleted with their interview and truncated", async () => {
    const client = await db().$client.connect();
    const query = (text: string, values?: unknown[]) => client.query(text, values);
    try {
      await query("begin");
      expect(await miscounted(query)).toEqual([]);
      const { first, second, interview } = await twoStudies();
      await query(
        `insert into quotes (client_id, study_id, segment_id, interview_id, participant_id, task_id, content, start, "end")
         select client_id, study_id, segment_id, interview_id, participant_id, task_id, 'Added ' || g, 1, 2
           from (select * from quotes where study_id = $1 limit 1) q cross join generate_series(1, 3) g`,
        [first],
      );
      await query(`update quotes set study_id = $2 where id = (select max(id) from quotes where study_id = $1)`, [
        first,
        second,
      ]);
      await query(`update quotes set content = content || '.' where study_id = $1`, [first]);
      expect(await miscounted(query)).toEqual([]);
      await query(`delete from interviews where id = $1`, [interview]);
      expect(await miscounted(query)).toEqual([]);
      await query("truncate quotes cascade");
      const { rows } = await query("select count(*)::int as n from studies where quote_count <> 0");
      expect(rows[0]).toEqual({ n: 0 });
    } finally {
      await query("rollback");
      client.release();
    }
  });
});
