import { randomBytes } from "node:crypto";
import { and, asc, count, eq } from "drizzle-orm";
import { MAX_SHARE_LINKS_PER_SHOWREEL, PUBLIC_SHOWREEL_PATH } from "@/lib/constants";
import { messages } from "@/lib/messages";
import type { CreateShareLink, ShareLink, UpdateShareLink } from "@/lib/schemas/share-link";
import { type AccessContext, scopeToProjects } from "../../access/access-context";
import { hashPassword } from "../../auth/password";
import type { Database } from "../../db/client";
import { publishedShowreels, shareLinks, showreels, studies } from "../../db/schema";
import { NotFoundError, ValidationError } from "../../errors";
import { type AnalyticsEvent, type AnalyticsEventName, recordEvents } from "../analytics";
import { assertMayPublish } from "../showreels/publishing";
import { findShowreel } from "../showreels/showreel-query";
import { type LinkViews, viewsOfLinks } from "./view-stats";

type ShareLinkRow = typeof shareLinks.$inferSelect;

/** 128 random bits, base64url: the unguessable part of a share link's address. */
const newLinkId = () => randomBytes(16).toString("base64url");

function toShareLink(row: ShareLinkRow, views: LinkViews, now = new Date()): ShareLink {
  const state = row.revokedAt ? "REVOKED" : row.expiresAt && row.expiresAt <= now ? "EXPIRED" : "ACTIVE";
  return {
    id: row.id,
    showreel_id: row.showreelId,
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

/** A share link of a showreel the context may see, or 404 (another client's link included). */
async function findLink(database: Database, context: AccessContext, linkId: string): Promise<ShareLinkRow> {
  const [row] = await database
    .select({ link: shareLinks })
    .from(shareLinks)
    .innerJoin(showreels, eq(showreels.id, shareLinks.showreelId))
    .innerJoin(studies, eq(studies.id, showreels.studyId))
    .where(and(eq(shareLinks.id, linkId), scopeToProjects(context, showreels.clientId, studies.projectId)));
  if (!row) throw new NotFoundError(messages.shareLinkNotFound);
  return row.link;
}

const linkEvent = (name: AnalyticsEventName, link: ShareLinkRow): AnalyticsEvent => ({
  name,
  properties: { showreel_id: link.showreelId, share_link_id: link.id },
});

/** GET /v1/showreels/{id}/share_links: the reel's links, oldest first, revoked ones included. */
export async function listShareLinks(database: Database, context: AccessContext, showreelId: number) {
  await findShowreel(database, context, showreelId);
  const rows = await database
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.showreelId, showreelId))
    .orderBy(asc(shareLinks.createdAt), asc(shareLinks.id));
  return withViews(database, rows);
}

/** POST /v1/showreels/{id}/share_links: a new named link of a published showreel. */
export async function createShareLink(
  database: Database,
  context: AccessContext,
  showreelId: number,
  input: CreateShareLink,
): Promise<ShareLink> {
  const { showreel } = await findShowreel(database, context, showreelId);
  assertMayPublish(context);
  const expiresAt = expiryOf(input.expires_at);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const created = await database.transaction(async (tx) => {
    // The showreel's row lock orders concurrent creations, so the limit holds.
    await tx.select({ id: showreels.id }).from(showreels).where(eq(showreels.id, showreel.id)).for("update");
    const [published] = await tx
      .select({ id: publishedShowreels.id })
      .from(publishedShowreels)
      .where(eq(publishedShowreels.showreelId, showreel.id))
      .limit(1);
    if (!published) throw ValidationError.field("showreel_id", messages.shareLinkNeedsPublished);
    const [existing] = await tx.select({ n: count() }).from(shareLinks).where(eq(shareLinks.showreelId, showreel.id));
    if ((existing?.n ?? 0) >= MAX_SHARE_LINKS_PER_SHOWREEL)
      throw ValidationError.field("name", messages.shareLinkLimit);
    const [row] = await tx
      .insert(shareLinks)
      .values({
        id: newLinkId(),
        showreelId: showreel.id,
        clientId: showreel.clientId,
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
