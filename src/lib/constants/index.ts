/**
 * Value sets and limits of the specification, shared by the database schema, the API contracts
 * and the browser. Browser-safe: no imports beyond this folder. The study wizard's, Bloom's, sharing's
 * and access's limits live in the files beside this one, re-exported here: import from `@/lib/constants`.
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
/** At most this many clips in one showreel: a reel is a highlight, and renders must stay quick. */
export const MAX_SHOWREEL_CLIPS = 50;
/** The shortest clip a trim may leave, in seconds (shorter cuts are a flash, not a quote). */
export const MIN_CLIP_SECONDS = 0.5;
/** How often a showreel's editor asks after a render in progress (ten clips take about 0.5 s). */
export const SHOWREEL_POLL_MS = 1000;
export const SHOWREEL_STATUSES = ["CREATED", "PROCESSING", "READY", "ERROR"] as const;
/** A reel's captions: none, a subtitle track the player draws, or burned into the picture. */
export const SHOWREEL_CAPTIONS = ["OFF", "TRACK", "BURNED"] as const;
/** The words of a reel's captions: the English translation, or what each participant said. */
export const SHOWREEL_CAPTION_LANGUAGES = ["en", "original"] as const;
export type ShowreelCaption = (typeof SHOWREEL_CAPTIONS)[number];
export type ShowreelCaptionLanguage = (typeof SHOWREEL_CAPTION_LANGUAGES)[number];
/**
 * The two subtitle tracks a video or reel may have, as every player draws them (the portal's and
 * the public showreel page): the player picks a track by its srclang, which is the choice.
 */
export const SUBTITLE_TRACKS = {
  en: { label: "English", srclang: "en" },
  original: { label: "Original", srclang: "original" },
} as const;
/** Showreels created on or after this day count as custom (001 §4). */
export const CUSTOM_SHOWREEL_SINCE = "2022-10-21";
/** Where a published showreel's public page lives; its public id follows (paths.publicShowreel). */
export const PUBLIC_SHOWREEL_PATH = "/public/showreels/v3/";

export const AI_GENERATION_KINDS = ["OUTLINE", "DESIGN"] as const;
export const AI_GENERATION_STATUSES = ["PENDING", "IN_PROGRESS", "COMPLETED", "ERROR"] as const;
export const ASSISTANT_ROLES = ["user", "assistant"] as const;
export const ORDER_STATUSES = ["PLACED", "RECRUITING", "FULFILLED", "CANCELLED"] as const;

export const MEDIA_KINDS = ["VIDEO", "SUBTITLES", "IMAGE", "FILE"] as const;
export const UPLOAD_STATUSES = ["PENDING", "COMPLETED", "REJECTED"] as const;

export const SCORING_SCALE = { min: 1, max: 5 } as const;

export const CACHE_MAX_AGE_SECONDS = 3600;
/** JSON request bodies nested deeper than this are refused (no payload of the API needs more than 5). */
export const MAX_JSON_DEPTH = 32;
export const DEMO_INTERVIEWS_PER_STUDY = 8;
/** How long the embedded PostgreSQL may take to come back after a crash before the process gives up. */
export const EMBEDDED_RESTART_DEADLINE_MS = 60_000;
/**
 * A terminal's Ctrl-C signals the embedded PostgreSQL too, and on a busy machine it may be gone
 * before this process runs its own stop: a database lost this long before a stop begins is part
 * of the stop (not restarted, not reported as an error).
 */
export const STOP_SIGNAL_GRACE_MS = 2_000;
/** Seconds a client is told to wait (Retry-After) while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/** Retry-After of an upload or a render refused because object storage does not answer. */
export const STORAGE_RETRY_AFTER_SECONDS = 30;
/** How long a request waits for object storage to accept a connection, then for its answer. */
export const STORAGE_CONNECT_TIMEOUT_MS = 3_000;
export const STORAGE_REQUEST_TIMEOUT_MS = 60_000;
/**
 * A node's local copy of a stored object (what ffmpeg reads when media are in a bucket) is
 * removed once no render has used it for this long; the node checks every LOCAL_COPY_PRUNE_MS.
 */
export const LOCAL_COPY_UNUSED_MS = 24 * 60 * 60 * 1000;
export const LOCAL_COPY_PRUNE_MS = 60 * 60 * 1000;
/** An uploaded image or video must decode within this time (ffprobe), or it is refused. */
export const MEDIA_CHECK_TIMEOUT_MS = 10_000;
/**
 * How long a web process keeps the template library it showed (/studies/create). Only a deploy's
 * seed writes the library; every process reads it again within this time, so no node shows an
 * older library for longer.
 */
export const TEMPLATE_LIBRARY_KEEP_MS = 60_000;
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
/** A study's videos page lists this many videos, and as many more each time "Show more videos" is pressed. */
export const VIDEOS_PER_PAGE = 30;
/**
 * Quotes at a large client's size. A common word matches a fifth of a million quotes, and ranking
 * or counting every match took over a second: a search's matches are ranked a window at a time
 * (the newest `rankWindow` matches, then the next older ones) and counted up to the window
 * ("1,000+ quotes"); a window of common words is found by reading at most `walkRows` of the
 * newest quotes. A list without a search is counted up to `countCap` ("10,000+ quotes").
 */
export const QUOTE_SEARCH = { rankWindow: 1000, walkRows: 30_000, countCap: 10_000 } as const;
/** The workspace (client) a self-registered person gets when they name no company or department. */
export const PERSONAL_WORKSPACE_NAME = "Personal workspace";

export * from "./access";
export * from "./bloom";
export * from "./sharing";
export * from "./study-wizard";
