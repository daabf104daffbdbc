import { eq, sql } from "drizzle-orm";
import { DEFAULT_STIMULI_RANGE, STUDY_MATERIAL_IMAGE_LIMITS } from "@/lib/constants";
import { messages } from "@/lib/messages";
import type { Transaction } from "../../db/client";
import { studyTemplates } from "../../db/schema";
import { ValidationError } from "../../errors";

/** The template's material rules (001 §5), else the default range and any kind. */
export async function materialLimits(tx: Pick<Transaction, "select">, templateId: number | null) {
  const [template] = templateId
    ? await tx
        .select({
          stimuliType: studyTemplates.stimuliType,
          min: studyTemplates.minStimuliCount,
          max: studyTemplates.maxStimuliCount,
        })
        .from(studyTemplates)
        .where(eq(studyTemplates.id, templateId))
    : [];
  return template ?? { stimuliType: "ANY" as const, ...DEFAULT_STIMULI_RANGE };
}

/** What the material rules need to know of a study, read with its row lock (materialRuleFacts). */
export type MaterialRuleFacts = {
  stimuli_type: "ANY" | "FILE" | "LINK" | null;
  max: number | null;
  count: number;
  images: number;
};

/** MaterialRuleFacts as an expression over the study's row (`from studies`), for editableDraftWith. */
export const materialRuleFacts = sql<MaterialRuleFacts>`json_build_object(
    'stimuli_type', (select t.stimuli_type from study_templates t where t.id = studies.template_id),
    'max', (select t.max_stimuli_count from study_templates t where t.id = studies.template_id),
    'count', (select count(*) from study_materials m where m.study_id = studies.id),
    'images', (select count(*) from study_materials m where m.study_id = studies.id
                 and m.file_mime_type like 'image/%'))`;

/**
 * Why one more material may not be added to this draft (whose materials are not locked), or null:
 * a kind the template does not take, more than its maximum, or more images than
 * STUDY_MATERIAL_IMAGE_LIMITS.
 */
export function materialRulesRefusal(
  facts: MaterialRuleFacts,
  added: { link: boolean; contentType: string | null },
): ValidationError | null {
  const stimuliType = facts.stimuli_type ?? "ANY";
  const max = facts.max ?? DEFAULT_STIMULI_RANGE.max;
  if (added.link && stimuliType === "FILE") {
    return ValidationError.field("link", messages.materialKindNotAccepted("links"));
  }
  if (added.contentType && stimuliType === "LINK") {
    return ValidationError.field("upload_id", messages.materialKindNotAccepted("files"));
  }
  if (facts.count >= max) return ValidationError.field("study_materials", messages.tooManyMaterials(max));
  if (added.contentType?.startsWith("image/") && facts.images >= STUDY_MATERIAL_IMAGE_LIMITS.max) {
    return ValidationError.field("upload_id", messages.tooManyImages(STUDY_MATERIAL_IMAGE_LIMITS.max));
  }
  return null;
}
