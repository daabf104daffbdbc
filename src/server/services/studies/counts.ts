import { sql } from "drizzle-orm";
import type { StudyCounts } from "@/lib/schemas/study";
import { insights, interviews, objectives, segments, showreels, studies } from "../../db/schema";

/** Counts of a study row, selected beside it (each uses the study_id index of its table, or is kept on the row). */
export const studyCountColumns = {
  businessQuestions: sql<number>`(select count(*)::int from ${objectives} where ${objectives.studyId} = ${studies.id})`,
  insights: sql<number>`(select count(*)::int from ${insights} where ${insights.studyId} = ${studies.id})`,
  interviews: sql<number>`(select count(*)::int from ${interviews} where ${interviews.studyId} = ${studies.id})`,
  segments: sql<number>`(select count(*)::int from ${segments} where ${segments.studyId} = ${studies.id})`,
  // Kept by the database as quotes come and go: counting a study of a million quotes took 100 ms.
  quotes: studies.quoteCount,
  curatedShowreels: sql<number>`(select count(*)::int from ${showreels} where ${showreels.studyId} = ${studies.id} and ${showreels.type} = 'CURATED')`,
  customShowreels: sql<number>`(select count(*)::int from ${showreels} where ${showreels.studyId} = ${studies.id} and ${showreels.type} = 'CUSTOM')`,
};

type CountRow = { [K in keyof typeof studyCountColumns]: number };

/** The wire shape of the counts. */
export function toStudyCounts(row: CountRow): StudyCounts {
  return {
    business_questions: row.businessQuestions,
    insights: row.insights,
    interviews: row.interviews,
    segments: row.segments,
    quotes: row.quotes,
    showreels: { curated: row.curatedShowreels, custom: row.customShowreels },
  };
}
