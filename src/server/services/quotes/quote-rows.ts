import { type SQL, sql } from "drizzle-orm";
import type { TaskType } from "@/lib/constants";
import type { Quote } from "@/lib/schemas/quote";
import { signedMediaUrl } from "../../media/media-urls";
import { escapeHtml } from "../../util/text";
import { toHighlightHtml } from "./quote-search";

/** A quote as the detail query selects it (snake_case columns of `quote_details`). */
export type QuoteRow = {
  id: string;
  study_id: string;
  content: string;
  marked: string | null;
  language: string;
  start: number;
  end: number;
  thumbnail_url: string | null;
  thumbnail_asset_id: string | null;
  participant_id: string;
  participant_name: string;
  participant_age: number | null;
  participant_country: string | null;
  task_id: string | null;
  task_html: string | null;
  task_text: string | null;
  task_type: TaskType;
  task_parent_id: string | null;
  segment_id: string | null;
  socrat_study_id: number | null;
  interview_id: string;
  rank?: number;
};

/**
 * The columns of a quote with its participant, task, segment and interview poster, from `q`
 * joined as below; `marked` is the headline when a search is given.
 */
export function quoteDetails(marked: SQL | null): SQL {
  return sql`q.id, q.study_id, q.content, ${marked ?? sql`null`} as marked, q.language, q.start, q."end",
    q.thumbnail_url, i.thumbnail_asset_id, p.id as participant_id, p.name as participant_name,
    p.age as participant_age, p.country as participant_country, t.id as task_id, t.html as task_html,
    t.text as task_text, t.type as task_type, t.parent_id as task_parent_id, q.segment_id,
    seg.socrat_study_id, q.interview_id
    from quotes q
    join participants p on p.id = q.participant_id
    join interviews i on i.id = q.interview_id
    left join tasks t on t.id = q.task_id
    left join segments seg on seg.id = q.segment_id`;
}

/** The API shape of a quote row; the thumbnail is the quote's own or its interview's poster. */
export function toQuote(row: QuoteRow): Quote {
  const thumbnail =
    row.thumbnail_url ?? (row.thumbnail_asset_id ? signedMediaUrl(Number(row.thumbnail_asset_id), "jpg") : null);
  return {
    id: Number(row.id),
    study_id: Number(row.study_id),
    content: row.content,
    highlight: row.marked === null ? escapeHtml(row.content) : toHighlightHtml(row.marked),
    language: row.language,
    start: row.start,
    end: row.end,
    thumbnail,
    participant: {
      id: Number(row.participant_id),
      name: row.participant_name,
      age: row.participant_age,
      country: row.participant_country,
    },
    task:
      row.task_id === null
        ? null
        : {
            id: Number(row.task_id),
            html: row.task_html ?? "",
            text: row.task_text ?? "",
            type: row.task_type,
            parent_id: row.task_parent_id === null ? null : Number(row.task_parent_id),
          },
    segment: row.segment_id === null ? null : { id: Number(row.segment_id), socrat_study_id: row.socrat_study_id },
    interview: { id: Number(row.interview_id) },
  };
}
