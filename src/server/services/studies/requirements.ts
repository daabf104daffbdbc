import { BUSINESS_QUESTION_LIMITS, DEFAULT_STIMULI_RANGE, FILL_IN_MARKER } from "@/lib/constants";
import type { RequirementsStatus } from "@/lib/schemas/study-parts";
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { studies } from "../../db/schema";

/** The facts `requirementsColumns` selects. */
export type RequirementFacts = {
  objectives: number;
  sections: number;
  empty_sections: string[];
  fill_in_tasks: number;
  materials: number;
  min_stimuli: number | null;
  max_stimuli: number | null;
  recruitment: boolean;
  terms_accepted: boolean;
};

/**
 * The select list of a study's requirement facts, for a query `from studies` joined to its
 * template as `t` (`requirementsFrom`): Start study reads them with its row lock, in one query.
 */
export const requirementsColumns = sql`
  (select count(*)::int from objectives o where o.study_id = ${studies.id}) as objectives,
  (select count(*)::int from sections x where x.study_id = ${studies.id}) as sections,
  coalesce((select array_agg(x.id order by x.position) from sections x where x.study_id = ${studies.id}
     and not exists (select 1 from tasks k where k.section_id = x.id)), '{}') as empty_sections,
  (select count(*)::int from tasks k where k.study_id = ${studies.id}
     and (strpos(k.text, ${FILL_IN_MARKER}) > 0 or strpos(k.options::text, ${FILL_IN_MARKER}) > 0)) as fill_in_tasks,
  (select count(*)::int from study_materials m where m.study_id = ${studies.id}) as materials,
  t.min_stimuli_count as min_stimuli, t.max_stimuli_count as max_stimuli,
  exists (select 1 from recruitment_settings r where r.study_id = ${studies.id}) as recruitment,
  ${studies.termsAcceptedAt} is not null as terms_accepted`;

/** The FROM clause `requirementsColumns` reads. */
export const requirementsFrom = sql`${studies} left join study_templates t on t.id = ${studies.templateId}`;

/**
 * What a study needs before it can start (001 §5): business questions, sections that each hold at
 * least one question, no question still holding a built-in proposal's "[Fill in: …]" instruction
 * (its text, an option or a step: participants would read the instruction), a number of study
 * materials within the template's range (else 0–5), a recruitment choice and accepted terms.
 */
export function toRequirementsStatus(row: RequirementFacts): RequirementsStatus {
  const min = row.min_stimuli ?? DEFAULT_STIMULI_RANGE.min;
  const max = row.max_stimuli ?? DEFAULT_STIMULI_RANGE.max;
  const status = {
    business_questions: {
      count: row.objectives,
      ok: row.objectives >= Math.max(1, BUSINESS_QUESTION_LIMITS.min) && row.objectives <= BUSINESS_QUESTION_LIMITS.max,
    },
    sections: {
      count: row.sections,
      without_questions: row.empty_sections.map(Number),
      ok: row.sections > 0 && row.empty_sections.length === 0,
    },
    fill_in: { count: row.fill_in_tasks, ok: row.fill_in_tasks === 0 },
    study_materials: { count: row.materials, min, max, ok: row.materials >= min && row.materials <= max },
    recruitment: { ok: row.recruitment },
    terms_accepted: row.terms_accepted,
  };
  const ready =
    status.business_questions.ok &&
    status.sections.ok &&
    status.fill_in.ok &&
    status.study_materials.ok &&
    status.recruitment.ok &&
    status.terms_accepted;
  return { ready, ...status };
}

/** The requirements status of a study the caller has scoped. */
export async function requirementsStatus(
  database: Database | Transaction,
  studyId: number,
): Promise<RequirementsStatus> {
  // Raw SQL: requirementsColumns is the SQL select list Start study also reads under its row lock.
  const { rows } = await database.execute<RequirementFacts>(
    sql`select ${requirementsColumns} from ${requirementsFrom} where ${studies.id} = ${studyId}`,
  );
  return toRequirementsStatus(rows[0]!);
}
