import type { StudySegment } from "@/lib/schemas/study-parts";
import type { AccessContext } from "../../access/access-context";
import type { Database } from "../../db/client";
import { studyScopeSql, studyScopeValues } from "../research-scope";

interface Row {
  id: string;
  study_id: string;
  socrat_study_id: number | null;
  title: string;
  market: string | null;
  language: string | null;
  gender: StudySegment["gender"];
  age_min: number | null;
  age_max: number | null;
  group_id: string | null;
  group_title: string | null;
  interviews: number;
}

/**
 * The segments of a study, in position order, with their group and interview count; none for a
 * study the context may not see.
 */
export async function listStudySegments(
  database: Database,
  context: AccessContext,
  studyId: number,
): Promise<StudySegment[]> {
  // A named statement: studyScopeSql keeps one text whatever the member sees, so it is planned once
  // per connection.
  const { rows } = await database.$client.query<Row>({
    name: "study_segments",
    text: `select s.id, s.study_id, s.socrat_study_id, s.title, s.market, s.language, s.gender, s.age_min, s.age_max,
                  g.id as group_id, g.title as group_title,
                  (select count(*)::int from interviews i where i.segment_id = s.id) as interviews
             from segments s left join segment_groups g on g.id = s.segment_group_id
            where s.study_id = $1 and exists (select 1 from studies st where st.id = s.study_id and ${studyScopeSql("st", 2)})
            order by s.position, s.id`,
    values: [studyId, ...studyScopeValues(context)],
  });
  return rows.map((r) => ({
    id: Number(r.id),
    study_id: Number(r.study_id),
    socrat_study_id: r.socrat_study_id,
    title: r.title,
    market: r.market,
    language: r.language,
    gender: r.gender,
    age_range: { min: r.age_min, max: r.age_max },
    segment_group: r.group_id ? { id: Number(r.group_id), title: r.group_title! } : null,
    counts: { interviews: r.interviews },
  }));
}
