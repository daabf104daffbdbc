import { asc, eq, sql } from "drizzle-orm";
import type { RECRUITMENT_METHODS } from "@/lib/constants";
import type { AudienceSetting } from "@/lib/schemas/study-parts";
import type { Transaction } from "../../db/client";
import { recruitmentSettings } from "../../db/schema";

export type RecruitmentMethod = (typeof RECRUITMENT_METHODS)[number];

/** What an order asks the panel for: how, how many, and the audience it was placed with. */
export interface OrderRecruitment {
  method: RecruitmentMethod;
  requiredInterviews: number;
  audience: AudienceSetting[];
}

/**
 * The recruitment of a study being ordered: the study-wide settings when there are any, else the
 * segments' (their method, and the sum of their interviews). Null when nothing is set.
 */
export async function orderRecruitment(tx: Transaction, studyId: number): Promise<OrderRecruitment | null> {
  const rows = await tx
    .select()
    .from(recruitmentSettings)
    .where(eq(recruitmentSettings.studyId, studyId))
    .orderBy(sql`${recruitmentSettings.segmentId} nulls first`, asc(recruitmentSettings.id));
  const first = rows[0];
  if (!first) return null;
  const studyWide = first.segmentId === null;
  return {
    method: first.method,
    requiredInterviews: studyWide ? first.requiredInterviews : rows.reduce((sum, r) => sum + r.requiredInterviews, 0),
    audience: rows.map((r) => ({
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
    })),
  };
}
