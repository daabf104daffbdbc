import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { idArray } from "../research-scope";

/**
 * The segments a segment page covers: the segment itself, or every segment of a group. The
 * caller has already found the segment or group through the access context (findSegment).
 */
export async function segmentIdsOf(database: Database, kind: "segment" | "group", id: number): Promise<number[]> {
  if (kind === "segment") return [id];
  // Raw SQL: read on every segment group page; the query builder's SQL generation made it measurably slower.
  const { rows } = await database.execute<{ id: string }>(
    sql`select id from segments where segment_group_id = ${id} order by position, id`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Whether the item of a segment page belongs to its segments (an interview, quote or showreel of
 * them, or a business question of their study); anything else is a 404 on that page.
 */
export async function itemInSegments(
  database: Database,
  section: string,
  item: number,
  segmentIds: readonly number[],
  studyId: number,
): Promise<boolean> {
  const ids = idArray(segmentIds);
  // Raw SQL: read on every segment item page; the query builder's SQL generation made it measurably slower.
  const query = {
    interviews: sql`select 1 from interviews where id = ${item} and segment_id = any(${ids})`,
    quotes: sql`select 1 from quotes where id = ${item} and segment_id = any(${ids})`,
    showreels: sql`select 1 from showreels where id = ${item} and study_id = ${studyId}
                     and (segment_id is null or segment_id = any(${ids}))`,
    objectives: sql`select 1 from objectives where id = ${item} and study_id = ${studyId}`,
  }[section as "interviews" | "quotes" | "showreels" | "objectives"];
  if (!query) return false;
  const { rows } = await database.execute(query);
  return rows.length > 0;
}

/** Insight titles per business question for these segments (insights without a segment are the whole study's). */
export async function segmentInsightTitles(database: Database, studyId: number, segmentIds: readonly number[]) {
  // Raw SQL: read on segment summary and business-question pages; builder SQL generation made it measurably slower.
  const { rows } = await database.execute<{ id: string; objective_id: string | null; title: string }>(sql`
    select n.id, n.objective_id, n.title from insights n
     where n.study_id = ${studyId} and (n.segment_id is null or n.segment_id = any(${idArray(segmentIds)}))
     order by n.position, n.id`);
  return rows.map((r) => ({
    id: Number(r.id),
    objectiveId: r.objective_id === null ? null : Number(r.objective_id),
    title: r.title,
  }));
}
