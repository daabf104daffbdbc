import { sql } from "drizzle-orm";
import type { OPTIONS_TYPES, TaskType } from "@/lib/constants";
import type { DesignTask, TaskDesign } from "@/lib/schemas/segment";
import type { StudyMaterial } from "@/lib/schemas/study-parts";
import type { TaskOption } from "../../db/schema/design";
import type { Database } from "../../db/client";
import { studyMaterials } from "../../db/schema";
import { selectStudyMaterials } from "../studies/materials";
import type { AccessContext } from "../../access/access-context";
import { getSegment } from "./segments";

// Sections of the whole study (segment_id null) or of this segment; tasks used in this segment
// (listed in task_segments for it) or in every segment (listed for none).
const visibleSections = (
  segmentId: number,
) => sql`sec.study_id = (select study_id from segments where id = ${segmentId})
  and (sec.segment_id is null or sec.segment_id = ${segmentId})`;

type TaskRow = {
  id: string;
  section_id: string;
  parent_id: string | null;
  text: string;
  html: string;
  type: TaskType;
  position: number;
  position_name: string | null;
  options_type: (typeof OPTIONS_TYPES)[number];
  options: TaskOption[];
  scale_length: number | null;
};

const toTask = (t: TaskRow): DesignTask => ({
  id: Number(t.id),
  text: t.text,
  html: t.html,
  type: t.type,
  position: t.position,
  position_name: t.position_name,
  options_type: t.options_type,
  options: t.options,
  scale_length: t.scale_length,
  parent_id: t.parent_id === null ? null : Number(t.parent_id),
  subtasks: [],
});

/** The design of a segment's study as the segment's participants saw it: sections, tasks, subtasks. */
export async function getTaskDesign(
  database: Database,
  context: AccessContext,
  segmentId: number,
): Promise<TaskDesign> {
  const segment = await getSegment(database, context, segmentId);
  // Raw SQL: visibleSections, which all three share, is written against the alias `sec`.
  const [sections, tasks, materials] = await Promise.all([
    database.execute<{ id: string; objective_id: string | null; text: string; html: string }>(
      sql`select sec.id, sec.objective_id, sec.text, sec.html from sections sec where ${visibleSections(segmentId)}
          order by sec.position, sec.id`,
    ),
    database.execute<TaskRow>(sql`
      select t.id, t.section_id, t.parent_id, t.text, t.html, t.type, t.position, t.position_name, t.options_type,
             t.options, t.scale_length
        from tasks t join sections sec on sec.id = t.section_id
       where ${visibleSections(segmentId)}
         and (exists (select 1 from task_segments ts where ts.task_id = t.id and ts.segment_id = ${segmentId})
              or not exists (select 1 from task_segments ts where ts.task_id = t.id))
       order by t.position, t.id`),
    database.execute<{ section_id: string; material_id: string }>(
      sql`select sm.section_id, sm.material_id from section_materials sm join sections sec on sec.id = sm.section_id
          where ${visibleSections(segmentId)} order by sm.material_id`,
    ),
  ]);
  const byId = new Map(tasks.rows.map((t) => [t.id, toTask(t)]));
  for (const row of tasks.rows) if (row.parent_id) byId.get(row.parent_id)?.subtasks.push(byId.get(row.id)!);
  return {
    language: segment.language ?? segment.recruitment?.language ?? "en",
    study_id: segment.study_id,
    sections: sections.rows.map((s) => {
      const objective = s.objective_id === null ? null : { id: Number(s.objective_id) };
      return {
        id: Number(s.id),
        objective,
        business_question: objective,
        text: s.text,
        html: s.html,
        study_materials: materials.rows
          .filter((m) => m.section_id === s.id)
          .map((m) => ({ id: Number(m.material_id) })),
        tasks: tasks.rows.filter((t) => t.section_id === s.id && t.parent_id === null).map((t) => byId.get(t.id)!),
      };
    }),
  };
}

/** The study materials shown in a segment's sections, in the study's order. */
export async function listSegmentMaterials(
  database: Database,
  context: AccessContext,
  segmentId: number,
): Promise<StudyMaterial[]> {
  await getSegment(database, context, segmentId);
  return selectStudyMaterials(
    database,
    sql`${studyMaterials.id} in (select sm.material_id from section_materials sm join sections sec on sec.id = sm.section_id
                                  where ${visibleSections(segmentId)})`,
  );
}
