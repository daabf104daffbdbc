/** The study creation wizard: its steps, limits and Bloom-variant settings (001 §2, §5, §9). */

/** Study materials: template limits, else these defaults (001 §5, §9). */
export const DEFAULT_STIMULI_RANGE = { min: 0, max: 5 } as const;
export const GENERIC_STIMULI_RANGE = { min: 1, max: 15 } as const;

/*
 * The study creation wizard (001 §2, §5). The spec names these limits but shows no values; these
 * are ours, chosen for a study that participants finish in 20–40 minutes, and stated in the README.
 */
/** Every step identifier of the spec, plus DETAILS (title, purpose, market, language, method). */
export const WIZARD_STEPS = [
  "SELECT_TEMPLATE",
  "DETAILS",
  "STIMULI",
  "AI_BRIEF",
  "OUTLINE",
  "AI_OUTLINE",
  "STUDY_DESIGN",
  "AI_STUDY_DESIGN",
  "RECRUIT",
  "CONFIRM",
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
/** The template variant's steps, in order (the spec leaves the order to us). */
export const TEMPLATE_WIZARD_STEPS = [
  "SELECT_TEMPLATE",
  "DETAILS",
  "STIMULI",
  "OUTLINE",
  "STUDY_DESIGN",
  "RECRUIT",
  "CONFIRM",
] as const satisfies readonly WizardStep[];
/** The special group of 001 §2: these steps use the wide layout. */
export const WIDE_WIZARD_STEPS: readonly WizardStep[] = ["STUDY_DESIGN", "AI_STUDY_DESIGN", "CONFIRM"];

/** Business questions per study. */
export const BUSINESS_QUESTION_LIMITS = { min: 1, max: 8 } as const;
/** Sections per study design. */
export const MAX_SECTIONS = 10;
/** Questions (top-level tasks) per section: the spec's generic range. */
export const QUESTIONS_PER_SECTION = GENERIC_STIMULI_RANGE;
/** Choices of a CHECKBOX or RADIO question. */
export const TASK_OPTION_LIMITS = { min: 2, max: 10 } as const;
/** Subtasks of a SUBTASKS question. */
export const SUBTASK_LIMITS = { min: 1, max: 10 } as const;
/** The n-point scales a SCORING question offers; 5 is the default (the charts' 1–5 scale). */
export const SCORING_SCALE_LENGTHS = [3, 5, 7, 10] as const;
export const DEFAULT_SCORING_SCALE_LENGTH = 5;

/** Text lengths of the wizard's fields. */
export const STUDY_TEXT_LIMITS = {
  title: 200,
  purpose: 2000,
  introduction: 2000,
  businessQuestion: 300,
  sectionText: 500,
  taskText: 1000,
  optionText: 200,
  customCriteria: 1000,
  notes: 1000,
} as const;

/** One study material file, in MB (videos of a prototype walk-through fit; larger belongs on a link). */
export const STUDY_MATERIAL_MAX_MB = 100;
/** Images among a study's materials (participants compare at most this many on a phone screen). */
export const STUDY_MATERIAL_IMAGE_LIMITS = { min: 0, max: 5 } as const;
/** Content types a study material file may have, with their file extensions. */
export const STUDY_MATERIAL_TYPES = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
  "video/mp4": "mp4",
  "video/webm": "webm",
  "video/quicktime": "mov",
  "application/pdf": "pdf",
} as const;

/** Participants a study or segment may ask for, and the age range the panel covers. */
export const REQUIRED_INTERVIEW_LIMITS = { min: 1, max: 100 } as const;
export const AGE_LIMITS = { min: 16, max: 99 } as const;
/** Markets and languages the panel recruits in (the demo's country-language pairs). */
export const MARKETS = ["DK", "GB", "ES", "SE", "DE", "US", "IE"] as const;
export const LANGUAGES = ["en", "da", "es", "de", "sv"] as const;
/** The interview languages offered in each market (its own language first, then English). */
export const MARKET_LANGUAGES: Record<(typeof MARKETS)[number], readonly (typeof LANGUAGES)[number][]> = {
  DK: ["da", "en"],
  GB: ["en"],
  ES: ["es", "en"],
  SE: ["sv", "en"],
  DE: ["de", "en"],
  US: ["en"],
  IE: ["en"],
};

/** Days until delivery: fieldwork, plus managed recruitment and the provider review (001 §9). */
export const DELIVERY_DAYS = { fieldwork: 3, specialistRecruitment: 1, providerReview: 1 } as const;

/** A brief Bloom reads (AI_BRIEF): long enough to say something, short enough to read in a minute. */
export const AI_BRIEF_LIMITS = { min: 1, max: 5000 } as const;
/** Business questions Bloom proposes by default (within BUSINESS_QUESTION_LIMITS). */
export const AI_OUTLINE_DEFAULT_COUNT = 4;
/** How long one generation may run in the worker before it is an ERROR (a stuck model, a lost provider). */
export const AI_GENERATION_TIMEOUT_MS = 60_000;
/** The spec's polling of a generation (001 §4, §9): every 500 ms, giving up after 5000 ms. */
export const AI_POLLING = { intervalMs: 500, timeoutMs: 5000 } as const;
/** Languages a design may be translated to: the demo's languages. */
export const AI_TRANSLATION_LANGUAGES = ["en", "da", "es", "de", "sv"] as const;
/** The title of a study begun from a brief until the researcher names it. */
export const AI_STUDY_DEFAULT_TITLE = "Study with Bloom";
/** The AI variant's steps (001 §2 leaves the order open; this is the product's). */
export const AI_WIZARD_STEPS = [
  "AI_BRIEF",
  "STIMULI",
  "AI_OUTLINE",
  "AI_STUDY_DESIGN",
  "RECRUIT",
  "CONFIRM",
] as const satisfies readonly WizardStep[];
