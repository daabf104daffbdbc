/**
 * What /studies/{study}/edit shows (001 §2, §5, §8): the draft in its wizard, or why it cannot be
 * edited, in the spec's words (no permission, not a draft, empty, mixing files and links).
 */
import type { StudyDraft } from "@/lib/schemas/study-draft";
import type { Study } from "@/lib/schemas/study";
import type { AccessContext } from "../access/access-context";
import { db } from "../db/client";
import { ForbiddenError } from "../errors";
import { visibleProjects } from "../services/projects/visible-projects";
import { draftEditRefusal } from "../services/studies/draft-access";
import { getStudyDraft } from "../services/studies/draft";
import { getStudy } from "../services/studies/read";
import { visibleStudy } from "../services/studies/scope";
import { bloom } from "../ai/current-engine";
import { type AiWizardChanges, aiWizardChanges } from "../services/ai/wizard-state";

export type EditStudyPageView =
  | { kind: "refused"; study: Study; message: string; status: 403 | 409 }
  | {
      kind: "draft";
      draft: StudyDraft;
      projects: { id: number; title: string }[];
      /** The AI variant: which engine answers, and what changed since Bloom's last proposals (001 §4). */
      bloom: { engine: string } & AiWizardChanges;
    };

/** The draft and the projects it may move to; null for an id that is not one (the guard's 404). */
export async function editStudyPage(context: AccessContext, id: number | null): Promise<EditStudyPageView | null> {
  if (id === null) return null;
  const row = await visibleStudy(db(), context, id);
  const refusal = await draftEditRefusal(db(), row, context);
  if (refusal) {
    return {
      kind: "refused",
      study: await getStudy(db(), context, id),
      message: refusal.message,
      status: refusal instanceof ForbiddenError ? 403 : 409,
    };
  }
  const [draft, projects] = await Promise.all([getStudyDraft(db(), context, id), visibleProjects(db(), context)]);
  const changes = draft.created_with_ai
    ? await aiWizardChanges(db(), id, {
        brief: draft.brief,
        materials: draft.materials.map((material) => material.title),
        businessQuestions: draft.objectives.map((objective) => objective.title),
        sections: draft.design.sections.length,
      })
    : { outlineChanged: false, designChanged: false };
  if (draft.created_with_ai) bloom().prepare?.();
  return {
    kind: "draft",
    draft,
    projects: projects.map(({ id: projectId, title }) => ({ id: projectId, title })),
    bloom: { engine: bloom().label, ...changes },
  };
}
