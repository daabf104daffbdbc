import { sql } from "drizzle-orm";
import type { Citation } from "@/lib/schemas/assistant";
import type { AccessContext } from "../../access/access-context";
import type { Database } from "../../db/client";
import { idArray } from "../research-scope";
import { studiesInScope } from "./answer-scope";
import { citationOf } from "./citation-stream";
import { type PassageType, passageRows, searchables } from "./passage-sources";
import { type RetrievedRow, toPassage } from "./passages";

/** A stored citation: which passage an answer's [n] names. */
export interface CitationRef {
  n: number;
  type: string;
  id: number;
}

const key = (type: string, id: number) => `${type}:${id}`;
const isPassageType = (type: string): type is PassageType => type in searchables;

/**
 * The citations of stored answers as their reader may see them now (citations are
 * checked again whenever a thread is read): each as it reads today, by `type:id`; a source the
 * reader can no longer see, or that is gone, is missing from the map.
 */
export async function resolveCitations(
  database: Database,
  context: AccessContext,
  refs: readonly CitationRef[],
): Promise<Map<string, Citation>> {
  const byType = new Map<PassageType, number[]>();
  for (const ref of refs) {
    if (isPassageType(ref.type)) byType.set(ref.type, [...(byType.get(ref.type) ?? []), ref.id]);
  }
  const resolved = new Map<string, Citation>();
  if (byType.size === 0) return resolved;
  const visible = studiesInScope(context, { studyIds: null, projectId: null }, "s");
  const sources = [...byType].map(
    ([type, ids]) =>
      sql`(${passageRows(type, sql`select unnest(${idArray([...new Set(ids)])}) as id, 0::real as rank, 0 as coverage`, visible)})`,
  );
  // Raw SQL: each kind's passageRows is a derived table with its columns renamed, read in one `union all`.
  const { rows } = await database.execute<RetrievedRow>(sql.join(sources, sql` union all `));
  for (const row of rows) {
    const passage = toPassage(row, 0);
    resolved.set(key(passage.type, passage.id), citationOf(passage, 0));
  }
  return resolved;
}

/** The citations of one answer that its reader may still see, renumbered as stored, and the numbers hidden. */
export function visibleCitations(refs: readonly CitationRef[], resolved: ReadonlyMap<string, Citation>) {
  const citations: Citation[] = [];
  const hidden = new Set<number>();
  for (const ref of refs) {
    const citation = resolved.get(key(ref.type, ref.id));
    if (citation) citations.push({ ...citation, n: ref.n });
    else hidden.add(ref.n);
  }
  return { citations, hidden };
}
