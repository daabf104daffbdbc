import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { TemplateDesign } from "../../db/schema";

/*
 * Full-text retrieval over the shared template library (the provider's, the same for every
 * client): the only content besides the caller's own text that the built-in engine reads. The
 * library is small (tens of rows), so documents are built per query rather than indexed; each
 * composition is one query.
 */

/** A template as the engine composes from it. */
export interface RankedTemplate {
  id: number;
  title: string;
  objectives: string[];
  design: TemplateDesign;
  rank: number;
}

/** A template section that could answer a business question, best first per question. */
export interface SectionCandidate {
  question: number;
  templateId: number;
  templateTitle: string;
  sectionIndex: number;
  section: TemplateDesign["sections"][number];
  rank: number;
}

// Words that say what a brief is rather than what it is about: every template would match them
// alike, so they only add noise to the rank. PostgreSQL drops the ordinary stop words itself.
const RESEARCH_TALK = new Set(
  (
    "want wants wanted need needs understand understanding learn find out know test testing tested study " +
    "research help helps like would could should see whether decide decision results result insight insights " +
    "also use make get us we our new brief goal aim objective objectives question questions business " +
    "think thoughts feedback participants interview interviews product products"
  )
    .split(" ")
    .filter(Boolean),
);
/** A brief of 600 words has far fewer distinct significant ones; the cap bounds the query. */
const MAX_QUERY_WORDS = 120;

/** The significant words of a text, lower-case, each once, space-separated. */
export function significantWords(text: string): string {
  const words = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (word.length < 2 || RESEARCH_TALK.has(word)) continue;
    words.add(word);
    if (words.size >= MAX_QUERY_WORDS) break;
  }
  return [...words].join(" ");
}

/**
 * Any of the words, stemmed: plainto_tsquery joins them with &, which would demand every word of a
 * brief; an OR query lets a template rank by how much of the brief it covers. Words without
 * lexemes (none, or only stop words) make an empty query, which ranks every template 0.
 */
function anyOf(words: SQL): SQL {
  return sql`replace(plainto_tsquery('english', ${words})::text, ' & ', ' | ')::tsquery`;
}

// Titles and business questions say what a template is for; its purpose and questions support;
// the template's own sample brief is written like a user's and helps a little.
const TEMPLATE_DOCUMENT = sql`(
  setweight(to_tsvector('english', t.title), 'A') ||
  setweight(to_tsvector('english', t.objectives), 'A') ||
  setweight(to_tsvector('english', t.purpose), 'B') ||
  setweight(to_tsvector('english', jsonb_path_query_array(t.study_design, '$.sections[*].tasks[*].text')), 'C') ||
  setweight(to_tsvector('english', coalesce(t.brief, '')), 'D'))`;

/**
 * The templates closest to a text. Ties (a text with no matching words ranks everything 0) go to
 * the recommended templates, then the library's own order: the generally most useful ones.
 */
function topTemplates(text: string, limit: number): SQL {
  return sql`select t.id, t.title, t.position, t.recommended, t.objectives, t.study_design,
      ts_rank(${TEMPLATE_DOCUMENT}, ${anyOf(sql`${significantWords(text)}::text`)}) as rank
    from study_templates t
    order by rank desc, t.recommended desc, t.position, t.id
    limit ${limit}`;
}

/** The `limit` templates closest to `text`, best first. One query. */
export async function closestTemplates(database: Database, text: string, limit: number): Promise<RankedTemplate[]> {
  // Raw SQL: full-text ranking (ts_rank over the weighted tsvector topTemplates builds per query).
  const { rows } = await database.execute<{
    id: number;
    title: string;
    objectives: string[];
    study_design: TemplateDesign;
    rank: number;
  }>(topTemplates(text, limit));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    objectives: row.objectives,
    design: row.study_design,
    rank: row.rank,
  }));
}

/**
 * For each business question, the sections of the `pool` templates closest to `context` (the
 * brief and the questions) ranked by how close their objective, heading and tasks are to the
 * question; ties go to the closer template. At most `perQuestion` per question. One query.
 */
export async function rankSections(
  database: Database,
  context: string,
  questions: { index: number; text: string }[],
  pool: number,
  perQuestion: number,
): Promise<SectionCandidate[]> {
  const asked = JSON.stringify(questions.map((q) => ({ index: q.index, words: significantWords(q.text) })));
  // Raw SQL: each template's sections come from jsonb_array_elements with ordinality (a lateral
  // set-returning function), ranked per question with ts_rank and a row_number window.
  const { rows } = await database.execute<{
    question: number;
    template_id: number;
    template_title: string;
    section_index: number;
    section: SectionCandidate["section"];
    rank: number;
  }>(sql`with top as (${topTemplates(context, pool)}),
    sections as (
      select top.id as template_id, top.title as template_title, top.rank as template_rank, top.recommended, top.position,
        (s.n - 1)::int as section_index, s.section,
        setweight(to_tsvector('english', coalesce(top.objectives ->> ((s.section ->> 'objective')::int), '')), 'A') ||
        setweight(to_tsvector('english', coalesce(s.section ->> 'text', '')), 'A') ||
        setweight(to_tsvector('english', jsonb_path_query_array(s.section, '$.tasks[*].text')), 'C') as document
      from top cross join lateral jsonb_array_elements(top.study_design -> 'sections') with ordinality as s(section, n)
    ),
    questions as (
      select (q.item ->> 'index')::int as question, ${anyOf(sql`q.item ->> 'words'`)} as query
      from jsonb_array_elements(${asked}::jsonb) as q(item)
    ),
    ranked as (
      select q.question, s.template_id, s.template_title, s.section_index, s.section, ts_rank(s.document, q.query) as rank,
        row_number() over (partition by q.question order by ts_rank(s.document, q.query) desc,
          s.template_rank desc, s.recommended desc, s.position, s.section_index) as place
      from questions q cross join sections s
    )
    select question, template_id, template_title, section_index, section, rank from ranked
    where place <= ${perQuestion}
    order by question, place`);
  return rows.map((row) => ({
    question: row.question,
    templateId: row.template_id,
    templateTitle: row.template_title,
    sectionIndex: row.section_index,
    section: row.section,
    rank: row.rank,
  }));
}
