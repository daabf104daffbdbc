/**
 * What the wizard's pages open with: /studies/create?… after the first save and
 * /studies/{study}/edit. The draft of a study the member sees (null for an id that is not one;
 * getStudyDraft refuses a hidden study with NotFoundError, which the page guard shows as 404),
 * and why the member may not edit it, if they may not (the page shows the refusal in the spec's
 * words with its status: 403 without the permission, 409 for a started, empty or mixed study).
 */
import type { StudyDraft } from "@/lib/schemas/study-draft";
import type { AccessContext } from "../access/access-context";
import { db } from "../db/client";
import { draftEditRefusal } from "../services/studies/draft-access";
import { getStudyDraft } from "../services/studies/draft";
import { visibleStudy } from "../services/studies/scope";

export interface StudyDraftPage {
  draft: StudyDraft;
  /** Why the wizard may not edit this study, or null when it may. */
  refusal: { status: 403 | 409; message: string } | null;
}

/** The draft and its edit refusal, for the member asking. */
export async function studyDraftPage(context: AccessContext, id: number | null): Promise<StudyDraftPage | null> {
  if (id === null) return null;
  const study = await visibleStudy(db(), context, id);
  const [draft, refusal] = await Promise.all([
    getStudyDraft(db(), context, id),
    draftEditRefusal(db(), study, context),
  ]);
  return {
    draft,
    refusal: refusal ? { status: refusal.status === 403 ? 403 : 409, message: refusal.message } : null,
  };
}
