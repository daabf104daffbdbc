import { asc, eq, inArray, sql } from "drizzle-orm";
import type { StudyTask } from "@/lib/schemas/study-parts";
import type { Database } from "../../db/client";
import { sections, tasks, taskSegments } from "../../db/schema";

type TaskRow = typeof tasks.$inferSelect;

function taskFields(t: TaskRow) {
  return {
    id: t.id,
    text: t.text,
    html: t.html,
    type: t.type,
    position: t.position,
    position_name: t.positionName,
    options_type: t.optionsType,
    options: t.options,
    scale_length: t.scaleLength,
    parent_id: t.parentId,
    notes: t.notes,
    has_ceb_score: t.hasCebScore,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  };
}

/**
 * The study design's tasks of a study the caller has scoped (GET /studies/{id}/tasks): questions
 * in section and position order, each with its objective, segments and subtasks.
 */
export async function listStudyTasks(database: Database, studyId: number): Promise<StudyTask[]> {
  const rows = await database
    .select({ task: tasks, objectiveId: sections.objectiveId, sectionPosition: sections.position })
    .from(tasks)
    .leftJoin(sections, eq(sections.id, tasks.sectionId))
    .where(eq(tasks.studyId, studyId))
    .orderBy(sql`${sections.position} nulls last`, asc(tasks.position), asc(tasks.id));
  const ids = rows.map((r) => r.task.id);
  const links = ids.length ? await database.select().from(taskSegments).where(inArray(taskSegments.taskId, ids)) : [];
  const segmentsOf = new Map<number, number[]>();
  for (const link of links) segmentsOf.set(link.taskId, [...(segmentsOf.get(link.taskId) ?? []), link.segmentId]);
  const top = rows.filter((r) => r.task.parentId === null);
  return top.map(({ task, objectiveId }) => {
    const used = segmentsOf.get(task.id) ?? [];
    return {
      ...taskFields(task),
      section_id: task.sectionId,
      explainer: task.isExplainer,
      objective: objectiveId ? { id: objectiveId } : null,
      object_assignment: task.objectAssignment,
      used_in_segments: used,
      used_in_multiple_segments: used.length > 1,
      subtasks: rows.filter((r) => r.task.parentId === task.id).map((r) => taskFields(r.task)),
    };
  });
}
