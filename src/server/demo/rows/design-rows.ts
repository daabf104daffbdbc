/** Rows of a study's design: sections, tasks and subtasks, their segments, materials. */
import { sectionMaterials, sections, studyMaterials, taskSegments, tasks, type TaskOption } from "../../db/schema";
import type { TaskContent } from "../content/types";
import type { BuiltStudy } from "../build/types";
import { paragraph, type SeedContext } from "./context";
import { IdMap } from "./plan";

/** The option ids stored with a task and in its answers: "o1", "o2", … */
export const optionId = (index: number): string => `o${index + 1}`;

/** A task's options as stored. */
export function taskOptions(task: TaskContent): TaskOption[] {
  return (task.options ?? []).map((text, i) => ({ id: optionId(i), text }));
}

interface DesignParents {
  studyId: number;
  objectives: number[];
  /** Every segment of the study: each task is used in all of them. */
  segments: number[];
}

/** Plans materials, sections and tasks of a study; returns section ids and task ids by path. */
export function planDesign(
  built: BuiltStudy,
  parents: DesignParents,
  ctx: SeedContext,
): { sections: number[]; tasks: IdMap } {
  const { plan } = ctx;
  const { studyId } = parents;
  const study = built.content;
  const materialIds = study.materials.map((material, position) => {
    const id = plan.nextId(studyMaterials);
    const file =
      material.kind === "FILE" && material.fileName
        ? ctx.media.materials.get(`${study.key}/${material.fileName}`)
        : undefined;
    plan.push(studyMaterials, {
      id,
      studyId,
      kind: material.kind,
      title: material.title,
      name: material.fileName ?? material.title,
      mimeType: file?.mimeType ?? null,
      url: material.link ?? null,
      link: material.link ?? null,
      androidLink: material.androidLink ?? null,
      iosLink: material.iosLink ?? null,
      fileName: material.fileName ?? null,
      fileMimeType: file?.mimeType ?? null,
      filePath: file?.storageKey ?? null,
      position,
      createdAt: new Date(study.createdAt),
    });
    return id;
  });

  const taskIds = new IdMap("task");
  let position = 0;
  const sectionIds = built.design.map((section, s) => {
    const sectionId = plan.nextId(sections);
    const objectiveId = parents.objectives[section.objective];
    if (objectiveId === undefined)
      throw new Error(`${study.key}: section ${section.text} names objective ${section.objective}`);
    plan.push(sections, {
      id: sectionId,
      studyId,
      objectiveId,
      text: section.text,
      html: paragraph(section.text),
      position: s,
    });
    const shown = new Set<number>();
    section.tasks.forEach((task, t) => {
      const id = taskIds.set(`${s}.${t}`, plan.nextId(tasks));
      // Templates may name more materials than a study has; only existing ones are assigned.
      const assigned = (task.materials ?? []).filter((index) => index < materialIds.length);
      assigned.forEach((index) => shown.add(index));
      plan.push(tasks, {
        id,
        studyId,
        sectionId,
        text: task.text,
        html: paragraph(task.text),
        type: task.type,
        position: position++,
        positionName: `${s + 1}.${t + 1}`,
        optionsType: task.type === "SUBTASKS" ? "SUBTASKS" : "TEXT_ONLY",
        options: taskOptions(task),
        scaleLength: task.scale ?? null,
        objectAssignment: Object.fromEntries(assigned.map((index) => [String(index), true])),
        notes: task.notes ?? null,
        isExplainer: task.explainer ?? false,
        createdAt: new Date(study.createdAt),
      });
      plan.push(taskSegments, ...parents.segments.map((segmentId) => ({ taskId: id, segmentId })));
      (task.subtasks ?? []).forEach((subtask, k) => {
        const subId = taskIds.set(`${s}.${t}.${k}`, plan.nextId(tasks));
        plan.push(tasks, {
          id: subId,
          studyId,
          sectionId,
          parentId: id,
          text: subtask.text,
          html: paragraph(subtask.text),
          type: subtask.type,
          position: k,
          positionName: `${s + 1}.${t + 1}.${k + 1}`,
          createdAt: new Date(study.createdAt),
        });
        plan.push(taskSegments, ...parents.segments.map((segmentId) => ({ taskId: subId, segmentId })));
      });
    });
    plan.push(
      sectionMaterials,
      ...[...shown].sort().map((index) => ({ sectionId, materialId: materialIds[index] as number })),
    );
    return sectionId;
  });
  return { sections: sectionIds, tasks: taskIds };
}
