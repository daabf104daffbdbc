import { eq } from "drizzle-orm";
import { paths } from "@/lib/paths";
import type { StudyDraft } from "@/lib/schemas/study-draft";
import type { Database } from "../../db/client";
import { objectives, projects, segments } from "../../db/schema";
import type { AccessContext } from "../../access/access-context";
import { listAudienceSettings } from "./audience";
import { readStudyDesign } from "./design-read";
import { draftLocks } from "./locks";
import { listStudyMaterials } from "./materials";
import { requirementsStatus } from "./requirements";
import { visibleStudy } from "./scope";
import { findTemplateSummary } from "../marketplace/catalog";

/** The business questions of a study the caller has scoped, in order. */
export async function listDraftObjectives(database: Pick<Database, "select">, studyId: number) {
  return database
    .select({ id: objectives.id, title: objectives.title, position: objectives.position })
    .from(objectives)
    .where(eq(objectives.studyId, studyId))
    .orderBy(objectives.position, objectives.id);
}

/**
 * Everything the wizard opens a study with (GET /api/studies/{id}/draft, and the create and edit
 * pages): its fields, template, business questions, study-wide design, materials, audience, what
 * it still needs and what is locked. Any visible study (404 otherwise); editing is checked by the
 * writes.
 */
export async function getStudyDraft(database: Database, context: AccessContext, id: number): Promise<StudyDraft> {
  const study = await visibleStudy(database, context, id);
  const [[project], template, titles, questions, design, materials, audience, requirements] = await Promise.all([
    database.select({ id: projects.id, title: projects.title }).from(projects).where(eq(projects.id, study.projectId)),
    study.templateId === null ? null : findTemplateSummary(database, study.templateId),
    database.select({ id: segments.id, title: segments.title }).from(segments).where(eq(segments.studyId, id)),
    listDraftObjectives(database, id),
    readStudyDesign(database, id, null),
    listStudyMaterials(database, id),
    listAudienceSettings(database, id),
    requirementsStatus(database, id),
  ]);
  const segmentTitle = new Map(titles.map((s) => [s.id, s.title]));
  return {
    id: study.id,
    title: study.title,
    purpose: study.purpose,
    introduction: study.introduction,
    brief: study.brief ?? "",
    created_with_ai: study.createdWithAi,
    status: study.status,
    project: project!,
    market: (study.market as StudyDraft["market"]) ?? null,
    language: study.language,
    data_source: study.dataSource,
    target_audience_type: study.targetAudienceType,
    recording_devices: study.recordingDevices as StudyDraft["recording_devices"],
    quality_assurance: study.qualityAssurance,
    template,
    objectives: questions,
    design,
    materials,
    audience: audience.map((a) => ({
      ...a,
      segment_title: a.segment_id === null ? null : (segmentTitle.get(a.segment_id) ?? null),
    })),
    requirements,
    locks: draftLocks(study),
    participant_link:
      study.participantToken && study.recruitMethod === "SELF_RECRUIT"
        ? paths.participate(study.participantToken)
        : null,
  };
}
