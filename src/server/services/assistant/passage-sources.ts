import { type SQL, sql } from "drizzle-orm";
import type { Citation } from "@/lib/schemas/assistant";

/*
 * Where each kind of passage lives, read the same way when retrieving (retrieve.ts) and when an
 * old answer's citations are checked again (resolve-citations.ts): `rows` is a relation of
 * (id, rank, coverage), `visible` a condition on the studies aliased `s`, so a row outside the
 * reader's access is never read, whatever asked for it.
 */

export type PassageType = Citation["type"];

/** The searchable table of a kind (aliased `x`, with its tsvector `search`) and the study id of its rows. */
export const searchables: Record<PassageType, { from: SQL; studyId: SQL; extra?: SQL }> = {
  quote: { from: sql`quotes x`, studyId: sql`x.study_id` },
  insight: { from: sql`insights x`, studyId: sql`x.study_id` },
  business_question: {
    from: sql`objectives x`,
    studyId: sql`x.study_id`,
    // A business question answers only once the study has results (its key takeaways).
    extra: sql`x.key_takeaways_text is not null`,
  },
  key_takeaway: { from: sql`studies x`, studyId: sql`x.id`, extra: sql`x.key_takeaways_text is not null` },
  transcript: {
    from: sql`transcript_chunks x
      join transcript_tasks xt on xt.id = x.transcript_task_id
      join transcript_sections xs on xs.id = xt.transcript_section_id
      join transcripts xr on xr.id = xs.transcript_id
      join interviews xi on xi.id = xr.interview_id`,
    studyId: sql`xi.study_id`,
    // Every spoken line of five words or more is a quote already; the rest of a transcript adds to them.
    extra: sql`not exists (select 1 from quotes xq where xq.interview_id = xi.id and xq.start <= x.start and xq."end" >= x."end")`,
  },
};

/** The business question of a task (a subtask's is its parent's section's). */
const themeOfTask = (task: string) => sql`left join tasks t on t.id = ${sql.raw(task)}
    left join tasks pt on pt.id = t.parent_id
    left join sections sec on sec.id = coalesce(t.section_id, pt.section_id)
    left join objectives o on o.id = sec.objective_id`;

/**
 * The passages of kind `type` among `rows`, with what a citation shows, where `visible` holds.
 * Columns: those of RetrievedRow (passages.ts).
 */
export function passageRows(type: PassageType, rows: SQL, visible: SQL): SQL {
  // Named once for every kind: the columns' own names repeat (id, title) and would overwrite each other.
  const select = (columns: SQL, joins: SQL) =>
    sql`select * from (select ${sql.raw(`'${type}'`)}, ${columns}, r.rank, r.coverage from (${rows}) r ${joins} where ${visible})
      as passage(type, id, study_id, study_title, theme, title, text, interview_id, start, "end", rank, coverage)`;
  switch (type) {
    case "quote":
      return select(
        sql`q.id, s.id, s.title, o.title, p.name, q.content, q.interview_id, q.start, q."end"`,
        sql`join quotes q on q.id = r.id join studies s on s.id = q.study_id
          join participants p on p.id = q.participant_id ${themeOfTask("q.task_id")}`,
      );
    case "insight":
      return select(
        sql`i.id, s.id, s.title, o.title, i.title, i.content_text, null::bigint, null::real, null::real`,
        sql`join insights i on i.id = r.id join studies s on s.id = i.study_id
          left join objectives o on o.id = i.objective_id`,
      );
    case "business_question":
      return select(
        sql`o.id, s.id, s.title, o.title, o.title, o.key_takeaways_text, null::bigint, null::real, null::real`,
        sql`join objectives o on o.id = r.id join studies s on s.id = o.study_id`,
      );
    case "key_takeaway":
      return select(
        sql`s.id, s.id, s.title, null::text, s.title, s.key_takeaways_text, null::bigint, null::real, null::real`,
        sql`join studies s on s.id = r.id`,
      );
    case "transcript":
      return select(
        sql`ch.id, s.id, s.title, o.title, p.name, ch.text, i.id, ch.start, ch."end"`,
        sql`join transcript_chunks ch on ch.id = r.id
          join transcript_tasks tt on tt.id = ch.transcript_task_id
          join transcript_sections ts on ts.id = tt.transcript_section_id
          join transcripts tr on tr.id = ts.transcript_id
          join interviews i on i.id = tr.interview_id
          join studies s on s.id = i.study_id
          join participants p on p.id = i.participant_id
          left join sections sec on sec.id = ts.section_id
          left join objectives o on o.id = sec.objective_id`,
      );
  }
}
