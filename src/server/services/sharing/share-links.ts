import { randomBytes } from "node:crypto";
import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import { MAX_SHARE_LINKS_PER_SHOWREEL, PUBLIC_SHOWREEL_PATH } from "@/lib/constants";
import { messages } from "@/lib/messages";
import type { CreateShareLink, ShareLink, UpdateShareLink } from "@/lib/schemas/share-link";
import { type AccessContext, scopeToProjects } from "../../access/access-context";
import { hashPassword } from "../../auth/password";
import type { Database, Transaction } from "../../db/client";
import { interviews, publishedShowreels, shareLinks, showreels, studies } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../errors";
import { type AnalyticsEvent, type AnalyticsEventName, recordEvents } from "../analytics";
import { assertMayPublish } from "../showreels/publishing";
import { findShowreel } from "../showreels/showreel-query";
import { visibleInterviews } from "../videos/rows";
import { type LinkViews, viewsOfLinks } from "./view-stats";

type ShareLinkRow = typeof shareLinks.$inferSelect;

/** 128 random bits, base64url: the unguessable part of a share link's address. */
const newLinkId = () => randomBytes(16).toString("base64url");

function toShareLink(row: ShareLinkRow, views: LinkViews, now = new Date()): ShareLink {
  const state = row.revokedAt ? "REVOKED" : row.expiresAt && row.expiresAt <= now ? "EXPIRED" : "ACTIVE";
  return {
    id: row.id,
    showreel_id: row.showreelId,
    video_id: row.interviewId,
    name: row.name,
    path: `${PUBLIC_SHOWREEL_PATH}${row.id}`,
    has_password: row.passwordHash !== null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    allow_download: row.allowDownload,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    state,
    created_at: row.createdAt.toISOString(),
    ...views,
  };
}

/** Links as the API shows them, each with its view log. */
async function withViews(database: Database, rows: ShareLinkRow[]): Promise<ShareLink[]> {
  const views = await viewsOfLinks(
    database,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toShareLink(row, views.get(row.id)!));
}

const oneWithViews = async (database: Database, row: ShareLinkRow) => (await withViews(database, [row]))[0]!;

/** An expiry as stored: null stays null, a past time is refused (a link born dead helps nobody). */
function expiryOf(value: string | null | undefined): Date | null | undefined {
  if (value === undefined || value === null) return value;
  const at = new Date(value);
  if (at.getTime() <= Date.now()) throw ValidationError.field("expires_at", messages.shareLinkExpiryPast);
  return at;
}

/** A share link of a showreel or video the context may see, or 404 (another client's link included). */
async function findLink(database: Database, context: AccessContext, linkId: string): Promise<ShareLinkRow> {
  const [row] = await database
    .select({ link: shareLinks })
    .from(shareLinks)
    .leftJoin(showreels, eq(showreels.id, shareLinks.showreelId))
    .leftJoin(interviews, eq(interviews.id, shareLinks.interviewId))
    .innerJoin(studies, eq(studies.id, sql`coalesce(${showreels.studyId}, ${interviews.studyId})`))
    .where(
      and(
        eq(shareLinks.id, linkId),
        eq(studies.clientId, shareLinks.clientId),
        scopeToProjects(context, shareLinks.clientId, studies.projectId),
      ),
    );
  if (!row) throw new NotFoundError(messages.shareLinkNotFound);
  return row.link;
}

const linkEvent = (name: AnalyticsEventName, link: ShareLinkRow): AnalyticsEvent => ({
  name,
  properties: {
    ...(link.showreelId === null ? { video_id: link.interviewId } : { showreel_id: link.showreelId }),
    share_link_id: link.id,
  },
});

/** What a link shares, once the context is known to see it. */
type Target = { kind: "showreel"; id: number; clientId: number } | { kind: "video"; id: number; clientId: number };

const linksOf = (target: Target): SQL =>
  target.kind === "showreel" ? eq(shareLinks.showreelId, target.id) : eq(shareLinks.interviewId, target.id);

async function showreelTarget(database: Database, context: AccessContext, showreelId: number): Promise<Target> {
  const { showreel } = await findShowreel(database, context, showreelId);
  return { kind: "showreel", id: showreel.id, clientId: showreel.clientId };
}

/** A participant video the context may see, or 404 (another client's, or a project it may not see). */
async function videoTarget(database: Database, context: AccessContext, videoId: number): Promise<Target> {
  const [row] = await database
    .select({ id: interviews.id, clientId: interviews.clientId })
    .from(interviews)
    .innerJoin(studies, eq(studies.id, interviews.studyId))
    .where(visibleInterviews(context, eq(interviews.id, videoId)))
    .limit(1);
  if (!row) throw new NotFoundError();
  return { kind: "video", ...row };
}

async function listLinks(database: Database, target: Target): Promise<ShareLink[]> {
  const rows = await database
    .select()
    .from(shareLinks)
    .where(linksOf(target))
    .orderBy(asc(shareLinks.createdAt), asc(shareLinks.id));
  return withViews(database, rows);
}

/**
 * Whether the target is published, read under its row's lock: the lock orders concurrent
 * creations, so the limit holds, and an unpublish cannot slip between the check and the insert.
 */
