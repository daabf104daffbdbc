import { type SQL, sql } from "drizzle-orm";
import type { StudyDesign } from "@/lib/schemas/study-draft";
import type { Database, Transaction } from "../../db/client";

/** The sections of the study-wide design (segmentId null) or of one segment. */
export function sectionsOfSegment(studyId: number, segmentId: number | null, alias = "s"): SQL {
  const column = sql.raw(`${alias}.segment_id`);
  return sql`${sql.raw(alias)}.study_id = ${studyId} and ${segmentId === null ? sql`${column} is null` : sql`${column} = ${segmentId}`}`;
}

/**
 * The sections of a design as StudyDesign["sections"] JSON, built by PostgreSQL: a subquery, so
 * the design step's save reads the design before it in the same round trip as its rules' facts,
 * and the design after it in the statement that deletes the sections no longer listed (`only`:
 * the listed ones, since that statement still sees the rows it deletes).
 */
export function designSectionsJson(studyId: number, segmentId: number | null, only?: readonly number[]): SQL {
  const listed = only === undefined ? sql`true` : only.length ? sql`s.id in ${only}` : sql`false`;
  return sql`(select coalesce(json_agg(json_build_object(
      'id', s.id, 'objective_id', s.objective_id, 'text', s.text, 'position', s.position,
      'study_material_ids', coalesce((
        select json_agg(l.material_id order by l.material_id) from section_materials l where l.section_id = s.id
      ), '[]'),
      'tasks', coalesce((
        select json_agg(json_build_object(
          'id', t.id, 'type', t.type, 'text', t.text, 'explainer', t.is_explainer, 'options', t.options,
          'scale_length', t.scale_length,
          'subtasks', coalesce((
            select json_agg(json_build_object('id', c.id, 'type', c.type, 'text', c.text) order by c.position, c.id)
            from tasks c where c.parent_id = t.id
          ), '[]'),
          'object_assignment', t.object_assignment, 'notes', t.notes
        ) order by t.position, t.id)
        from tasks t where t.section_id = s.id and t.parent_id is null
      ), '[]')
    ) order by s.position, s.id), '[]')
    from sections s where ${sectionsOfSegment(studyId, segmentId)} and ${listed})`;
}

/**
 * The saved design of a study the caller has scoped: the study-wide sections (segmentId null) or
 * those of one segment, in order, each with its questions (subtasks nested) and its materials.
 * One statement that builds the answer's JSON: the design step's save reads the design twice,
 * and round trips, not rows, were its cost with ten people saving at once.
 */
export async function readStudyDesign(
  database: Database | Transaction,
  studyId: number,
  segmentId: number | null,
): Promise<StudyDesign> {
  const { rows } = await database.execute<{ sections: StudyDesign["sections"] }>(
    sql`select ${designSectionsJson(studyId, segmentId)} as sections`,
  );
  return { segment_id: segmentId, sections: rows[0]!.sections };
}
