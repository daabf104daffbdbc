import type { StudyRow } from "./draft-access";

/**
 * What a saved draft may no longer change (001 §4: saving a draft locks its study materials and
 * its country language). The materials lock is studies.materials_locked_at, set by save_draft
 * when the materials are complete. The country-language lock has no column of its own: it holds
 * once the materials are locked and a market is chosen (a draft saved before either keeps both
 * open, so a draft left early never gets stuck).
 */
export function draftLocks(study: Pick<StudyRow, "materialsLockedAt" | "market">) {
  const materials = study.materialsLockedAt !== null;
  return { materials, country_language: materials && study.market !== null };
}
