import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { preparedPerDatabase } from "../../db/prepared";
import { objectives, recruitmentSettings, sections, tasks } from "../../db/schema";
import type { AccessContext } from "../../access/access-context";
import { participantLink } from "../orders/participant-link";
import { readStudy } from "./read";

// The details page's own statements, prepared once per database: planning them cost more than
// running them.
const settingsStatement = preparedPerDatabase((database) =>
  database
    .select()
    .from(recruitmentSettings)
    .where(and(sql`${recruitmentSettings.studyId} = ${sql.placeholder("id")}`, isNull(recruitmentSettings.segmentId)))
    .limit(1)
    .prepare("study_recruitment_settings"),
);
const designStatement = preparedPerDatabase((database) =>
  database
    .select({ id: objectives.id, title: objectives.title, questions: count(tasks.id) })
    .from(objectives)
    .leftJoin(sections, eq(sections.objectiveId, objectives.id))
    .leftJoin(tasks, and(eq(tasks.sectionId, sections.id), isNull(tasks.parentId)))
    .where(sql`${objectives.studyId} = ${sql.placeholder("id")}`)
    .groupBy(objectives.id)
    .orderBy(asc(objectives.position), asc(objectives.id))
    .prepare("study_design_counts"),
);

/**
 * What the study details screen shows (001 §2): the study, its audience and its design with each
 * objective's question count. Scoped through readStudy, so a hidden study is a 404 here too.
 */
export async function getStudyDetails(database: Database, context: AccessContext, id: number) {
  // The study first: its settings and design are read only once it is known to be visible.
  const { study, stored: row } = await readStudy(database, context, id);
  const [[settings], design] = await Promise.all([
    settingsStatement(database).execute({ id }),
    designStatement(database).execute({ id }),
  ]);
  return {
    study,
    objectives: design,
    participants: {
      completed: study.counts.interviews,
      required: settings?.requiredInterviews ?? row.requiredInterviews,
    },
    audience: {
      countries: settings?.countries.length ? settings.countries : row.market ? [row.market] : [],
      language: settings?.language ?? row.language,
      ageMin: settings?.ageMin ?? null,
      ageMax: settings?.ageMax ?? null,
      gender: settings?.gender ?? "ANY",
      customCriteria: settings?.customCriteria ?? null,
    },
    device: row.device,
    recordingDevices: row.recordingDevices,
    /** A self-recruited study's participant link, to share again after Start study; null otherwise. */
    participantLink: row.participantToken ? participantLink(row.participantToken) : null,
  };
}

export type StudyDetails = Awaited<ReturnType<typeof getStudyDetails>>;
