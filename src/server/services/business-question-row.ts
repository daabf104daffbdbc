import type { BusinessQuestionFields } from "@/lib/schemas/business-question";
import { safeHtml } from "../util/safe-html";

/**
 * The columns of a business question (objectives aliased `o`) that businessQuestionOf reads; its
 * curated showreel is the first by id. Shared by the study summary's and the v3 objectives' queries.
 */
export const BUSINESS_QUESTION_COLUMNS = `o.id, o.study_id, o.title, o.position, o.key_takeaways_text,
  o.key_takeaways_html, o.thumbnail_url,
  (select r.id from showreels r where r.objective_id = o.id and r.type = 'CURATED' order by r.id limit 1)
    as showreel_id`;

/** A row of BUSINESS_QUESTION_COLUMNS (bigint ids come back as strings). */
// A type, not an interface: drizzle's execute<Row> wants an index signature that interfaces lack.
export type BusinessQuestionRow = {
  id: string;
  study_id: string;
  title: string;
  position: number;
  key_takeaways_text: string | null;
  key_takeaways_html: string | null;
  thumbnail_url: string | null;
  showreel_id: string | null;
};

/** The wire fields of a business question (businessQuestionFields), its key takeaways sanitised. */
export function businessQuestionOf(row: BusinessQuestionRow): BusinessQuestionFields {
  return {
    id: Number(row.id),
    study_id: Number(row.study_id),
    title: row.title,
    position: row.position,
    key_takeaways: row.key_takeaways_html
      ? { text: row.key_takeaways_text ?? "", html: safeHtml(row.key_takeaways_html) }
      : null,
    thumbnail: row.thumbnail_url,
    showreel: row.showreel_id === null ? null : { id: Number(row.showreel_id), type: "CURATED" },
  };
}
