import { type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { analyticsEvents } from "../db/schema";
import type { AccessContext } from "../access/access-context";

/** Names of the analytics catalogue (001 §4) that the server records. */
export type AnalyticsEventName =
  | "showreel_created"
  | "showreel_deleted"
  | "showreel_edited"
  | "clip_added"
  | "clip_deleted"
  | "clip_moved"
  | "video_published"
  | "video_unpublished"
  | "share_link_created"
  | "share_link_revoked"
  | "share_link_password_set"
  | "share_link_viewed"
  | "builder_step"
  | "builder_save_draft"
  | "builder_start_study"
  | "builder_edit_name"
  | "builder_edit_purpose"
  | "builder_edit_business_questions"
  | "builder_edit_introduction"
  | "builder_edit_sections"
  | "builder_edit_questions"
  | "builder_evaluate"
  | "ppt_export"
  | "task_design_word_export"
  | "assistant_run"
  | "assistant_stop_query";

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  properties: Record<string, unknown>;
}

/**
 * Records user actions of the analytics catalogue in the same transaction as the change they
 * describe: an event exists exactly when its change was committed, whichever client made it.
 * Exports change nothing: theirs is written once the file is made, before it is sent.
 */
export async function recordEvents(
  database: Pick<Database, "insert">,
  context: AccessContext,
  events: AnalyticsEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await database
    .insert(analyticsEvents)
    .values(events.map((e) => ({ clientId: context.clientId, userId: context.userId, ...e })));
}

/**
 * Runs `change` (an UPDATE or INSERT builder) and records `events` with it in one statement (a
 * data-modifying CTE): a round trip fewer for the wizard's saves, which record an event with most
 * changes. Without events, `change` runs alone.
 */
export async function changeRecordingEvents(
  database: Pick<Database, "insert" | "execute">,
  context: AccessContext,
  change: SQLWrapper & PromiseLike<unknown>,
  events: AnalyticsEvent[],
): Promise<void> {
  if (events.length === 0) {
    await change;
    return;
  }
  const recorded = database
    .insert(analyticsEvents)
    .values(events.map((e) => ({ clientId: context.clientId, userId: context.userId, ...e })));
  await database.execute(sql`with changed as ${change}, recorded as ${recorded} select 1`);
}
