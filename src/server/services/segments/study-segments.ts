import type { AccessContext } from "../../access/access-context";
import type { Database } from "../../db/client";
import { studyScopeSql, studyScopeValues } from "../research-scope";

/** A segment as the study's pages list it: its title and how many interviews it holds. */
export interface SegmentLink {
  id: number;
  title: string;
  interviews: number;
}

/** A segment group with its segments; `group` is null for the segments outside any group. */
export interface SegmentGroupLinks {
  group: { id: number; title: string } | null;
  segments: SegmentLink[];
}

/**
 * The segments of a study, grouped as its design orders them (groups by position, then the
 * ungrouped ones). Only a study the context may see has any.
 */
export async function listStudySegments(
  database: Database,
  context: AccessContext,
  studyId: number,
): Promise<SegmentGroupLinks[]> {
  // A named statement, planned once per pooled connection: every study page lists its segments with it.
  const { rows } = await database.$client.query<{
    id: string;
    title: string;
    group_id: string | null;
    group_title: string | null;
    interviews: number;
  }>({
    name: "study_segment_links",
    text: `select g.id, g.title, grp.id as group_id, grp.title as group_title,
                  (select count(*)::int from interviews i where i.segment_id = g.id) as interviews
             from segments g join studies s on s.id = g.study_id
                  left join segment_groups grp on grp.id = g.segment_group_id
            where g.study_id = $1 and ${studyScopeSql("s", 2)}
            order by grp.position nulls last, grp.id nulls last, g.position, g.id`,
    values: [studyId, ...studyScopeValues(context)],
  });
  const groups: SegmentGroupLinks[] = [];
  for (const row of rows) {
    const groupId = row.group_id === null ? null : Number(row.group_id);
    let last = groups.at(-1);
    if (!last || (last.group?.id ?? null) !== groupId) {
      last = { group: groupId === null ? null : { id: groupId, title: row.group_title! }, segments: [] };
      groups.push(last);
    }
    last.segments.push({ id: Number(row.id), title: row.title, interviews: row.interviews });
  }
  return groups;
}
