import type { BusinessQuestion } from "@/lib/schemas/business-question";
import type { Database } from "../db/client";
import { safeHtml } from "../util/safe-html";

interface Row {
  id: string;
  study_id: string;
  title: string;
  position: number;
  key_takeaways_text: string | null;
  key_takeaways_html: string | null;
  thumbnail_url: string | null;
  insights: { id: number; title: string }[];
  showreel_id: string | null;
}

// One round trip, prepared once per connection: the study summary page runs it on every render.
const BUSINESS_QUESTIONS_SQL = `
  select o.id, o.study_id, o.title, o.position, o.key_takeaways_text, o.key_takeaways_html, o.thumbnail_url,
         coalesce((select json_agg(json_build_object('id', i.id, 'title', i.title) order by i.position, i.id)
                     from insights i where i.objective_id = o.id), '[]') as insights,
         (select r.id from showreels r where r.objective_id = o.id and r.type = 'CURATED' order by r.id limit 1)
           as showreel_id
    from objectives o
    join studies s on s.id = o.study_id
   where o.study_id = any($1::bigint[])
   order by s.created_at, o.study_id, o.position, o.id`;

/**
 * The business questions of studies the caller has already scoped (a visible study, or the
 * visible studies of a project), in study and position order.
 */
export async function listBusinessQuestions(database: Database, studyIds: number[]): Promise<BusinessQuestion[]> {
  if (!studyIds.length) return [];
  const { rows } = await database.$client.query<Row>({
    name: "business_questions_of_studies",
    text: BUSINESS_QUESTIONS_SQL,
    values: [studyIds],
  });
  return rows.map((row) => ({
    id: Number(row.id),
    study_id: Number(row.study_id),
    title: row.title,
    position: row.position,
    key_takeaways: row.key_takeaways_html
      ? { text: row.key_takeaways_text ?? "", html: safeHtml(row.key_takeaways_html) }
      : null,
    thumbnail: row.thumbnail_url,
    insights: row.insights,
    showreel: row.showreel_id ? { id: Number(row.showreel_id), type: "CURATED" as const } : null,
  }));
}
