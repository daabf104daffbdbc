/**
 * Value sets and limits of the specification, shared by the database schema, the API contracts
 * and the browser. Browser-safe: no imports.
 */

export const PERMISSIONS = [
  "EDIT_USER",
  "ACCESS_MULTIPLE_CLIENTS",
  "ACCESS_ALL_CLIENTS",
  "INVITE_NEW_USERS",
  "VIEW_TEAM_ACCOUNT_STATUS",
  "UPDATE_PROJECT",
  "UPDATE_STUDY_TITLE_ONLY",
  "AI_ASSISTANT",
  "UPDATE_STUDY",
  "UPDATE_DRAFT_STUDY_ONLY",
  "UPDATE_STUDY_STATUS_TO_ANY",
  "publish_videos",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const FEATURE_FLAGS = ["custom_showreel", "new_insights_experience", "discover"] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const MEMBER_STATUSES = ["PENDING", "ACTIVE"] as const;
export const PROJECT_ACCESS = ["ALL", "SELECTED", "NONE"] as const;

/** Lifecycle of a study; only DRAFT is editable (001 §4). */
export const STUDY_STATUSES = ["DRAFT", "IN_PROGRESS", "IMPORTED", "COMPLETED", "CLOSED"] as const;
export const DISPLAY_STATUS_CODES = ["DRAFT", "IN_PREPARATION", "IN_PROGRESS", "COMPLETED"] as const;
export const DATA_SOURCES = ["UPLOAD", "CAPTURE", "MODERATED"] as const;
export const STUDY_RECRUIT_METHODS = ["SELF_RECRUIT", "SPECIALIST"] as const;
export const RECRUITMENT_METHODS = ["SHAREABLE_LINK", "SPECIALIST"] as const;
export const TARGET_AUDIENCE_TYPES = ["BUSINESS_PROFESSIONALS", "PRIVATE_CUSTOMERS"] as const;
export const DEVICES = ["DESKTOP", "MOBILE", "BOTH"] as const;
export const RECORDING_DEVICES = ["MICROPHONE", "CAMERA", "SCREEN"] as const;
export const GENDERS = ["FEMALE", "MALE", "OTHER", "ANY"] as const;

export const TASK_TYPES = [
  "TEXT_ONLY",
  "FREE_TEXT",
  "CHECKBOX",
  "RADIO",
  "OBSERVATION",
  "SCORING",
  "SUBTASKS",
] as const;
export type TaskType = (typeof TASK_TYPES)[number];
export const OPTIONS_TYPES = ["TEXT_ONLY", "SUBTASKS"] as const;

export const STIMULI_TYPES = ["FILE", "LINK", "ANY"] as const;
export const MATERIAL_KINDS = ["FILE", "LINK"] as const;

export const CHART_KINDS = ["SCORING", "CHECKBOX", "PERCENTAGE", "OBSERVATION", "DURATION"] as const;

export const SHOWREEL_TYPES = ["CURATED", "CUSTOM"] as const;
export const SHOWREEL_STATUSES = ["CREATED", "PROCESSING", "READY", "ERROR"] as const;
/** Showreels created on or after this day count as custom (001 §4). */
export const CUSTOM_SHOWREEL_SINCE = "2022-10-21";
/** Where a published showreel's public page lives; its public id follows (paths.publicShowreel). */
export const PUBLIC_SHOWREEL_PATH = "/public/showreels/v3/";

/** Share links of one showreel (named links, revoked ones included): a reel is shared with a few audiences. */
export const MAX_SHARE_LINKS_PER_SHOWREEL = 20;
export const SHARE_LINK_NAME_MAX = 60;
/** A share link's password: a phrase passed on to a few people, not an account password. */
export const SHARE_LINK_PASSWORD_MIN = 8;
export const SHARE_LINK_PASSWORD_MAX = 256;
/** How long a correct share-link password lets the browser watch before asking again. */
export const SHARE_LINK_UNLOCK_SECONDS = 12 * 3600;
/** Password tries per share link and address per minute; the next answers 429. */
export const SHARE_LINK_TRIES_PER_MINUTE = 10;
/** A play counts as a view once it has played this long (seconds). */
export const SHARE_VIEW_MIN_SECONDS = 3;
/** The public player reports progress at most this often (navigator.sendBeacon). */
export const SHARE_VIEW_BEACON_SECONDS = 10;
/** At most one new view per viewer and link in this many seconds: beacons cannot flood the log. */
export const SHARE_VIEW_REPEAT_SECONDS = 30;
/** How long the view log is kept. */
export const SHARE_VIEW_RETENTION_DAYS = 400;
/** Days of the views-per-day chart. */
export const SHARE_VIEW_CHART_DAYS = 30;

export const AI_GENERATION_KINDS = ["OUTLINE", "DESIGN"] as const;
export const AI_GENERATION_STATUSES = ["PENDING", "IN_PROGRESS", "COMPLETED", "ERROR"] as const;
export const ASSISTANT_ROLES = ["user", "assistant"] as const;
export const ORDER_STATUSES = ["PLACED", "RECRUITING", "FULFILLED", "CANCELLED"] as const;

export const MEDIA_KINDS = ["VIDEO", "SUBTITLES", "IMAGE", "FILE"] as const;
export const UPLOAD_STATUSES = ["PENDING", "COMPLETED", "REJECTED"] as const;

/** Study materials: template limits, else these defaults (001 §5, §9). */
export const DEFAULT_STIMULI_RANGE = { min: 0, max: 5 } as const;
export const GENERIC_STIMULI_RANGE = { min: 1, max: 15 } as const;
export const SCORING_SCALE = { min: 1, max: 5 } as const;

export const CACHE_MAX_AGE_SECONDS = 3600;
/** JSON request bodies nested deeper than this are refused (no payload of the API needs more than 5). */
export const MAX_JSON_DEPTH = 32;
export const DEMO_INTERVIEWS_PER_STUDY = 8;
/** How long the embedded PostgreSQL may take to come back after a crash before the process gives up. */
export const EMBEDDED_RESTART_DEADLINE_MS = 60_000;
/** Seconds a client is told to wait (Retry-After) while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/** An uploaded image or video must decode within this time (ffprobe), or it is refused. */
export const MEDIA_CHECK_TIMEOUT_MS = 10_000;
/** How often an open player asks again about a video that is still being made. */
export const MEDIA_PREPARING_POLL_MS = 3000;

/** Kinds of the per-client analysis calls and their result limits (001 §7 Analysis). */
export const ANALYSIS_KINDS = ["user", "role", "language", "task", "task_options", "audience_answer"] as const;
export type AnalysisKind = (typeof ANALYSIS_KINDS)[number];
/** task_options has no limit in the spec; it takes the audience-answer limit (a decision, see the issue). */
export const ANALYSIS_LIMITS: Record<AnalysisKind, number> = {
  user: 1000,
  role: 100,
  language: 1000,
  task: 20,
  task_options: 1000,
  audience_answer: 1000,
};

/**
 * The languages a deck can be made in: only English translations are loaded (001 §1). A constant
 * here, not in schemas/export, so the export dialog does not bring zod to the pages that show it.
 */
export const EXPORT_LANGUAGES = ["en"] as const;
/** The orders of the team list (a leading "-" is descending); here rather than in schemas/team so the sort menu brings no zod. */
export const TEAM_SORTS = [
  "name",
  "-name",
  "email",
  "-email",
  "status",
  "-status",
  "role",
  "-role",
  "access",
  "-access",
  "invited_at",
  "-invited_at",
] as const;
export type TeamSort = (typeof TEAM_SORTS)[number];
/** How many quotes a page of the quotes list holds, rendered on the server and fetched after. */
export const QUOTES_PER_PAGE = 20;
/**
 * Quote search at a large client's size. A common word matches a sixth of a million quotes, and
 * ranking or counting every match took over a second: matches are ranked a window at a time (the
 * newest `rankWindow` matches, then the next older ones), and counted up to `countCap` ("10,000+").
 */
export const QUOTE_SEARCH = { rankWindow: 1000, countCap: 10_000 } as const;
/** The workspace (client) a self-registered person gets when they name no company or department. */
export const PERSONAL_WORKSPACE_NAME = "Personal workspace";

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

/**
 * Bloom's answers. A question is one or two sentences; 1,000 characters leaves room for
 * a pasted quote while keeping retrieval and a model's prompt small.
 */
export const ASSISTANT_LIMITS = {
  questionMaxLength: 1000,
  threadTitleMaxLength: 120,
  /** Studies one question may be scoped to (the study_ids of a question). */
  scopeStudies: 50,
  /** Passages an answer is composed from: enough for three studies' themes, few enough to read. */
  passages: 8,
  /**
   * Rows of one source ranked per question: those holding every word of the question first, then
   * any word. A common word matches tens of thousands of a large client's quotes; ranking all of
   * them took 160 to 320 ms at 1,000,000 quotes, the first 1,000 matches a few milliseconds.
   */
  candidates: 1000,
  threadsListed: 100,
} as const;
/** Questions a client may ask per minute, all its members together (ASSISTANT_QUESTIONS_PER_MINUTE overrides it). */
export const ASSISTANT_QUESTIONS_PER_MINUTE = 30;
/**
 * The built-in engine's answer is ready at once; it is sent a line at a time, this far apart, so
 * it reads as it arrives and can still be stopped (a whole answer in one frame reads as a jump).
 */
export const ASSISTANT_BUILT_IN_LINE_MS = 25;
/** The named events of the answer stream of POST /api/v3/assistant/threads/{id}, in the order they come. */
export const ASSISTANT_STREAM_EVENTS = ["thread", "message_start", "citation", "delta", "done", "error"] as const;
export const ASSISTANT_CITATION_TYPES = [
  "quote",
  "insight",
  "key_takeaway",
  "business_question",
  "transcript",
] as const;

/**
 * How a proposed design marks what the researcher must fill in: a template's placeholder ("Claim
 * 1") that the brief gave no fact for. The wizard lists such questions as needing an edit.
 */
export const FILL_IN_MARKER = "[Fill in:";

/**
 * Sign-in from a browser that has signed in to the account before (OWASP's device cookie): it
 * keeps the proof this many days, and gets this many failed sign-ins per 15 minutes of its own,
 * apart from the per-address budget, which binds only browsers without it.
 */
export const DEVICE_COOKIE_DAYS = 180;
export const TRUSTED_DEVICE_FAILURES_PER_15_MINUTES = 10;

/**
 * Signed media addresses. A member's expire within 15 minutes, so someone who lost access (revoked,
 * removed) keeps nothing that plays for longer; one address is reused for 5 minutes so page views
 * share the browser's cache, and the browser fetches new ones a minute before they expire. A public
 * showreel's live as long as its publication (checked on every request) and 6 hours at most.
 */
export const MEMBER_MEDIA_URL_TTL_SECONDS = 15 * 60;
export const MEMBER_MEDIA_URL_REUSE_SECONDS = 5 * 60;
export const MEDIA_URL_REFRESH_MARGIN_SECONDS = 60;
export const PUBLIC_MEDIA_URL_TTL_SECONDS = 6 * 60 * 60;

/**
 * AI generations (outlines, designs) one client may have waiting or running at once, all its
 * members together; more are refused with 429 and Retry-After. A person's wizard runs one at a
 * time, so this leaves room for a team working side by side while no client can fill the queue
 * that every client's generations share.
 */
export const AI_CONCURRENT_GENERATIONS_PER_CLIENT = 5;
/** Seconds a refused generation is told to wait: the built-in engine finishes one in about half a second. */
export const AI_GENERATION_RETRY_AFTER_SECONDS = 5;
