import type { StudyMaterial } from "@/lib/schemas/study-parts";

/** The study's materials in their order: object_assignment counts by this index. */
export const inStudyOrder = (materials: readonly StudyMaterial[]) =>
  [...materials].sort((a, b) => a.position - b.position);

/** A short form of a question's text for button names and announcements. */
export function shortText(text: string, max = 40): string {
  const flat = text.trim().replace(/\s+/g, " ");
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
