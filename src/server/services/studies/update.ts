import { and, eq, sql } from "drizzle-orm";
import { messages } from "@/lib/messages";
import type { Study } from "@/lib/schemas/study";
import type { StudyUpdate } from "@/lib/schemas/study-draft";
import type { Database, Transaction } from "../../db/client";
import { projects, studies } from "../../db/schema";
import { ForbiddenError, NotFoundError, ValidationError } from "../../errors";
import { type AccessContext, scopeToProjects } from "../../access/access-context";
import { type AnalyticsEvent, changeRecordingEvents } from "../analytics";
import { type DraftFacts, refusalOf, type StudyRow, studyWithDraftFacts } from "./draft-access";
import { draftLocks } from "./locks";
import { getStudy } from "./read";
import { mayChangeStatus } from "./status-change";

/** 001 §6: UPDATE_STUDY or UPDATE_STUDY_TITLE_ONLY rename any visible study, UPDATE_DRAFT_STUDY_ONLY a draft. */
export function mayRename(study: Pick<StudyRow, "status">, context: AccessContext): boolean {
  return (
    context.permissions.has("UPDATE_STUDY") ||
    context.permissions.has("UPDATE_STUDY_TITLE_ONLY") ||
    (context.permissions.has("UPDATE_DRAFT_STUDY_ONLY") && study.status === "DRAFT")
  );
}

const displayStatusOf: Partial<Record<StudyRow["status"], StudyRow["displayStatusCode"]>> = {
  DRAFT: "DRAFT",
  IN_PROGRESS: "IN_PROGRESS",
  COMPLETED: "COMPLETED",
};

// The details step's fields: only an editable draft takes them.
async function checkDraftFields(
  tx: Transaction,
  context: AccessContext,
  study: StudyRow,
  facts: DraftFacts,
  input: StudyUpdate,
) {
  const refusal = refusalOf(study, context, facts);
  if (refusal) throw refusal;
  if (draftLocks(study).country_language) {
    const errors: Record<string, string[]> = {};
    if (input.market !== undefined && input.market !== study.market) errors.market = [messages.countryLanguageLocked];
    if (input.language !== undefined && input.language !== study.language) {
      errors.language = [messages.countryLanguageLocked];
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
  }
  if (input.project_id !== undefined && input.project_id !== study.projectId) {
    const [project] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, input.project_id), scopeToProjects(context, projects.clientId, projects.id)));
    if (!project) throw new NotFoundError(messages.projectNotFound);
  }
}

/** The builder's edit events (001 §4) for the fields of a draft that this update changes. */
function editEvents(study: StudyRow, input: StudyUpdate): AnalyticsEvent[] {
  if (study.status !== "DRAFT") return [];
  const changed = [
    ["builder_edit_name", input.title, study.title],
    ["builder_edit_purpose", input.purpose, study.purpose],
    ["builder_edit_introduction", input.introduction, study.introduction],
  ] as const;
  return changed
    .filter(([, given, stored]) => given !== undefined && given !== stored)
    .map(([name]) => ({ name, properties: { study_id: study.id } }));
}

/**
 * PUT /api/studies/{id} (001 §6): the title for whoever may rename; the details of an editable
 * draft (403 for UPDATE_STUDY_TITLE_ONLY, 409 for a started, empty or mixed study, 422 for a
 * locked market or language); `status` for whoever may change it (mayChangeStatus), never back
 * to DRAFT. Answers the study as GET does.
 */
export async function updateStudy(
  database: Database,
  context: AccessContext,
  id: number,
  input: StudyUpdate,
): Promise<Study> {
  const { title, status, ...draftFields } = input;
  if (Object.keys(input).length === 0) throw ValidationError.field("title", messages.required);
  await database.transaction(async (tx) => {
    const { study, facts } = await studyWithDraftFacts(tx, context, id, sql`null`, { forUpdate: true });
    if (status === "DRAFT" && study.status !== "DRAFT") {
      throw ValidationError.field("status", messages.statusBackToDraft);
    }
    if (title !== undefined && !mayRename(study, context)) throw new ForbiddenError(messages.editNoPermission);
    if (Object.keys(draftFields).length) await checkDraftFields(tx, context, study, facts, input);
    const statusChange = status !== undefined && status !== study.status;
    if (statusChange && !(await mayChangeStatus(tx, context, study))) {
      throw new ForbiddenError(messages.editNoPermission);
    }
    const change = tx
      .update(studies)
      .set({
        title,
        purpose: draftFields.purpose,
        introduction: draftFields.introduction,
        brief: draftFields.brief,
        projectId: draftFields.project_id,
        market: draftFields.market,
        language: draftFields.language,
        dataSource: draftFields.data_source,
        targetAudienceType: draftFields.target_audience_type,
        ...(statusChange
          ? {
              status,
              displayStatusCode: displayStatusOf[status] ?? study.displayStatusCode,
              completedAt: status === "COMPLETED" ? new Date() : study.completedAt,
            }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(studies.id, id));
    await changeRecordingEvents(tx, context, change, editEvents(study, input));
  });
  return getStudy(database, context, id);
}
