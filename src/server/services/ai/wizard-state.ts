import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { aiGenerations } from "../../db/schema";

export interface AiWizardChanges {
  /** The brief or the materials changed since the business questions were proposed. */
  outlineChanged: boolean;
  /** The business questions changed since the design was proposed. */
  designChanged: boolean;
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value.trim() === b[index]?.trim());

/**
 * The wizard-state rules of 001 §4 for a draft of the AI variant, derived from what its last
 * completed generations were made from: changing the brief or materials marks the AI outline as
 * changed, changing the business questions marks the AI study design as changed. Nothing saved
 * yet, or nothing proposed yet, is no change.
 */
export async function aiWizardChanges(
  database: Database,
  studyId: number,
  now: { brief: string; materials: string[]; businessQuestions: string[]; sections: number },
): Promise<AiWizardChanges> {
  const latest = async (kind: "OUTLINE" | "DESIGN") =>
    (
      await database
        .select({ input: aiGenerations.input })
        .from(aiGenerations)
        .where(
          and(eq(aiGenerations.studyId, studyId), eq(aiGenerations.kind, kind), eq(aiGenerations.status, "COMPLETED")),
        )
        .orderBy(desc(aiGenerations.id))
        .limit(1)
    )[0]?.input;
  const [outline, design] = await Promise.all([latest("OUTLINE"), latest("DESIGN")]);
  const outlineChanged =
    outline !== undefined &&
    now.businessQuestions.length > 0 &&
    (String(outline.brief ?? "").trim() !== now.brief.trim() ||
      !same((outline.materials as string[] | undefined) ?? [], now.materials));
  const designChanged =
    design !== undefined &&
    now.sections > 0 &&
    !same((design.business_questions as string[] | undefined) ?? [], now.businessQuestions);
  return { outlineChanged, designChanged };
}
