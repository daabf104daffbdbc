import { eq } from "drizzle-orm";
import type { StudyDraft } from "@/lib/schemas/study-draft";
import type { WizardStep } from "@/lib/constants";
import type { Database } from "../../db/client";
import { studies, studyMaterials } from "../../db/schema";
import type { AccessContext } from "../../access/access-context";
import { recordEvents } from "../analytics";
import { editableDraft, touchStudy } from "./draft-access";
import { getStudyDraft } from "./draft";
import { materialLimits } from "./material-rules";

/**
 * The wizard's "Save draft" (POST /api/studies/{id}/save_draft, 001 §4): locks the study materials
 * once there are some and their number is within the template's range (a draft saved before its
 * materials are complete keeps them open), which also locks the country language when a market is
 * set (locks.ts), and records builder_save_draft. Answers the draft as it now is.
 */
export async function saveDraft(database: Database, context: AccessContext, id: number): Promise<StudyDraft> {
  await database.transaction(async (tx) => {
    const study = await editableDraft(tx, context, id, { forUpdate: true });
    if (study.materialsLockedAt === null) {
      const limits = await materialLimits(tx, study.templateId);
      const count = await tx.$count(studyMaterials, eq(studyMaterials.studyId, id));
      if (count > 0 && count >= limits.min && count <= limits.max) {
        await tx.update(studies).set({ materialsLockedAt: new Date() }).where(eq(studies.id, id));
      }
    }
    await touchStudy(tx, id);
    await recordEvents(tx, context, [{ name: "builder_save_draft", properties: { study_id: id } }]);
  });
  return getStudyDraft(database, context, id);
}

/** Records that the wizard showed a step of an editable draft (POST /api/studies/{id}/builder_steps). */
export async function recordBuilderStep(
  database: Database,
  context: AccessContext,
  id: number,
  step: WizardStep,
): Promise<void> {
  await database.transaction(async (tx) => {
    await editableDraft(tx, context, id);
    await recordEvents(tx, context, [{ name: "builder_step", properties: { study_id: id, step } }]);
  });
}
