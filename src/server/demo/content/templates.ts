/** The template library in display order, and the seven recommended template ids. */
import { advertisingTemplates } from "./templates-advertising";
import { benchmarkTemplates } from "./templates-benchmark";
import { brandTemplates } from "./templates-brand";
import { conceptTemplates } from "./templates-concept";
import { onboardingTemplates } from "./templates-onboarding";
import { packagingShopperTemplates } from "./templates-packaging-shopper";
import { usabilityTemplates } from "./templates-usability";
import type { TemplateContent } from "./types";

export const studyTemplates: readonly TemplateContent[] = [
  ...conceptTemplates,
  ...usabilityTemplates,
  ...advertisingTemplates,
  ...packagingShopperTemplates,
  ...onboardingTemplates,
  ...brandTemplates,
  ...benchmarkTemplates,
];

/** The spec configures seven recommended template ids; these are ours. */
export const recommendedTemplateIds: readonly string[] = studyTemplates
  .filter((template) => template.recommended)
  .map((template) => template.templateId);

/** Looks a template up by its slug; a missing one is a content bug, so it throws. */
export function templateById(templateId: string): TemplateContent {
  const found = studyTemplates.find((template) => template.templateId === templateId);
  if (!found) throw new Error(`Unknown study template ${templateId}`);
  return found;
}
