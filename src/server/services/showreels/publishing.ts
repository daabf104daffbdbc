import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq } from "drizzle-orm";
import { messages } from "@/lib/messages";
import { PUBLIC_SHOWREEL_PATH } from "@/lib/constants";
import type { PublishedShowreel, PublishShowreel } from "@/lib/schemas/showreel";
import type { Database, Transaction } from "../../db/client";
import { publishedShowreels, showreels, studies } from "../../db/schema";
import { ForbiddenError, NotFoundError, ValidationError } from "../../errors";
import { type AccessContext, scopeToProjects } from "../../access/access-context";
import { recordEvents } from "../analytics";
import { findShowreel } from "./showreel-query";
import { assertOfStudy } from "./study-refs";

type ShowreelRow = typeof showreels.$inferSelect;
type PublishedRow = typeof publishedShowreels.$inferSelect;

/** Throws 403 unless the context holds publish_videos (001 §6). */
export function assertMayPublish(context: AccessContext): void {
  if (!context.permissions.has("publish_videos")) throw new ForbiddenError();
}

/** 128 random bits, base64url: the unguessable part of a public link. */
const newPublicId = () => randomBytes(16).toString("base64url");

export const toPublished = (row: PublishedRow): PublishedShowreel => ({
  id: row.id,
  showreel_id: row.showreelId,
  study_id: row.studyId,
  insight_id: row.insightId,
  project_id: row.projectId,
  indexable: row.indexable,
  path: `${PUBLIC_SHOWREEL_PATH}${row.id}`,
  created_at: row.createdAt.toISOString(),
});

/** Publishes a showreel inside a transaction that holds its row (a second publish keeps the first link). */
export async function publishInTransaction(
  tx: Transaction,
  context: AccessContext,
  showreel: ShowreelRow,
  extra: { insightId?: number; projectId?: number; indexable?: boolean },
): Promise<PublishedRow> {
  assertMayPublish(context);
  const [study] = await tx
    .select({ projectId: studies.projectId })
    .from(studies)
    .where(eq(studies.id, showreel.studyId));
  // The link records where it was published from: only the showreel's own project and its study's
  // insights (another client's ids would otherwise be stored, and probed through the foreign keys).
  if (extra.projectId !== undefined && extra.projectId !== study?.projectId)
    throw ValidationError.field("project_id", "The selected project is invalid.");
  if (extra.insightId !== undefined) await assertOfStudy(tx, "insight_id", extra.insightId, showreel.studyId);
  const [existing] = await tx.select().from(publishedShowreels).where(eq(publishedShowreels.showreelId, showreel.id));
  if (existing) return existing;
  const [row] = await tx
    .insert(publishedShowreels)
    .values({
      id: newPublicId(),
      showreelId: showreel.id,
      clientId: showreel.clientId,
      studyId: showreel.studyId,
      insightId: extra.insightId ?? showreel.insightId,
      projectId: extra.projectId ?? study?.projectId ?? null,
      indexable: extra.indexable ?? false,
      createdByUserId: context.userId,
    })
    .returning();
  await tx.update(showreels).set({ published: true }).where(eq(showreels.id, showreel.id));
  await recordEvents(tx, context, [{ name: "video_published", properties: { showreel_id: showreel.id } }]);
  return row!;
}

/** Removes every public link of a showreel: the page and its media answer 404 from the next request. */
export async function unpublishInTransaction(tx: Transaction, context: AccessContext, showreelId: number) {
  assertMayPublish(context);
  await tx.delete(publishedShowreels).where(eq(publishedShowreels.showreelId, showreelId));
  await tx.update(showreels).set({ published: false }).where(eq(showreels.id, showreelId));
  await recordEvents(tx, context, [{ name: "video_unpublished", properties: { showreel_id: showreelId } }]);
}

/** Which showreel a publish request names: by id, else the insight's, else the study's curated one. */
async function targetOf(database: Database, context: AccessContext, input: PublishShowreel): Promise<number> {
  if (input.showreel_id) return input.showreel_id;
  const [field, where] = input.insight_id
    ? (["insight_id", eq(showreels.insightId, input.insight_id)] as const)
    : (["study_id", and(eq(showreels.studyId, input.study_id!), eq(showreels.type, "CURATED"))] as const);
  const [row] = await database
    .select({ id: showreels.id })
    .from(showreels)
    .innerJoin(studies, eq(studies.id, showreels.studyId))
    .where(and(scopeToProjects(context, showreels.clientId, studies.projectId), where))
    .orderBy(asc(showreels.id))
    .limit(1);
  if (!row) throw ValidationError.field(field, "No showreel to publish was found for it.");
  return row.id;
}

/** POST /v1/public/published_showreels: publishes (or returns the existing public link of) a showreel. */
export async function publishShowreel(database: Database, context: AccessContext, input: PublishShowreel) {
  assertMayPublish(context);
  const id = await targetOf(database, context, input);
  const { showreel } = await findShowreel(database, context, id);
  return database.transaction(async (tx) => {
    const [locked] = await tx.select().from(showreels).where(eq(showreels.id, showreel.id)).for("update");
    if (!locked) throw new NotFoundError(messages.showreelNotFound);
    return toPublished(
      await publishInTransaction(tx, context, locked, {
        insightId: input.insight_id,
        projectId: input.project_id,
        indexable: input.indexable,
      }),
    );
  });
}

/** GET /v1/published_showreels: the public links of the client's visible showreels, newest first. */
export async function listPublishedShowreels(
  database: Database,
  context: AccessContext,
  query: { page: number; per_page: number; study_id?: number },
) {
  const where = and(
    scopeToProjects(context, publishedShowreels.clientId, studies.projectId),
    query.study_id ? eq(publishedShowreels.studyId, query.study_id) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    database
      .select({ published: publishedShowreels })
      .from(publishedShowreels)
      .innerJoin(studies, eq(studies.id, publishedShowreels.studyId))
      .where(where)
      .orderBy(desc(publishedShowreels.createdAt), asc(publishedShowreels.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    database
      .select({ total: count() })
      .from(publishedShowreels)
      .innerJoin(studies, eq(studies.id, publishedShowreels.studyId))
      .where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    data: rows.map((r) => toPublished(r.published)),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
    },
  };
}

/** DELETE /v1/public/published_showreels/{id}: unpublishes; another client's link is a 404. */
export async function deletePublishedShowreel(database: Database, context: AccessContext, publicId: string) {
  const [row] = await database
    .select({ showreelId: publishedShowreels.showreelId })
    .from(publishedShowreels)
    .innerJoin(studies, eq(studies.id, publishedShowreels.studyId))
    .where(
      and(
        eq(publishedShowreels.id, publicId),
        scopeToProjects(context, publishedShowreels.clientId, studies.projectId),
      ),
    );
  if (!row) throw new NotFoundError(messages.publicShowreelMissing);
  assertMayPublish(context);
  await database.transaction((tx) => unpublishInTransaction(tx, context, row.showreelId));
}
