import { STUDY_MATERIAL_IMAGE_LIMITS, STUDY_MATERIAL_MAX_MB, STUDY_MATERIAL_TYPES } from "@/lib/constants";
import { messages } from "@/lib/messages";
import type { StudyMaterial } from "@/lib/schemas/study-parts";
import { isLink, isMaterialUrl } from "@/lib/validation/links";

/** The materials a draft takes (001 §5): its template's range and kind, else 0–5 of either kind. */
export interface MaterialRules {
  min: number;
  max: number;
  kind: "FILE" | "LINK" | "FILE_LINK";
}

const isImage = (type: string | null | undefined) => Boolean(type?.startsWith("image/"));

/** Why a file cannot be added next to `current` (null when it can): type, size, count, images. */
export function fileRefusal(
  file: Pick<File, "type" | "size">,
  current: StudyMaterial[],
  pending: number,
  rules: MaterialRules,
): string | null {
  if (rules.kind === "LINK") return messages.materialKindNotAccepted("files");
  if (!(file.type in STUDY_MATERIAL_TYPES)) return messages.materialTypeNotAccepted;
  if (file.size > STUDY_MATERIAL_MAX_MB * 1024 * 1024) return messages.materialTooLarge(STUDY_MATERIAL_MAX_MB);
  if (current.length + pending >= rules.max) return messages.tooManyMaterials(rules.max);
  const images = current.filter((m) => isImage(m.mime_type ?? m.file_mime_type)).length;
  if (isImage(file.type) && images >= STUDY_MATERIAL_IMAGE_LIMITS.max)
    return messages.tooManyImages(STUDY_MATERIAL_IMAGE_LIMITS.max);
  return null;
}

/** A material's web address (001 §5), in the server's words. */
export const webAddressRefusal = (value: string): string | null =>
  isMaterialUrl(value) ? null : messages.materialUrlInvalid;

/** An app-store link (001 §5's general link pattern), in the server's words. */
export const appLinkRefusal = (value: string): string | null => (isLink(value) ? null : messages.linkInvalid);

/** "3 MB", "420 KB". */
export function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
