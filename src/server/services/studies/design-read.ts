import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { DraftTask, StudyDesign } from "@/lib/schemas/study-draft";
import type { Database, Transaction } from "../../db/client";
import { sectionMaterials, sections, tasks } from "../../db/schema";

type TaskRow = typeof tasks.$inferSelect;

function draftTask(task: TaskRow, children: TaskRow[]): DraftTask {
  return {
    id: task.id,
    type: task.type,
    text: task.text,
    explainer: task.isExplainer,
    options: task.options,
    scale_length: task.scaleLength,
    subtasks: children.map((c) => ({ id: c.id, type: c.type, text: c.text })),
    object_assignment: task.objectAssignment,
    notes: task.notes,
  };
}

/**
 * The saved design of a study the caller has scoped: the study-wide sections (segmentId null) or
 * those of one segment, in order, each with its questions (subtasks nested) and its materials.
 */
export async function readStudyDesign(
  database: Database | Transaction,
  studyId: number,
  segmentId: number | null,
): Promise<StudyDesign> {
  const sectionRows = await database
    .select()
    .from(sections)
    .where(
      and(
        eq(sections.studyId, studyId),
        segmentId === null ? isNull(sections.segmentId) : eq(sections.segmentId, segmentId),
      ),
    )
    .orderBy(asc(sections.position), asc(sections.id));
  const ids = sectionRows.map((s) => s.id);
  // One after the other: inside a transaction the queries share one connection.
  const taskRows = ids.length
    ? await database
        .select()
        .from(tasks)
        .where(inArray(tasks.sectionId, ids))
        .orderBy(asc(tasks.position), asc(tasks.id))
    : [];
  const links = ids.length
    ? await database.select().from(sectionMaterials).where(inArray(sectionMaterials.sectionId, ids))
    : [];
  return {
    segment_id: segmentId,
    sections: sectionRows.map((section) => ({
      id: section.id,
      objective_id: section.objectiveId,
      text: section.text,
      position: section.position,
      study_material_ids: links
        .filter((l) => l.sectionId === section.id)
        .map((l) => l.materialId)
        .sort((a, b) => a - b),
      tasks: taskRows
        .filter((t) => t.sectionId === section.id && t.parentId === null)
        .map((t) =>
          draftTask(
            t,
            taskRows.filter((c) => c.parentId === t.id),
          ),
        ),
    })),
  };
}
