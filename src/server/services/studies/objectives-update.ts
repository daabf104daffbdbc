import { and, eq, inArray } from "drizzle-orm";
import { messages } from "@/lib/messages";
import type { DraftObjective, ObjectivesUpdate } from "@/lib/schemas/study-draft";
import type { FieldErrors } from "@/lib/schemas/common";
import type { Database } from "../../db/client";
import { objectives, sections } from "../../db/schema";
import { ValidationError } from "../../errors";
import type { AccessContext } from "../../access/access-context";
import { recordEvents } from "../analytics";
import { editableDraft, touchStudy } from "./draft-access";
import { listDraftObjectives } from "./draft";

const sameTitle = (title: string) => title.trim().toLocaleLowerCase();

function addError(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

/**
 * Replaces the business questions of an editable draft (PUT /api/studies/{id}/objectives): listed
 * ids keep their question (they must be this study's), new ones are added, missing ones deleted
 * unless sections are linked to them; no two questions alike (trimmed, any case); positions in
 * the order given. Records builder_edit_business_questions when anything changed.
 */
export async function updateObjectives(
  database: Database,
  context: AccessContext,
  id: number,
  input: ObjectivesUpdate,
): Promise<DraftObjective[]> {
  return database.transaction(async (tx) => {
    await editableDraft(tx, context, id, { forUpdate: true });
    const before = await listDraftObjectives(tx, id);
    const known = new Set(before.map((o) => o.id));
    const errors: FieldErrors = Object.create(null) as FieldErrors;
    const seenIds = new Set<number>();
    const seenTitles = new Set<string>();
    input.objectives.forEach((objective, i) => {
      if (objective.id !== undefined) {
        if (!known.has(objective.id) || seenIds.has(objective.id))
          addError(errors, `objectives.${i}.id`, messages.notInStudy);
        seenIds.add(objective.id);
      }
      const title = sameTitle(objective.title);
      if (seenTitles.has(title)) addError(errors, `objectives.${i}.title`, messages.businessQuestionDuplicate);
      seenTitles.add(title);
    });
    const removed = before.filter((o) => !seenIds.has(o.id)).map((o) => o.id);
    if (removed.length) {
      const linked = await tx
        .select({ id: sections.objectiveId })
        .from(sections)
        .where(and(eq(sections.studyId, id), inArray(sections.objectiveId, removed)))
        .limit(1);
      if (linked.length) addError(errors, "objectives", messages.businessQuestionInUse);
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);

    if (removed.length) await tx.delete(objectives).where(inArray(objectives.id, removed));
    for (const [position, objective] of input.objectives.entries()) {
      if (objective.id === undefined) {
        await tx.insert(objectives).values({ studyId: id, title: objective.title, position });
      } else {
        await tx.update(objectives).set({ title: objective.title, position }).where(eq(objectives.id, objective.id));
      }
    }
    const after = await listDraftObjectives(tx, id);
    const shape = (list: DraftObjective[]) => JSON.stringify(list.map((o) => [o.id, o.title]));
    await touchStudy(tx, id);
    if (shape(before) !== shape(after)) {
      await recordEvents(tx, context, [{ name: "builder_edit_business_questions", properties: { study_id: id } }]);
    }
    return after;
  });
}
