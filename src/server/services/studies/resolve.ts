import type { StudyResolution } from "@/lib/schemas/study-parts";
import { messages } from "@/lib/messages";
import type { Database } from "../../db/client";
import { NotFoundError } from "../../errors";
import type { AccessContext } from "../../access/access-context";

interface Row {
  study_id: string;
  segment_id: string | null;
  project_id: string;
  client_id: string;
}

/**
 * Where an id from outside leads (GET /v3/studies/resolve/{id}): a study id, else a socrat study
 * id of a study, else of a segment (which opens that segment). Only within the context; anything
 * else is a 404.
 */
export async function resolveStudy(database: Database, context: AccessContext, id: number): Promise<StudyResolution> {
  // A named statement: a `union all` in a CTE ranks the three ways an outside id can match, in one
  // round trip.
  const { rows } = await database.$client.query<Row>({
    name: "resolve_study",
    text: `with candidates as (
             select s.id as study_id, null::bigint as segment_id, 1 as rank from studies s where s.id = $1
             union all select s.id, null, 2 from studies s where s.socrat_study_id = $1
             union all select g.study_id, g.id, 3 from segments g where g.socrat_study_id = $1)
           select c.study_id, c.segment_id, s.project_id, s.client_id
             from candidates c join studies s on s.id = c.study_id
            where s.client_id = $2 and ($3::bigint[] is null or s.project_id = any($3))
            order by c.rank limit 1`,
    values: [id, context.clientId, context.projectIds ? [...context.projectIds] : null],
  });
  const row = rows[0];
  if (!row) throw new NotFoundError(messages.studyNotFound);
  const segmentId = row.segment_id ? Number(row.segment_id) : null;
  return {
    study_id: Number(row.study_id),
    segment_id: segmentId,
    project_id: Number(row.project_id),
    client_id: Number(row.client_id),
    path: segmentId ? `/study-segments/${segmentId}/summary` : `/studies/${row.study_id}/summary`,
  };
}
