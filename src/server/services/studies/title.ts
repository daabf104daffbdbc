import { eq } from "drizzle-orm";
import type { TitleUpdate } from "@/lib/schemas/project";
import type { Study } from "@/lib/schemas/study";
import type { Database } from "../../db/client";
import { studies } from "../../db/schema";
import { ForbiddenError } from "../../errors";
import type { AccessContext } from "../../access/access-context";
import { getStudy } from "./read";
import { visibleStudy } from "./scope";

/**
 * Renames a study (PUT /studies/{id}, 001 §6): UPDATE_STUDY or UPDATE_STUDY_TITLE_ONLY may rename
 * any visible study, UPDATE_DRAFT_STUDY_ONLY a draft; anyone else gets a 403.
 */
export async function updateStudyTitle(
  database: Database,
  context: AccessContext,
  id: number,
  update: TitleUpdate,
): Promise<Study> {
  const study = await visibleStudy(database, context, id);
  const may =
    context.permissions.has("UPDATE_STUDY") ||
    context.permissions.has("UPDATE_STUDY_TITLE_ONLY") ||
    (context.permissions.has("UPDATE_DRAFT_STUDY_ONLY") && study.status === "DRAFT");
  if (!may) throw new ForbiddenError();
  await database.update(studies).set({ title: update.title }).where(eq(studies.id, id));
  return getStudy(database, context, id);
}
