import { asc, eq, sql } from "drizzle-orm";
import type { AudienceSetting } from "@/lib/schemas/study-parts";
import type { Database } from "../../db/client";
import { recruitmentSettings } from "../../db/schema";

/** Recruitment and audience settings of a study the caller has scoped: the study's first, then each segment's. */
export async function listAudienceSettings(
  database: Pick<Database, "select">,
  studyId: number,
): Promise<AudienceSetting[]> {
  const rows = await database
    .select()
    .from(recruitmentSettings)
    .where(eq(recruitmentSettings.studyId, studyId))
    .orderBy(sql`${recruitmentSettings.segmentId} nulls first`, asc(recruitmentSettings.id));
  return rows.map((r) => ({
    segment_id: r.segmentId,
    method: r.method,
    age_range: { min: r.ageMin, max: r.ageMax },
    countries: r.countries,
    custom_criteria: r.customCriteria,
    devices: r.devices,
    gender: r.gender,
    language: r.language,
    required_interviews: r.requiredInterviews,
    participants_per_segment: r.participantsPerSegment,
  }));
}
