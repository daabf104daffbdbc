import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { quoteFilterOptions } from "./quote-filter-options";

/** The study with subtasks and the most quotes, and the ids of its tasks that have quotes of their own or in a subtask. */
async function studyWithSubtasks() {
  const { rows } = await db().execute<{ study_id: string }>(sql`
    select q.study_id from quotes q where exists (select 1 from tasks c where c.study_id = q.study_id and c.parent_id is not null)
     group by q.study_id order by count(*) desc limit 1`);
  return Number(rows[0]!.study_id);
}

const quotedTaskIds = async (studyId: number) =>
  (
    await db().execute<{ id: string }>(
      sql`select distinct coalesce(t.parent_id, t.id) as id from quotes q join tasks t on t.id = q.task_id where q.study_id = ${studyId}`,
    )
  ).rows
    .map((row) => Number(row.id))
    .sort((a, b) => a - b);

describe("the quotes filters' options", () => {
  it("offer the tasks that have quotes, a parent also through its subtasks' quotes, and no other", async () => {
    const studyId = await studyWithSubtasks();
    const before = await quoteFilterOptions(db(), studyId);
    expect(before.tasks.map((t) => t.id).sort((a, b) => a - b)).toEqual(await quotedTaskIds(studyId));

    // A parent task whose only quotes are in one subtask stays; one left without quotes goes.
    const parent = before.tasks.find((t) => t.subtasks.length > 0)!;
    const subtask = parent.subtasks[0]!;
    await db().execute(sql`update quotes set task_id = ${subtask.id} where task_id = ${parent.id}`);
    await db().execute(
      sql`update quotes set task_id = null where task_id = any(${`{${parent.subtasks
        .slice(1)
        .map((s) => s.id)
        .join(",")}}`}::bigint[])`,
    );
    const lonely = before.tasks.find((t) => t.id !== parent.id && t.subtasks.length === 0)!;
    await db().execute(sql`update quotes set task_id = null where task_id = ${lonely.id}`);

    const after = await quoteFilterOptions(db(), studyId);
    expect(after.tasks.map((t) => t.id)).toContain(parent.id);
    expect(after.tasks.map((t) => t.id)).not.toContain(lonely.id);
    expect(after.tasks.map((t) => t.id).sort((a, b) => a - b)).toEqual(await quotedTaskIds(studyId));
    expect(after.segments.length).toBeGreaterThan(0);
  });
});
