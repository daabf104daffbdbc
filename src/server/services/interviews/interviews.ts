import { type SQL, sql } from "drizzle-orm";
import { messages } from "@/lib/messages";
import type { Interview, InterviewListQuery } from "@/lib/schemas/interview";
import type { Database } from "../../db/client";
import { NotFoundError } from "../../errors";
import { decodeCursor, encodeCursor } from "../../util/cursor";
import type { AccessContext } from "../../access/access-context";
import { idArray, scopeRows } from "../research-scope";
import { type InterviewRow, interviewColumns, toInterview } from "./interview-rows";
import { likePattern } from "../../util/text";

/**
 * Interviews the context may see, in recording order (id), filtered by study, segments and a
 * search over the participant's name, country and the interview's language.
 */
export async function listInterviews(database: Database, context: AccessContext, query: InterviewListQuery) {
  const cursor = decodeCursor(query.cursor);
  const where: SQL[] = [scopeRows(context, "i")];
  if (query.study_id) where.push(sql`i.study_id = ${query.study_id}`);
  if (query.segment_ids?.length) where.push(sql`i.segment_id = any(${idArray(query.segment_ids)})`);
  if (query.search) {
    const pattern = likePattern(query.search);
    where.push(sql`(p.name ilike ${pattern} or p.country ilike ${pattern} or i.language ilike ${pattern})`);
  }
  if (cursor) where.push(sql`i.id > ${cursor.id}`);
  // Raw SQL: interviewColumns' joins, scopeRows and the filters are all written against the alias `i`.
  const { rows } = await database.execute<InterviewRow>(
    sql`select ${interviewColumns} where ${sql.join(where, sql` and `)} order by i.id limit ${query.limit + 1}`,
  );
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  const next = rows.length > query.limit && last ? encodeCursor({ id: Number(last.id) }) : null;
  return { data: shown.map(toInterview), meta: { next_cursor: next, limit: query.limit } };
}

/** One interview; another client's or a hidden project's is a 404. */
export async function getInterview(database: Database, context: AccessContext, id: number): Promise<Interview> {
  // Raw SQL: interviewColumns' joins and scopeRows are written against the alias `i`.
  const { rows } = await database.execute<InterviewRow>(
    sql`select ${interviewColumns} where i.id = ${id} and ${scopeRows(context, "i")}`,
  );
  if (!rows[0]) throw new NotFoundError(messages.interviewNotFound);
  return toInterview(rows[0]);
}

/** Where an interview lives (study, segment, client), for links that only know its id. */
export async function resolveInterview(database: Database, context: AccessContext, id: number) {
  // Raw SQL to test with scopeRows, written against the alias `i`.
  const { rows } = await database.execute<{
    id: string;
    study_id: string;
    segment_id: string | null;
    client_id: string;
  }>(
    sql`select i.id, i.study_id, i.segment_id, i.client_id from interviews i where i.id = ${id} and ${scopeRows(context, "i")}`,
  );
  const row = rows[0];
  if (!row) throw new NotFoundError(messages.interviewNotFound);
  return {
    id: Number(row.id),
    study_id: Number(row.study_id),
    segment_id: row.segment_id === null ? null : Number(row.segment_id),
    client_id: Number(row.client_id),
  };
}
