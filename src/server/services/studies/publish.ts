import { eq } from "drizzle-orm";
import { messages } from "@/lib/messages";
import type { Study } from "@/lib/schemas/study";
import type { Database } from "../../db/client";
import { studies } from "../../db/schema";
import { ConflictError, ForbiddenError } from "../../errors";
import type { AccessContext } from "../../access/access-context";
import { getStudy } from "./read";
import { visibleStudy } from "./scope";
import { mayChangeStatus } from "./status-change";

/**
 * Opens or pauses a started study's participant landing page (PUT /api/studies/{id}/publish):
 * published_at is set (kept when already open) or cleared. Who may: the status-change rule of
 * 001 §6 (403 otherwise); a draft has no landing page yet (409).
 */
export async function publishStudy(
  database: Database,
  context: AccessContext,
  id: number,
  published: boolean,
): Promise<Study> {
  await database.transaction(async (tx) => {
    const study = await visibleStudy(tx, context, id, { forUpdate: true });
    if (!(await mayChangeStatus(tx, context, study))) throw new ForbiddenError(messages.editNoPermission);
    if (study.status === "DRAFT") throw new ConflictError(messages.publishDraft);
    await tx
      .update(studies)
      .set({ publishedAt: published ? (study.publishedAt ?? new Date()) : null })
      .where(eq(studies.id, id));
  });
  return getStudy(database, context, id);
}
