import { and, asc, eq, isNull, notInArray, sql } from "drizzle-orm";
import type { StudyDesign } from "@/lib/schemas/study-draft";
import type { Database, Transaction } from "../../db/client";
import { objectives, sections, segments, studyMaterials, tasks } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../errors";
import type { AccessContext } from "../../access/access-context";
import { type AnalyticsEvent, recordEvents } from "../analytics";
import { readStudyDesign } from "./design-read";
import { editableDraft, touchStudy } from "./draft-access";
import { type DesignFacts, designErrors, type TasksInput } from "./tasks-validate";
import { removeTasksFromSegment, writeSections, writeTasks } from "./tasks-write";

async function designFacts(tx: Transaction, studyId: number, segmentId: number | null): Promise<DesignFacts> {
  // One after the other: the transaction's queries share one connection.
  const questions = await tx.select({ id: objectives.id }).from(objectives).where(eq(objectives.studyId, studyId));
  const materials = await tx
    .select({ id: studyMaterials.id })
    .from(studyMaterials)
    .where(eq(studyMaterials.studyId, studyId))
    .orderBy(asc(studyMaterials.position), asc(studyMaterials.id));
  const sectionRows = await tx
    .select({ id: sections.id })
    .from(sections)
    .where(
      and(
        eq(sections.studyId, studyId),
        segmentId === null ? isNull(sections.segmentId) : eq(sections.segmentId, segmentId),
      ),
    );
  const taskRows = await tx
    .select({ id: tasks.id, parentId: tasks.parentId })
    .from(tasks)
    .where(eq(tasks.studyId, studyId));
  const subtasksOf = new Map<number, Set<number>>();
  for (const task of taskRows) if (task.parentId === null) subtasksOf.set(task.id, new Set());
  for (const task of taskRows) if (task.parentId !== null) subtasksOf.get(task.parentId)?.add(task.id);
  return {
    objectiveIds: new Set(questions.map((q) => q.id)),
    materialIds: materials.map((m) => m.id),
    sectionIds: new Set(sectionRows.map((s) => s.id)),
    subtasksOf,
  };
}

// 001 §4: builder_edit_sections and builder_edit_questions, each only when that part changed.
function designEvents(before: StudyDesign, after: StudyDesign, studyId: number): AnalyticsEvent[] {
  const sectionsOf = (d: StudyDesign) =>
    JSON.stringify(d.sections.map((s) => [s.id, s.objective_id, s.text, s.study_material_ids]));
  const questionsOf = (d: StudyDesign) => JSON.stringify(d.sections.map((s) => s.tasks));
  const properties = { study_id: studyId, segment_id: after.segment_id };
  return [
    ...(sectionsOf(before) === sectionsOf(after) ? [] : [{ name: "builder_edit_sections" as const, properties }]),
    ...(questionsOf(before) === questionsOf(after) ? [] : [{ name: "builder_edit_questions" as const, properties }]),
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
    await editableDraft(tx, context, id, { forUpdate: true });
    const segmentId = input.segment_id;
    if (segmentId !== null) {
      const [segment] = await tx
        .select({ id: segments.id })
        .from(segments)
        .where(and(eq(segments.id, segmentId), eq(segments.studyId, id)));
      if (!segment) throw new NotFoundError("Segment not found.");
    }
    const facts = await designFacts(tx, id, segmentId);
    const errors = designErrors(input, facts);
    if (Object.keys(errors).length) throw new ValidationError(errors);

    const before = await readStudyDesign(tx, id, segmentId);
    const sectionIds = await writeSections(tx, id, segmentId, input.sections);
    await writeTasks(tx, id, segmentId, sectionIds, input.tasks);
    await removeTasksFromSegment(tx, segmentId, input.tasks_to_delete_in_this_segment);
    // Unlisted sections of this segment go, and their questions with them (not those moved out).
    const unlisted = and(
      eq(sections.studyId, id),
      segmentId === null ? isNull(sections.segmentId) : eq(sections.segmentId, segmentId),
      sectionIds.length ? notInArray(sections.id, sectionIds) : sql`true`,
    );
    await tx.delete(sections).where(unlisted);
    await touchStudy(tx, id);
    const after = await readStudyDesign(tx, id, segmentId);
    await recordEvents(tx, context, designEvents(before, after, id));
    return after;
  });
}
