import { and, eq, inArray, notExists, notInArray } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { sectionMaterials, sections, segments, tasks, taskSegments } from "../../db/schema";
import { paragraphHtml, positionName, storedOptions, storedScale } from "./design-rows";
import type { TasksInput } from "./tasks-validate";

/** Updates the listed sections and adds the new ones, in order, with their materials; returns their ids. */
export async function writeSections(
  tx: Transaction,
  studyId: number,
  segmentId: number | null,
  input: TasksInput["sections"],
): Promise<number[]> {
  const ids: number[] = [];
  for (const [position, section] of input.entries()) {
    const values = {
      objectiveId: section.objective_id,
      text: section.text,
      html: paragraphHtml(section.text),
      position,
    };
    if (section.id !== undefined) {
      await tx.update(sections).set(values).where(eq(sections.id, section.id));
      ids.push(section.id);
    } else {
      const [row] = await tx
        .insert(sections)
        .values({ ...values, studyId, segmentId })
        .returning({ id: sections.id });
      ids.push(row!.id);
    }
  }
  if (ids.length) await tx.delete(sectionMaterials).where(inArray(sectionMaterials.sectionId, ids));
  const links = input.flatMap((section, i) =>
    [...new Set(section.study_material_ids)].map((materialId) => ({ sectionId: ids[i]!, materialId })),
  );
  if (links.length) await tx.insert(sectionMaterials).values(links);
  return ids;
}

type TaskValues = typeof tasks.$inferInsert;

async function upsertTask(tx: Transaction, id: number | undefined, values: TaskValues): Promise<number> {
  if (id !== undefined) {
    await tx.update(tasks).set(values).where(eq(tasks.id, id));
    return id;
  }
  const [row] = await tx.insert(tasks).values(values).returning({ id: tasks.id });
  return row!.id;
}

/**
 * Creates or updates the questions in the order given (position and "s.t" position name within
 * their section), their subtasks as child rows (unlisted subtasks go), and links them to the
 * segment saved, or to every segment of the study for a study-wide design.
 */
export async function writeTasks(
  tx: Transaction,
  studyId: number,
  segmentId: number | null,
  sectionIds: readonly number[],
  input: TasksInput["tasks"],
): Promise<void> {
  const segmentIds =
    segmentId !== null
      ? [segmentId]
      : (await tx.select({ id: segments.id }).from(segments).where(eq(segments.studyId, studyId))).map((s) => s.id);
  const counts = new Map<number, number>();
  for (const task of input) {
    const s = task.section;
    const t = counts.get(s) ?? 0;
    counts.set(s, t + 1);
    const sectionId = sectionIds[s]!;
    const taskId = await upsertTask(tx, task.id, {
      studyId,
      sectionId,
      parentId: null,
      text: task.text,
      html: paragraphHtml(task.text),
      type: task.type,
      position: t,
      positionName: positionName(s, t),
      optionsType: task.type === "SUBTASKS" ? "SUBTASKS" : "TEXT_ONLY",
      options: storedOptions(task.options),
      scaleLength: storedScale(task.type, task.scale_length),
      objectAssignment: task.object_assignment,
      notes: task.notes,
      isExplainer: task.explainer,
    });
    const subtaskIds: number[] = [];
    for (const [k, subtask] of task.subtasks.entries()) {
      const values = { studyId, sectionId, parentId: taskId, text: subtask.text, html: paragraphHtml(subtask.text) };
      const position = { type: subtask.type, position: k, positionName: positionName(s, t, k) };
      subtaskIds.push(await upsertTask(tx, subtask.id, { ...values, ...position }));
    }
    await tx
      .delete(tasks)
      .where(and(eq(tasks.parentId, taskId), subtaskIds.length ? notInArray(tasks.id, subtaskIds) : undefined));
    const links = [taskId, ...subtaskIds].flatMap((id) =>
      segmentIds.map((segment) => ({ taskId: id, segmentId: segment })),
    );
    if (links.length) await tx.insert(taskSegments).values(links).onConflictDoNothing();
  }
}

/**
 * tasks_to_delete_in_this_segment: study-wide, the tasks go; for a segment, they leave it and go
 * once no segment uses them any more.
 */
export async function removeTasksFromSegment(tx: Transaction, segmentId: number | null, ids: readonly number[]) {
  if (ids.length === 0) return;
  if (segmentId === null) {
    await tx.delete(tasks).where(inArray(tasks.id, [...ids]));
    return;
  }
  const children = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(inArray(tasks.parentId, [...ids]));
  const all = [...ids, ...children.map((c) => c.id)];
  await tx.delete(taskSegments).where(and(eq(taskSegments.segmentId, segmentId), inArray(taskSegments.taskId, all)));
  const used = tx.select().from(taskSegments).where(eq(taskSegments.taskId, tasks.id));
  await tx.delete(tasks).where(and(inArray(tasks.id, [...ids]), notExists(used)));
}
