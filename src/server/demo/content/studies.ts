/** Every demo study, completed ones first. */
import { draftStudies } from "./studies-drafts";
import { inProgressStudies } from "./studies-in-progress";
import { businessBankingStudy } from "./study-business-banking";
import { oatConceptStudy } from "./study-oat-concept";
import { oatPackStudy } from "./study-oat-pack";
import { proteinBarStudy } from "./study-protein-bar";
import { savingsGoalsStudy } from "./study-savings-goals";
import { webshopStudy } from "./study-webshop-checkout";
import type { StudyContent } from "./types";

export const studies: readonly StudyContent[] = [
  oatConceptStudy,
  oatPackStudy,
  proteinBarStudy,
  webshopStudy,
  savingsGoalsStudy,
  businessBankingStudy,
  ...inProgressStudies,
  ...draftStudies,
];

/** A study has interviews when its results are shown as completed (COMPLETED or IMPORTED). */
export function hasInterviews(study: StudyContent): boolean {
  return study.displayStatusCode === "COMPLETED";
}
