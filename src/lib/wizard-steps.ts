import { AI_WIZARD_STEPS, TEMPLATE_WIZARD_STEPS, WIDE_WIZARD_STEPS, type WizardStep } from "./constants";
import type { StudyDraft } from "./schemas/study-draft";

/** What each step is called on screen (001 §2 names the screens; the identifiers stay in the URL). */
export const WIZARD_STEP_LABELS: Record<WizardStep, string> = {
  SELECT_TEMPLATE: "Template",
  DETAILS: "Details",
  STIMULI: "Study materials",
  AI_BRIEF: "Brief",
  OUTLINE: "Business questions",
  AI_OUTLINE: "Business questions",
  STUDY_DESIGN: "Study design",
  AI_STUDY_DESIGN: "Study design",
  RECRUIT: "Recruitment",
  CONFIRM: "Confirm",
};

/** The steps of a draft's wizard: the template variant, or the AI variant for a draft begun from a brief. */
export const draftSteps = (ai = false): readonly WizardStep[] => (ai ? AI_WIZARD_STEPS : TEMPLATE_WIZARD_STEPS);

/** Whether a step uses the wide layout of the special group (001 §2). */
export const isWideStep = (step: WizardStep): boolean => WIDE_WIZARD_STEPS.includes(step);

/** The address of a step of a draft's wizard (step_name of 001 §2). */
export function stepHref(studyId: number | null, step: WizardStep): string {
  if (step === "SELECT_TEMPLATE") return "/studies/create";
  if (studyId === null) return "/studies/create?ai=true";
  return `/studies/${studyId}/edit?step_name=${step}`;
}

/** The step after (or before) `step` in `steps`, or null at either end. */
export function neighbourStep(steps: readonly WizardStep[], step: WizardStep, offset: 1 | -1): WizardStep | null {
  const index = steps.indexOf(step);
  return index < 0 ? null : (steps[index + offset] ?? null);
}

/** Whether each step of a draft holds what the study needs (drives the stepper's ticks). */
export function completedSteps(draft: StudyDraft): Set<WizardStep> {
  const done = new Set<WizardStep>(["SELECT_TEMPLATE"]);
  const r = draft.requirements;
  if (draft.market && draft.title) done.add("DETAILS");
  if (r.study_materials.ok) done.add("STIMULI");
  if (draft.brief.trim()) done.add("AI_BRIEF");
  if (r.business_questions.ok) done.add("OUTLINE").add("AI_OUTLINE");
  if (r.sections.ok && r.fill_in.ok) done.add("STUDY_DESIGN").add("AI_STUDY_DESIGN");
  if (r.recruitment.ok) done.add("RECRUIT");
  return done;
}

/** Where a resumed draft opens: the first step that still lacks something, else Confirm. */
export function resumeStep(draft: StudyDraft): WizardStep {
  const done = completedSteps(draft);
  return draftSteps(draft.created_with_ai).find((step) => step !== "CONFIRM" && !done.has(step)) ?? "CONFIRM";
}

/** The step named in the address, when it is one of the draft's steps (else null). */
export function parseStep(value: string | null, steps: readonly WizardStep[]): WizardStep | null {
  return value && (steps as readonly string[]).includes(value) && value !== "SELECT_TEMPLATE"
    ? (value as WizardStep)
    : null;
}
