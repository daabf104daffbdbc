import type { AccessContext } from "../../access/access-context";
import type { Database } from "../../db/client";

/**
 * A segment or segment group with its study id, only when its study is visible in the context
 * (another tenant's, or one of a project the member may not see, answers null).
 */
export async function findSegment(
  database: Database,
  context: AccessContext,
  kind: "segment" | "group",
  id: number,
): Promise<{ id: number; title: string; studyId: number } | null> {
  const table = kind === "segment" ? "segments" : "segment_groups";
  // A named statement per table, planned once per pooled connection: every segment page finds its
  // segment with it.
  const { rows } = await database.$client.query<{ id: string; title: string; study_id: string }>({
    name: `find_${table}`,
    text: `select x.id, x.title, x.study_id from ${table} x join studies s on s.id = x.study_id
            where x.id = $1 and s.client_id = $2 and ($3::bigint[] is null or s.project_id = any($3))`,
    values: [id, context.clientId, context.projectIds ? [...context.projectIds] : null],
  });
  const row = rows[0];
  return row ? { id: Number(row.id), title: row.title, studyId: Number(row.study_id) } : null;
}
