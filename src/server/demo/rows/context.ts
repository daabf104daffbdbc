/** What every row builder shares: the plan, the clock, the password hash, media facts and id maps. */
import type { MediaFacts } from "../media/layout";
import { IdMap, type SeedPlan } from "./plan";
import { escapeHtml } from "@/lib/html";

export interface SeedContext {
  plan: SeedPlan;
  /** When the seed runs: invitation expiry and the seed marker are relative to it. */
  now: Date;
  passwordHash: string;
  media: MediaFacts;
  ids: {
    clients: IdMap;
    users: IdMap;
    roles: IdMap;
    projects: IdMap;
    templates: IdMap;
    studyTypes: IdMap;
  };
}

/** A fresh context with empty id maps. */
export function createContext(plan: SeedPlan, now: Date, passwordHash: string, media: MediaFacts): SeedContext {
  return {
    plan,
    now,
    passwordHash,
    media,
    ids: {
      clients: new IdMap("client"),
      users: new IdMap("user"),
      roles: new IdMap("role"),
      projects: new IdMap("project"),
      templates: new IdMap("study template"),
      studyTypes: new IdMap("study type"),
    },
  };
}

/** A timestamp from the content's ISO strings. */
export const at = (iso: string): Date => new Date(iso);

/** `iso` plus some hours. */
export const hoursAfter = (iso: string, hours: number): Date => new Date(Date.parse(iso) + hours * 3_600_000);

/** Escapes text for the simple HTML twins of task and transcript texts. */
export { escapeHtml };

/** A paragraph of escaped text. */
export const paragraph = (text: string): string => `<p>${escapeHtml(text)}</p>`;
