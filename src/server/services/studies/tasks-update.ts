import { sql } from "drizzle-orm";
import type { StudyDesign } from "@/lib/schemas/study-draft";
import { messages } from "@/lib/messages";
import type { Database } from "../../db/client";
import { NotFoundError, ValidationError } from "../../errors";
import type { AccessContext } from "../../access/access-context";
import { recordEvents } from "../analytics";
import { designSectionsJson, sectionsOfSegment } from "./design-read";
import { editableDraftWith } from "./draft-access";
import { type DesignFacts, designErrors, type TasksInput } from "./tasks-validate";
import { writeParts } from "./design-write";
import { sectionsPart } from "./sections-write";
import { removeTasksFromSegment, tasksPart } from "./tasks-write";

interface SaveFacts extends DesignFacts {
  /** Every segment of the study: a study-wide design's questions are linked to each. */
  segmentIds: number[];
}

type FactsRow = {
  objective_ids: number[];
  material_ids: number[];
  section_ids: number[];
  tasks: [id: number, parentId: number | null][];
  segment_ids: number[];
};

// What the rules and the edit events need, as one JSON value read with the draft's row lock (the
// transaction's queries share one connection, so separate queries would run one after the other).
function designFactsJson(studyId: number, segmentId: number | null) {
  return sql<FactsRow>`json_build_object(
      'objective_ids', coalesce((select json_agg(id) from objectives where study_id = ${studyId}), '[]'),
      'material_ids', coalesce((select json_agg(id order by position, id) from study_materials where study_id = ${studyId}), '[]'),
      'section_ids', coalesce((select json_agg(s.id) from sections s where ${sectionsOfSegment(studyId, segmentId)}), '[]'),
      'tasks', coalesce((select json_agg(json_build_array(id, parent_id)) from tasks where study_id = ${studyId}), '[]'),
      'segment_ids', coalesce((select json_agg(id) from segments where study_id = ${studyId}), '[]'))`;
}

function toSaveFacts(facts: FactsRow): SaveFacts {
  const subtasksOf = new Map<number, Set<number>>();
  for (const [id, parentId] of facts.tasks) if (parentId === null) subtasksOf.set(id, new Set());
  for (const [id, parentId] of facts.tasks) if (parentId !== null) subtasksOf.get(parentId)?.add(id);
  return {
    objectiveIds: new Set(facts.objective_ids),
    materialIds: facts.material_ids,
    sectionIds: new Set(facts.section_ids),
    subtasksOf,
    segmentIds: facts.segment_ids,
  };
}

// 001 §4: builder_edit_sections and builder_edit_questions, each only when that part changed.
function designEvents(changed: { sections: boolean; questions: boolean }, studyId: number, segmentId: number | null) {
  const properties = { study_id: studyId, segment_id: segmentId };
  return [
    ...(changed.sections ? [{ name: "builder_edit_sections" as const, properties }] : []),
    ...(changed.questions ? [{ name: "builder_edit_questions" as const, properties }] : []),
  ];
}

/**
 * Saves the design of an editable draft, study-wide (segment_id null) or of one of its segments
 * (PUT /api/studies/{id}/tasks), in one transaction: the sections as listed (unlisted ones go with
 * their questions), the questions in the order given with their subtasks, choices and material
 * assignments, and tasks_to_delete_in_this_segment leave the segment (and go when no segment
 * uses them, or at once study-wide). Any broken rule is a 422 naming its field.
 */
export async function updateStudyTasks(
  database: Database,
  context: AccessContext,
  id: number,
  input: TasksInput,
): Promise<StudyDesign> {
  return database.transaction(async (tx) => {
    const segmentId = input.segment_id;
    const { extra } = await editableDraftWith(tx, context, id, designFactsJson(id, segmentId), { forUpdate: true });
    const facts = toSaveFacts(extra);
    if (segmentId !== null && !facts.segmentIds.includes(segmentId)) throw new NotFoundError(messages.segmentNotFound);
    const errors = designErrors(input, facts);
    if (Object.keys(errors).length) throw new ValidationError(errors);

    const sections = await sectionsPart(tx, id, segmentId, input.sections);
    const questions = await tasksPart(
      tx,
      id,
      segmentId === null ? facts.segmentIds : [segmentId],
      sections.ids,
      input.tasks,
    );
    const [sectionsChanged, questionsChanged] = await writeParts(tx, [sections.part, questions]);
    await removeTasksFromSegment(tx, segmentId, input.tasks_to_delete_in_this_segment);
    // Unlisted sections of this segment go, and their questions with them (not those moved out);
    // the study is marked changed and the design read back in the same statement.
    const { rows } = await tx.execute<{
      sections: StudyDesign["sections"];
      dropped: number;
      dropped_questions: number;
    }>(
      sql`with unlisted as (
        delete from sections s where ${sectionsOfSegment(id, segmentId)}
          and ${sections.ids.length ? sql`s.id not in ${sections.ids}` : sql`true`}
        returning s.id
      ), touched as (
        update studies set updated_at = now() where id = ${id}
      )
      select ${designSectionsJson(id, segmentId, sections.ids)} as sections,
             (select count(*) from unlisted)::int as dropped,
             (select count(*) from tasks where section_id in (select id from unlisted))::int as dropped_questions`,
    );
    const saved = rows[0]!;
    const after: StudyDesign = { segment_id: segmentId, sections: saved.sections };
    const changed = {
      sections: sectionsChanged || saved.dropped > 0,
      questions: questionsChanged || input.tasks_to_delete_in_this_segment.length > 0 || saved.dropped_questions > 0,
    };
    await recordEvents(tx, context, designEvents(changed, id, segmentId));
    return after;
  });
}
