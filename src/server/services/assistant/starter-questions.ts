import { sql } from "drizzle-orm";
import type { AccessContext } from "../../access/access-context";
import type { Database } from "../../db/client";
import { scopeStudies } from "../research-scope";

/** How many starter questions the empty chat offers. */
const STARTERS = 4;

/**
 * Questions to start from, taken from the client's own research: business questions that have
 * results (key takeaways) in the visible studies, one per study and the most recent study first;
 * of one study only when the chat is scoped to it.
 */
export async function starterQuestions(
  database: Database,
  context: AccessContext,
  studyId: number | null,
): Promise<string[]> {
  const answered = sql`${scopeStudies(context, "s")} and o.key_takeaways_text is not null`;
  // Raw SQL to filter with scopeStudies' condition on the alias `s`; each study's first question is a
  // `distinct on`.
  const { rows } = await database.execute<{ title: string }>(
    studyId === null
      ? sql`select title from (
          select distinct on (s.id) o.title, s.completed_at, s.id from objectives o join studies s on s.id = o.study_id
           where ${answered} order by s.id, o.position) firsts
        order by completed_at desc nulls last, id desc limit ${STARTERS}`
      : sql`select o.title from objectives o join studies s on s.id = o.study_id
         where ${answered} and s.id = ${studyId} order by o.position limit ${STARTERS}`,
  );
  return rows.map((row) => row.title);
}
