import { and, eq, sql } from "drizzle-orm";
import type { FeatureFlag, Permission } from "@/lib/constants";
import { showreelRuleMessages } from "@/lib/messages";
import type { CreateShowreel, UpdateShowreel } from "@/lib/schemas/showreel";
import type { Database } from "../../db/client";
import { showreelQuotes, showreels, studies } from "../../db/schema";
import { ForbiddenError, NotFoundError, ValidationError } from "../../errors";
import { enqueueShowreelRender, renderedAssetIds, showreelFolder } from "../../jobs/showreel-render";
import { deleteMediaRows, removeStored } from "../../storage/media-assets";
import { type AccessContext, scopeToProjects } from "../../access/access-context";
import { type AnalyticsEvent, recordEvents } from "../analytics";
import { clipChanges, type ResolvedClip, resolveClips, storedClips } from "./clip-rules";
import { publishInTransaction, unpublishInTransaction } from "./publishing";
import { findShowreel, getShowreel } from "./showreel-query";
import { countsAsCustom } from "./showreel-view";
import { assertOfStudy } from "./study-refs";

/** Who may make and change showreels: members who may edit studies (a viewer may only watch). */
const EDIT_PERMISSIONS: readonly Permission[] = ["UPDATE_STUDY", "UPDATE_DRAFT_STUDY_ONLY"];

/** Whether the context may make and change showreels (pages show the editing controls only then). */
export function mayEditShowreels(context: AccessContext): boolean {
  return EDIT_PERMISSIONS.some((p) => context.permissions.has(p));
}

/** Throws 403 unless the context may make or change showreels. */
export function assertMayEditShowreels(context: AccessContext): void {
  if (!mayEditShowreels(context)) throw new ForbiddenError();
}

const clipRows = (showreelId: number, clips: ResolvedClip[]) =>
  clips.map((clip, position) => ({ showreelId, position, ...clip }));

/** POST /showreels: a custom showreel of quotes of one study, queued for rendering at once. */
export async function createShowreel(
  database: Database,
  context: AccessContext,
  input: CreateShowreel,
  flags?: ReadonlySet<FeatureFlag>,
) {
  assertMayEditShowreels(context);
  const [study] = await database
    .select({ id: studies.id })
    .from(studies)
    .where(and(eq(studies.id, input.study_id), scopeToProjects(context, studies.clientId, studies.projectId)));
  if (!study) throw ValidationError.field("study_id", "The selected study is invalid.");
  if (input.segment_id !== undefined) await assertOfStudy(database, "segment_id", input.segment_id, study.id);
  const clips = await resolveClips(database, { clientId: context.clientId, studyId: study.id }, input.quotes);
  const created = await database.transaction(async (tx) => {
    const [row] = await tx
      .insert(showreels)
      .values({
        clientId: context.clientId,
        studyId: study.id,
        segmentId: input.segment_id ?? null,
        type: "CUSTOM",
        title: input.title,
        description: input.description,
        createdByUserId: context.userId,
      })
      .returning();
    await tx.insert(showreelQuotes).values(clipRows(row!.id, clips));
    await recordEvents(tx, context, [
      { name: "showreel_created", properties: { showreel_id: row!.id, study_id: study.id, clips: clips.length } },
    ]);
    return row!;
  });
  await enqueueShowreelRender(created.id, created.revision);
  return getShowreel(database, context, created.id, flags);
}

/**
 * PATCH /showreels/{id}: title, description, clips (a new revision, rendered again; sending the
 * same clips retries a failed render) and the published flag (publish_videos).
 */
