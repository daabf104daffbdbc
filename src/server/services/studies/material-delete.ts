import { and, asc, eq, ne, sql } from "drizzle-orm";
import { messages } from "@/lib/messages";
import type { Database, Transaction } from "../../db/client";
import { studyMaterials, tasks, uploads } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../errors";
import type { AccessContext } from "../../access/access-context";
import { deleteMediaRows, removeStored } from "../../storage/media-assets";
import { editableDraft, touchStudy } from "./draft-access";
import { thumbnailAssetId } from "./material-thumbnail";

/** object_assignment keys are material indexes: the ones after a removed material move up by one. */
export function withoutMaterial(assignment: Record<string, boolean>, removed: number): Record<string, boolean> {
  const shifted: Record<string, boolean> = {};
  for (const [key, shown] of Object.entries(assignment)) {
    const index = Number(key);
    if (index !== removed) shifted[String(index > removed ? index - 1 : index)] = shown;
  }
  return shifted;
}

async function renumber(tx: Transaction, studyId: number, removedIndex: number) {
  const rest = await tx
    .select({ id: studyMaterials.id })
    .from(studyMaterials)
    .where(eq(studyMaterials.studyId, studyId))
    .orderBy(asc(studyMaterials.position), asc(studyMaterials.id));
  for (const [position, material] of rest.entries()) {
    await tx.update(studyMaterials).set({ position }).where(eq(studyMaterials.id, material.id));
  }
  const assigned = await tx
    .select({ id: tasks.id, assignment: tasks.objectAssignment })
    .from(tasks)
    .where(and(eq(tasks.studyId, studyId), ne(tasks.objectAssignment, sql`'{}'::jsonb`)));
  for (const task of assigned) {
    await tx
      .update(tasks)
      .set({ objectAssignment: withoutMaterial(task.assignment, removedIndex) })
      .where(eq(tasks.id, task.id));
  }
}

/**
 * Removes a study material of an editable draft (DELETE /api/studies/{id}/objects/{objectId}):
 * 404 for a material of another study, 422 once the materials are locked. Its upload and
 * thumbnail go with it (files after the commit), the others keep their order, and questions'
 * material assignments follow the new indexes.
 */
export async function deleteStudyMaterial(
  database: Database,
  context: AccessContext,
  id: number,
  materialId: number,
): Promise<void> {
  const files = await database.transaction(async (tx) => {
    const study = await editableDraft(tx, context, id, { forUpdate: true });
    const materials = await tx
      .select()
      .from(studyMaterials)
      .where(eq(studyMaterials.studyId, id))
      .orderBy(asc(studyMaterials.position), asc(studyMaterials.id));
    const index = materials.findIndex((m) => m.id === materialId);
    const material = materials[index];
    if (!material) throw new NotFoundError(messages.studyMaterialNotFound);
    if (study.materialsLockedAt) throw ValidationError.field("study_materials", messages.materialsLocked);
    await tx.delete(studyMaterials).where(eq(studyMaterials.id, materialId));
    const keys = await deleteMediaRows(tx, [thumbnailAssetId(material.thumbnailUrl)]);
    if (material.uploadId !== null) {
      const removed = await tx
        .delete(uploads)
        .where(eq(uploads.id, material.uploadId))
        .returning({ storageKey: uploads.storageKey });
      keys.push(...removed.map((r) => r.storageKey));
    }
    await renumber(tx, id, index);
    await touchStudy(tx, id);
    return keys;
  });
  await removeStored(files);
}
