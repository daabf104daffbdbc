/**
 * Types of the demo content. The content modules are plain data; these types make a typo in a
 * task type, a permission or a cross-reference fail the type-check instead of the seed.
 */
import type { Permission, TaskType } from "../../../lib/constants";

export type { Permission, TaskType };

export type LanguageCode = "en" | "da" | "es" | "de" | "sv";
export type CountryCode = "DK" | "GB" | "ES" | "SE" | "DE" | "US" | "IE";
export type Gender = "FEMALE" | "MALE" | "OTHER";
export type Device = "DESKTOP" | "MOBILE" | "BOTH";
export type RecordingDevice = "MICROPHONE" | "CAMERA" | "SCREEN";
export type StimuliType = "FILE" | "LINK" | "ANY";
export type StudyRecruitMethod = "SELF_RECRUIT" | "SPECIALIST";
export type RecruitmentMethod = "SHAREABLE_LINK" | "SPECIALIST";

/** One sentence in English, plus the words actually spoken when the interview is not in English. */
export type LineInput = string | readonly [english: string, original: string];

/** A subtask: always answered in words (no nested charts). */
export interface SubtaskContent {
  type: "FREE_TEXT" | "TEXT_ONLY";
  text: string;
}

/**
 * A participant's possible answer to one task. `say` is what they speak, in order (for SUBTASKS:
 * one line per subtask). The closed value must agree with the words: the charts come from it.
 */
export interface AnswerContent {
  say: readonly LineInput[];
  /** SCORING: 1–5. */
  score?: 1 | 2 | 3 | 4 | 5;
  /** CHECKBOX: chosen option indexes; RADIO: exactly one. */
  choices?: readonly number[];
  /** OBSERVATION: seconds the participant needed, and whether they succeeded. */
  seconds?: number;
  outcome?: ObservationOutcome;
}

export type ObservationOutcome = "COMPLETED" | "WITH_DIFFICULTY" | "FAILED";

export interface TaskContent {
  type: TaskType;
  text: string;
  /** The text in the study's original language, for the translated task design. */
  original?: string;
  /** CHECKBOX / RADIO choices. */
  options?: readonly string[];
  /** SCORING: points on the scale (always 5 in the spec's charts). */
  scale?: number;
  subtasks?: readonly SubtaskContent[];
  /** A TEXT_ONLY task that participants read and do not answer. */
  explainer?: boolean;
  /** Indexes of the study materials this task shows. */
  materials?: readonly number[];
  notes?: string;
  /**
   * Completed studies only: the answer bank. Entry k of every bank in a study belongs to the same
   * persona k, so one interview's answers agree with each other; the seeded shuffle decides which
   * participant gets which persona.
   */
  answers?: readonly AnswerContent[];
  /** A key insights and showreels use to refer to the task. */
  key?: string;
}

export interface SectionContent {
  /** Index into the study's (or template's) objectives. */
  objective: number;
  text: string;
  tasks: readonly TaskContent[];
}

export interface StudyTypeContent {
  key: string;
  name: string;
  description: string;
}

export interface TemplateContent {
  templateId: string;
  studyType: string;
  title: string;
  purpose: string;
  stimuliType: StimuliType;
  minStimuliCount: number;
  maxStimuliCount: number;
  filters: { industry: readonly string[]; method: readonly string[]; audience: readonly string[] };
  objectives: readonly string[];
  design: readonly SectionContent[];
  recruitMethod: StudyRecruitMethod;
  customCriteria: string;
  brief: string;
  qualityAssurance: boolean;
  countryLanguages: readonly { country: CountryCode; language_code: LanguageCode }[];
  recommended?: boolean;
}

export interface ClientContent {
  key: string;
  name: string;
  socratClientId: number;
  seatLimit: number;
  canInviteTeamMembers: boolean;
  inviteNewUsersByPermission: boolean;
  departments: readonly string[];
}

export interface RoleContent {
  key: string;
  name: string;
  description: string;
  isStaff: boolean;
  permissions: readonly Permission[];
}

