/**
 * The demo world as the builder computes it: content resolved (template designs copied), and the
 * interviews, answers, charts, quotes, insights and showreels derived from it. Database-agnostic:
 * rows refer to each other by stable keys and task paths, and the seeder assigns ids.
 */
import type { ChartPoint } from "../../db/schema";
import type {
  ClientContent,
  CountryCode,
  Gender,
  LanguageCode,
  ObjectiveContent,
  ObservationOutcome,
  ProjectContent,
  RoleContent,
  SectionContent,
  StudyContent,
  StudyTypeContent,
  Takeaways,
  TaskType,
  TemplateContent,
  UserContent,
} from "../content/types";

/** "s.t" for a task, "s.t.k" for subtask k (section, task and subtask indexes). */
export type TaskPath = string;

export interface BuiltChunk {
  start: number;
  end: number;
  /** English. */
  text: string;
  /** The words spoken, when the interview is not in English. */
  original?: string;
  /** SUBTASKS: which step this line answers. */
  subtask?: number;
}

export interface BuiltTranscriptTask {
  task: TaskPath;
  type: TaskType;
  start: number;
  end: number;
  chunks: BuiltChunk[];
}

export interface BuiltTranscriptSection {
  section: number;
  start: number;
  end: number;
  tasks: BuiltTranscriptTask[];
}

export interface BuiltAnswer {
  task: TaskPath;
  text: string;
  score?: number;
  choices?: readonly number[];
  seconds?: number;
  outcome?: ObservationOutcome;
}

export interface BuiltParticipant {
  name: string;
  firstName: string;
  age: number;
  country: CountryCode;
  city: string;
  gender: Gender;
  language: LanguageCode;
  device: "DESKTOP" | "MOBILE";
}

export interface BuiltInterview {
  key: string;
  index: number;
  segment?: string;
  persona: number;
  participant: BuiltParticipant;
  language: LanguageCode;
  duration: number;
  recordedAt: string;
  sections: BuiltTranscriptSection[];
  answers: BuiltAnswer[];
}

export type ChartKind = "SCORING" | "CHECKBOX" | "PERCENTAGE" | "OBSERVATION" | "DURATION";

export interface BuiltChart {
  task: TaskPath;
  kind: ChartKind;
  points: ChartPoint[];
  averageValue: number | null;
  totalCount: number;
}

export interface BuiltQuote {
  key: string;
  interview: string;
  task: TaskPath;
  start: number;
  end: number;
  text: string;
  original?: string;
  language: LanguageCode;
}

export interface BuiltInsight {
  objective: number;
  title: string;
  content: string;
  contentText: string;
  tasks: TaskPath[];
  quotes: string[];
  charts: BuiltChart[];
}

export interface BuiltShowreel {
  type: "CURATED" | "CUSTOM";
  title: string;
  description: string;
  objective?: number;
  insight?: number;
  quotes: string[];
  published: boolean;
  createdBy?: string;
  duration: number;
}

export interface BuiltStudy {
  content: StudyContent;
  objectives: ObjectiveContent[];
  design: readonly SectionContent[];
  keyTakeaways?: Takeaways;
  interviews: BuiltInterview[];
  charts: BuiltChart[];
  quotes: BuiltQuote[];
  insights: BuiltInsight[];
  showreels: BuiltShowreel[];
}

export interface DemoWorld {
  studyTypes: readonly StudyTypeContent[];
  templates: readonly TemplateContent[];
  clients: readonly ClientContent[];
  roles: readonly RoleContent[];
  users: readonly UserContent[];
  projects: readonly ProjectContent[];
  studies: BuiltStudy[];
}
