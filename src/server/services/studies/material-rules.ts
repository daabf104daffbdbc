import { and, eq, like } from "drizzle-orm";
import { DEFAULT_STIMULI_RANGE, STUDY_MATERIAL_IMAGE_LIMITS } from "@/lib/constants";
import { messages } from "@/lib/messages";
import type { Transaction } from "../../db/client";
import { studyMaterials, studyTemplates } from "../../db/schema";
import { ValidationError } from "../../errors";
import type { StudyRow } from "./draft-access";

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

/**
 * Why one more material may not be added to this draft, or null: locked materials, a kind the
 * template does not take, more than its maximum, or more images than STUDY_MATERIAL_IMAGE_LIMITS.
 */
export async function materialRulesRefusal(
  tx: Transaction,
  study: StudyRow,
  added: { link: boolean; contentType: string | null },
): Promise<ValidationError | null> {
  if (study.materialsLockedAt) return ValidationError.field("study_materials", messages.materialsLocked);
  const limits = await materialLimits(tx, study.templateId);
  if (added.link && limits.stimuliType === "FILE") {
    return ValidationError.field("link", messages.materialKindNotAccepted("links"));
  }
  if (added.contentType && limits.stimuliType === "LINK") {
    return ValidationError.field("upload_id", messages.materialKindNotAccepted("files"));
  }
  const count = await tx.$count(studyMaterials, eq(studyMaterials.studyId, study.id));
  if (count >= limits.max) return ValidationError.field("study_materials", messages.tooManyMaterials(limits.max));
  if (added.contentType?.startsWith("image/")) {
    const images = await tx.$count(
      studyMaterials,
      and(eq(studyMaterials.studyId, study.id), like(studyMaterials.fileMimeType, "image/%")),
    );
    if (images >= STUDY_MATERIAL_IMAGE_LIMITS.max) {
      return ValidationError.field("upload_id", messages.tooManyImages(STUDY_MATERIAL_IMAGE_LIMITS.max));
    }
  }
  return null;
}