export interface MembershipContent {
  client: string;
  role: string;
  status: "ACTIVE" | "PENDING";
  access: "ALL" | "SELECTED" | "NONE";
  /** Project keys, for SELECTED access. */
  projects?: readonly string[];
  autoGrantNewProjects?: boolean;
  invitedBy?: string;
}

export interface UserContent {
  email: string;
  name: string;
  surname: string;
  jobTitle: string;
  companyDepartment: string;
  defaultClient: string;
  /** Provider staff: a staff role applies in every client. */
  staffRole?: string;
  memberships: readonly MembershipContent[];
  /** A demo login (the password is set); pending invitees have none. */
  login: boolean;
}

export interface ProjectContent {
  key: string;
  client: string;
  title: string;
  clientCreated: boolean;
  socratProjectId: number;
  createdBy: string;
  createdAt: string;
}

export interface MaterialContent {
  kind: "FILE" | "LINK";
  title: string;
  /** FILE: a stimulus image the seeder draws (title and caption on a coloured board). */
  fileName?: string;
  caption?: string;
  link?: string;
  androidLink?: string;
  iosLink?: string;
}

export interface SegmentContent {
  key: string;
  title: string;
  market?: CountryCode;
  language?: LanguageCode;
  gender?: Gender;
  ageMin?: number;
  ageMax?: number;
}

export interface ObjectiveContent {
  title: string;
  keyTakeaways?: Takeaways;
}

export interface Takeaways {
  text: string;
  html: string;
}

/**
 * An insight per objective. `content` is HTML with tokens filled from the computed charts so the
 * prose always agrees with the numbers: {avg:KEY}, {topbox:KEY}, {share:KEY:N}, {top:KEY},
 * {avgsec:KEY}, {completed:KEY}.
 */
export interface InsightContent {
  objective: number;
  title: string;
  content: string;
  /** Task keys whose charts the insight shows and whose quotes it cites. */
  tasks: readonly string[];
}

export interface ShowreelContent {
  type: "CURATED" | "CUSTOM";
  title: string;
  description: string;
  /** Quotes are drawn from these task keys. */
  tasks: readonly string[];
  clips: number;
  /** CURATED: the objective whose showreel this is. */
  objective?: number;
  /** CUSTOM: the insight (index into the study's insights) whose showreel this is. */
  insight?: number;
  published?: boolean;
  createdBy?: string;
}

export interface StudyContent {
  key: string;
  project: string;
  title: string;
  purpose: string;
  brief: string;
  status: "DRAFT" | "IN_PROGRESS" | "IMPORTED" | "COMPLETED";
  displayStatusCode: "DRAFT" | "IN_PREPARATION" | "IN_PROGRESS" | "COMPLETED";
  dataSource: "CAPTURE" | "MODERATED" | "UPLOAD";
  recruitMethod: StudyRecruitMethod;
  recruitment: {
    method: RecruitmentMethod;
    ageMin: number;
    ageMax: number;
    countries: readonly CountryCode[];
    gender: Gender | "ANY";
    customCriteria?: string;
    requiredInterviews: number;
  };
  targetAudience: "BUSINESS_PROFESSIONALS" | "PRIVATE_CUSTOMERS";
  device: Device;
  recordingDevices: readonly RecordingDevice[];
  language: LanguageCode;
  market: string;
  tags: readonly string[];
  studyType: string;
  template?: string;
  createdWithAi?: boolean;
  clientCreated: boolean;
  qualityAssurance: boolean;
  isCrossSegmentsEnabled?: boolean;
  producers: readonly string[];
  createdBy: string;
  createdAt: string;
  completedAt?: string;
  keyTakeaways?: Takeaways;
  materials: readonly MaterialContent[];
  segmentGroup?: { title: string; segments: readonly SegmentContent[] };
  /** Omitted objectives and design are copied from the template (drafts start from one). */
  objectives?: readonly ObjectiveContent[];
  design?: readonly SectionContent[];
  insights?: readonly InsightContent[];
  showreels?: readonly ShowreelContent[];
}