async function lockPublished(tx: Transaction, target: Target): Promise<boolean> {
  if (target.kind === "video") {
    const [row] = await tx
      .select({ published: interviews.published })
      .from(interviews)
      .where(eq(interviews.id, target.id))
      .for("update");
    return row?.published === true;
  }
  await tx.select({ id: showreels.id }).from(showreels).where(eq(showreels.id, target.id)).for("update");
  const [published] = await tx
    .select({ id: publishedShowreels.id })
    .from(publishedShowreels)
    .where(eq(publishedShowreels.showreelId, target.id))
    .limit(1);
  return published !== undefined;
}

async function createLink(
  database: Database,
  context: AccessContext,
  target: Target,
  input: CreateShareLink,
): Promise<ShareLink> {
  assertMayPublish(context);
  const expiresAt = expiryOf(input.expires_at);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const video = target.kind === "video";
  const created = await database.transaction(async (tx) => {
    if (!(await lockPublished(tx, target)))
      throw video
        ? ValidationError.field("video_id", messages.videoShareLinkNeedsPublished)
        : ValidationError.field("showreel_id", messages.shareLinkNeedsPublished);
    const [existing] = await tx.select({ n: count() }).from(shareLinks).where(linksOf(target));
    if ((existing?.n ?? 0) >= MAX_SHARE_LINKS_PER_SHOWREEL)
      throw ValidationError.field("name", video ? messages.videoShareLinkLimit : messages.shareLinkLimit);
    const [row] = await tx
      .insert(shareLinks)
      .values({
        id: newLinkId(),
        showreelId: video ? null : target.id,
        interviewId: video ? target.id : null,
        clientId: target.clientId,
        name: input.name,
        passwordHash,
        passwordSetAt: passwordHash ? new Date() : null,
        expiresAt: expiresAt ?? null,
        allowDownload: input.allow_download,
        createdByUserId: context.userId,
      })
      .returning();
    const events = [linkEvent("share_link_created", row!)];
    if (passwordHash) events.push(linkEvent("share_link_password_set", row!));
    await recordEvents(tx, context, events);
    return row!;
  });
  return oneWithViews(database, created);
}

/** GET /v1/showreels/{id}/share_links: the reel's links, oldest first, revoked ones included. */
export async function listShareLinks(database: Database, context: AccessContext, showreelId: number) {
  return listLinks(database, await showreelTarget(database, context, showreelId));
}

/** GET /v1/videos/{id}/share_links: a participant video's links, oldest first, revoked ones included. */
export async function listVideoShareLinks(database: Database, context: AccessContext, videoId: number) {
  return listLinks(database, await videoTarget(database, context, videoId));
}

/** POST /v1/showreels/{id}/share_links: a new named link of a published showreel. */
export async function createShareLink(
  database: Database,
  context: AccessContext,
  showreelId: number,
  input: CreateShareLink,
): Promise<ShareLink> {
  return createLink(database, context, await showreelTarget(database, context, showreelId), input);
}

/** POST /v1/videos/{id}/share_links: a new named link of a published participant video (publish_videos). */
export async function createVideoShareLink(
  database: Database,
  context: AccessContext,
  videoId: number,
  input: CreateShareLink,
): Promise<ShareLink> {
  return createLink(database, context, await videoTarget(database, context, videoId), input);
}

/** PATCH /v1/share_links/{id}: name, password, expiry or download; a revoked link stays revoked. */
export async function updateShareLink(
  database: Database,
  context: AccessContext,
  linkId: string,
  input: UpdateShareLink,
): Promise<ShareLink> {
  const link = await findLink(database, context, linkId);
  assertMayPublish(context);
  if (link.revokedAt) throw ValidationError.field("id", "A revoked link cannot be changed.");
  const expiresAt = expiryOf(input.expires_at);
  const passwordHash =
    input.password === undefined ? undefined : input.password === null ? null : await hashPassword(input.password);
  const changes: Partial<ShareLinkRow> = {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(expiresAt === undefined ? {} : { expiresAt }),
    ...(input.allow_download === undefined ? {} : { allowDownload: input.allow_download }),
    // A new (or removed) password moves passwordSetAt, which ends every unlock cookie of the link.
    ...(passwordHash === undefined ? {} : { passwordHash, passwordSetAt: passwordHash ? new Date() : null }),
  };
  if (Object.keys(changes).length === 0) return oneWithViews(database, link);
  const updated = await database.transaction(async (tx) => {
    const [row] = await tx.update(shareLinks).set(changes).where(eq(shareLinks.id, link.id)).returning();
    if (passwordHash) await recordEvents(tx, context, [linkEvent("share_link_password_set", row!)]);
    return row!;
  });
  return oneWithViews(database, updated);
}

/** POST /v1/share_links/{id}/revoke: this link answers 404 from now on; the others are untouched. */
export async function revokeShareLink(database: Database, context: AccessContext, linkId: string): Promise<ShareLink> {
  const link = await findLink(database, context, linkId);
  assertMayPublish(context);
  if (link.revokedAt) return oneWithViews(database, link);
  const revoked = await database.transaction(async (tx) => {
    const [row] = await tx
      .update(shareLinks)
      .set({ revokedAt: new Date() })
      .where(eq(shareLinks.id, link.id))
      .returning();
    await recordEvents(tx, context, [linkEvent("share_link_revoked", row!)]);
    return row!;
  });
  return oneWithViews(database, revoked);
}
