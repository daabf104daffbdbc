import { and, asc, count, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { objectives, recruitmentSettings, sections, studies, tasks } from "../../db/schema";
import type { AccessContext } from "../../access/access-context";
import { participantLink } from "../orders/participant-link";
import { getStudy } from "./read";

/**
 * What the study details screen shows (001 §2): the study, its audience and its design with each
 * objective's question count. Scoped through getStudy, so a hidden study is a 404 here too.
 */
export async function getStudyDetails(database: Database, context: AccessContext, id: number) {
  const study = await getStudy(database, context, id);
  const [[settings], design, [row]] = await Promise.all([
    database
      .select()
      .from(recruitmentSettings)
      .where(and(eq(recruitmentSettings.studyId, id), isNull(recruitmentSettings.segmentId)))
      .limit(1),
    database
      .select({ id: objectives.id, title: objectives.title, questions: count(tasks.id) })
      .from(objectives)
      .leftJoin(sections, eq(sections.objectiveId, objectives.id))
      .leftJoin(tasks, and(eq(tasks.sectionId, sections.id), isNull(tasks.parentId)))
      .where(eq(objectives.studyId, id))
      .groupBy(objectives.id)
      .orderBy(asc(objectives.position), asc(objectives.id)),
    database
      .select({
        device: studies.device,
        recordingDevices: studies.recordingDevices,
        required: studies.requiredInterviews,
        language: studies.language,
        market: studies.market,
        participantToken: studies.participantToken,
      })
      .from(studies)
      .where(eq(studies.id, id)),
  ]);
  return {
    study,
    objectives: design,
    participants: { completed: study.counts.interviews, required: settings?.requiredInterviews ?? row!.required },
    audience: {
      countries: settings?.countries.length ? settings.countries : row!.market ? [row!.market] : [],
      language: settings?.language ?? row!.language,
      ageMin: settings?.ageMin ?? null,
      ageMax: settings?.ageMax ?? null,
      gender: settings?.gender ?? "ANY",
      customCriteria: settings?.customCriteria ?? null,
    },
    device: row!.device,
    recordingDevices: row!.recordingDevices,
    /** A self-recruited study's participant link, to share again after Start study; null otherwise. */
    participantLink: row!.participantToken ? participantLink(row!.participantToken) : null,
  };
}

export type StudyDetails = Awaited<ReturnType<typeof getStudyDetails>>;
