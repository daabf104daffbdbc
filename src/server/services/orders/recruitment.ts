import type { RECRUITMENT_METHODS } from "@/lib/constants";
import type { AudienceSetting } from "@/lib/schemas/study-parts";
import type { Transaction } from "../../db/client";
import { listAudienceSettings } from "../studies/audience";

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
  const audience = await listAudienceSettings(tx, studyId);
  const first = audience[0];
  if (!first) return null;
  const studyWide = first.segment_id === null;
  return {
    method: first.method,
    requiredInterviews: studyWide
      ? first.required_interviews
      : audience.reduce((sum, a) => sum + a.required_interviews, 0),
    audience,
  };
}
