import { sql } from "drizzle-orm";
import { messages } from "@/lib/messages";
import type { TaskType } from "@/lib/constants";
import type { Transcript } from "@/lib/schemas/interview";
import type { Database } from "../../db/client";
import { NotFoundError } from "../../errors";
import type { AccessContext } from "../../access/access-context";
import { scopeRows } from "../research-scope";

type Row = {
  language: string;
  section_id: string;
  section_start: number;
  section_end: number;
  section_html: string;
  section_text: string;
  section_title: string | null;
  task_row: string | null;
  task_id: string | null;
  task_type: TaskType | null;
  task_start: number | null;
  task_end: number | null;
  task_html: string | null;
  task_text: string | null;
  task_title: string | null;
  chunk_start: number | null;
  chunk_end: number | null;
  chunk_text: string | null;
  original_text: string | null;
};

/**
 * The transcript of an interview the context may see, in spoken order: sections, their tasks and
 * the chunks (sentences) with their times. An interview without one has an empty transcript; an
 * interview the context may not see is a 404.
 */
export async function getTranscript(
  database: Database,
  context: AccessContext,
  interviewId: number,
): Promise<Transcript> {
  // Raw SQL to test with scopeRows, written against the alias `i`.
  const { rows: found } = await database.execute<{ language: string }>(
    sql`select i.language from interviews i where i.id = ${interviewId} and ${scopeRows(context, "i")}`,
  );
  if (!found[0]) throw new NotFoundError(messages.interviewNotFound);
  const { rows } = await database.execute<Row>(sql`
    select tr.language, s.id as section_id, s.start as section_start, s."end" as section_end, s.html as section_html,
           s.text as section_text, ds.text as section_title, tt.id as task_row, tt.task_id, tt.type as task_type, tt.start as task_start,
           tt."end" as task_end, tt.html as task_html, tt.text as task_text, dt.text as task_title, c.start as chunk_start,
           c."end" as chunk_end, c.text as chunk_text, c.original_text
      from transcripts tr
      join transcript_sections s on s.transcript_id = tr.id
      left join sections ds on ds.id = s.section_id
      left join transcript_tasks tt on tt.transcript_section_id = s.id
      left join tasks dt on dt.id = tt.task_id
      left join transcript_chunks c on c.transcript_task_id = tt.id
     where tr.interview_id = ${interviewId}
     order by s.position, s.id, tt.position, tt.id, c.position, c.id`);
  const transcript: Transcript = {
    interview: { id: interviewId },
    language: rows[0]?.language ?? found[0].language,
    sections: [],
  };
  let sectionKey: string | null = null;
  let taskKey: string | null = null;
  for (const row of rows) {
    if (row.section_id !== sectionKey) {
      sectionKey = row.section_id;
      taskKey = null;
      transcript.sections.push({
        start: row.section_start,
        end: row.section_end,
        html: row.section_html,
        text: row.section_text,
        title: row.section_title,
        tasks: [],
      });
    }
    const section = transcript.sections.at(-1)!;
    if (row.task_row === null) continue;
    if (row.task_row !== taskKey) {
      taskKey = row.task_row;
      section.tasks.push({
        id: row.task_id === null ? null : Number(row.task_id),
        start: row.task_start!,
        end: row.task_end!,
        html: row.task_html!,
        text: row.task_text!,
        title: row.task_title,
        type: row.task_type!,
        chunks: [],
      });
    }
    if (row.chunk_start === null) continue;
    section.tasks.at(-1)!.chunks.push({
      start: row.chunk_start,
      end: row.chunk_end!,
      text: row.chunk_text!,
      original_text: row.original_text,
    });
  }
  return transcript;
}