export async function updateShowreel(
  database: Database,
  context: AccessContext,
  id: number,
  input: UpdateShowreel,
  flags?: ReadonlySet<FeatureFlag>,
) {
  const current = await findShowreel(database, context, id);
  const editsContent =
    input.title !== undefined ||
    input.description !== undefined ||
    input.quotes !== undefined ||
    input.captions !== undefined ||
    input.caption_language !== undefined ||
    input.cards !== undefined;
  if (editsContent) {
    assertMayEditShowreels(context);
    if (!countsAsCustom(current.showreel, flags)) throw ValidationError.field("id", showreelRuleMessages.notCustom);
  }
  const clips = input.quotes
    ? await resolveClips(
        database,
        { clientId: current.showreel.clientId, studyId: current.showreel.studyId },
        input.quotes,
      )
    : null;
  const revision = await database.transaction(async (tx) => {
    // The row lock orders concurrent edits: each sees the clips the one before it saved.
    const [locked] = await tx.select().from(showreels).where(eq(showreels.id, id)).for("update");
    if (!locked) throw new NotFoundError();
    const events: AnalyticsEvent[] = [];
    const changes: Partial<typeof showreels.$inferInsert> = {};
    if (input.title !== undefined && input.title !== locked.title) changes.title = input.title;
    if (input.description !== undefined && input.description !== locked.description) {
      changes.description = input.description;
    }
    if (input.captions !== undefined && input.captions !== locked.captions) changes.captions = input.captions;
    if (input.caption_language !== undefined && input.caption_language !== locked.captionLanguage) {
      changes.captionLanguage = input.caption_language;
    }
    if (input.cards !== undefined && input.cards !== locked.cards) changes.cards = input.cards;
    // Captions and cards are part of the rendered reel: a change of them renders a new revision,
    // and so does a new title while the title card shows it.
    const rerender =
      clips !== null ||
      changes.captions !== undefined ||
      changes.captionLanguage !== undefined ||
      changes.cards !== undefined ||
      (changes.title !== undefined && (changes.cards ?? locked.cards));
    // One "showreel edited" per save: the fields changed, trims included (001 §4).
    const edited: string[] = Object.keys(changes).map((key) => (key === "captionLanguage" ? "caption_language" : key));
    if (clips) {
      const { added, deleted, moved, trimmed } = clipChanges(await storedClips(tx, id), clips);
      if (trimmed.length > 0) edited.push("trims");
      for (const quoteId of added)
        events.push({ name: "clip_added", properties: { showreel_id: id, quote_id: quoteId } });
      for (const quoteId of deleted)
        events.push({ name: "clip_deleted", properties: { showreel_id: id, quote_id: quoteId } });
      for (const quoteId of moved)
        events.push({ name: "clip_moved", properties: { showreel_id: id, quote_id: quoteId } });
      await tx.delete(showreelQuotes).where(eq(showreelQuotes.showreelId, id));
      await tx.insert(showreelQuotes).values(clipRows(id, clips));
    }
    if (rerender) Object.assign(changes, { revision: sql`${showreels.revision} + 1`, status: "CREATED", error: null });
    if (edited.length > 0) {
      events.unshift({ name: "showreel_edited", properties: { showreel_id: id, fields: edited } });
    }
    if (Object.keys(changes).length > 0) await tx.update(showreels).set(changes).where(eq(showreels.id, id));
    await recordEvents(tx, context, events);
    if (input.published === true && !current.publicId) {
      await publishInTransaction(tx, context, { ...locked, status: rerender ? "CREATED" : locked.status }, {});
    }
    if (input.published === false && current.publicId) await unpublishInTransaction(tx, context, id);
    return rerender ? locked.revision + 1 : null;
  });
  if (revision !== null) await enqueueShowreelRender(id, revision);
  return getShowreel(database, context, id, flags);
}

/** DELETE /showreels/{id}: removes a custom showreel, its clips and its public links. */
export async function deleteShowreel(
  database: Database,
  context: AccessContext,
  id: number,
  flags?: ReadonlySet<FeatureFlag>,
): Promise<void> {
  const current = await findShowreel(database, context, id);
  assertMayEditShowreels(context);
  if (!countsAsCustom(current.showreel, flags)) throw ValidationError.field("id", showreelRuleMessages.notCustom);
  const files = await database.transaction(async (tx) => {
    const [deleted] = await tx.delete(showreels).where(eq(showreels.id, id)).returning();
    await recordEvents(tx, context, [
      { name: "showreel_deleted", properties: { showreel_id: id, study_id: current.showreel.studyId } },
    ]);
    return deleted ? deleteMediaRows(tx, renderedAssetIds(deleted)) : [];
  });
  // Its rendered files, and the folder of its revisions (a render still running for it drops its
  // own result: its showreel is gone).
  await removeStored([...files, showreelFolder(id)]);
}
