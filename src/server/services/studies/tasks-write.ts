import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { tasks, taskSegments } from "../../db/schema";
import type { WritePart } from "./design-write";
import { idsInInsertOrder, paragraphHtml, positionName, storedOptions, storedScale } from "./design-rows";
import type { TasksInput } from "./tasks-validate";

type TaskValues = typeof tasks.$inferInsert;
type TaskRow = { id: number | undefined; values: TaskValues };

/** Inserts the new rows of `tasks` (one statement, only when there are any); answers every row's id in order. */
async function insertNewTaskRows(tx: Transaction, rows: readonly TaskRow[]): Promise<number[]> {
  const inserts = rows.filter((row) => row.id === undefined);
  const created = inserts.length
    ? idsInInsertOrder(
        await tx
          .insert(tasks)
          .values(inserts.map((row) => row.values))
          .returning({ id: tasks.id }),
      )
    : [];
  let next = 0;
  return rows.map((row) => row.id ?? created[next++]!);
}

/** The saved rows of `tasks` as the UPDATE of writeTasks reads them (jsonb_to_recordset). */
const updateList = (rows: readonly TaskRow[]) =>
  rows
    .filter((row) => row.id !== undefined)
    .map(({ id, values: v }) => ({
      id,
      section_id: v.sectionId,
      parent_id: v.parentId ?? null,
      text: v.text,
      html: v.html,
      type: v.type,
      position: v.position,
      position_name: v.positionName,
      options_type: v.optionsType ?? "TEXT_ONLY",
      options: v.options ?? [],
      scale_length: v.scaleLength ?? null,
      object_assignment: v.objectAssignment ?? {},
      notes: v.notes ?? null,
      is_explainer: v.isExplainer ?? false,
    }));

/**
 * Creates or updates the questions in the order given (position and "s.t" position name within
 * their section), their subtasks as child rows (unlisted subtasks go), and links them to the
 * segments given (the one saved, or every segment of the study for a study-wide design). New
 * questions, then new subtasks (which need their ids), are inserted now when there are any; the
 * part updates the saved rows that differ, deletes the subtasks no longer listed and adds the
 * segment links.
 */
export async function tasksPart(
  tx: Transaction,
  studyId: number,
  segmentIds: readonly number[],
  sectionIds: readonly number[],
  input: TasksInput["tasks"],
): Promise<WritePart | null> {
  const counts = new Map<number, number>();
  const places = input.map((task) => {
    const t = counts.get(task.section) ?? 0;
    counts.set(task.section, t + 1);
    return { s: task.section, t, sectionId: sectionIds[task.section]! };
  });
  const questions: TaskRow[] = input.map((task, i) => {
    const { s, t, sectionId } = places[i]!;
    return {
      id: task.id,
      values: {
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
      },
    };
  });
  const parentIds = await insertNewTaskRows(tx, questions);
  const subtasks: TaskRow[] = input.flatMap((task, i) => {
    const { s, t, sectionId } = places[i]!;
    return task.subtasks.map((subtask, k) => ({
      id: subtask.id,
      values: {
        studyId,
        sectionId,
        parentId: parentIds[i]!,
        text: subtask.text,
        html: paragraphHtml(subtask.text),
        type: subtask.type,
        position: k,
        positionName: positionName(s, t, k),
      },
    }));
  });
  const subtaskIds = await insertNewTaskRows(tx, subtasks);
  if (!parentIds.length) return null;
  const links = [...parentIds, ...subtaskIds].flatMap((id) =>
    segmentIds.map((segment) => ({ task_id: id, segment_id: segment })),
  );
  const ctes = [
    sql`task_updated as (
        update tasks as t set
          section_id = v.section_id, parent_id = v.parent_id, text = v.text, html = v.html,
          type = v.type::task_type, position = v.position, position_name = v.position_name,
          options_type = v.options_type::options_type, options = v.options, scale_length = v.scale_length,
          object_assignment = v.object_assignment, notes = v.notes, is_explainer = v.is_explainer,
          updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(updateList([...questions, ...subtasks]))}::jsonb) as v(
          id bigint, section_id bigint, parent_id bigint, text text, html text, type text, position integer,
          position_name text, options_type text, options jsonb, scale_length integer, object_assignment jsonb,
          notes text, is_explainer boolean)
        where t.id = v.id
          and (t.section_id, t.parent_id, t.text, t.type::text, t.position, t.position_name, t.options_type::text,
               t.options, t.scale_length, t.object_assignment, t.notes, t.is_explainer)
            is distinct from (v.section_id, v.parent_id, v.text, v.type, v.position, v.position_name, v.options_type,
               v.options, v.scale_length, v.object_assignment, v.notes, v.is_explainer)
        returning t.id)`,
    sql`task_dropped as (
        delete from tasks where parent_id in ${parentIds}
          and ${subtaskIds.length ? sql`id not in ${subtaskIds}` : sql`true`}
        returning id)`,
    sql`task_linked as (
        insert into task_segments (task_id, segment_id)
        select task_id, segment_id from jsonb_to_recordset(${JSON.stringify(links)}::jsonb) as v(task_id bigint, segment_id bigint)
        on conflict do nothing)`,
  ];
  return {
    ctes,
    changed: sql`(select count(*) from task_updated) + (select count(*) from task_dropped)`,
    inserted: [...questions, ...subtasks].some((row) => row.id === undefined),
  };
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
