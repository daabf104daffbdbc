import { DELIVERY_DAYS } from "@/lib/constants";
import type { RecruitmentMethod } from "./recruitment";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a started study's results are expected (001 §9): fieldwork, plus a day when our
 * specialists recruit and a day for the optional provider review.
 */
export function estimatedDelivery(from: Date, method: RecruitmentMethod, qualityAssurance: boolean): Date {
  const days =
    DELIVERY_DAYS.fieldwork +
    (method === "SPECIALIST" ? DELIVERY_DAYS.specialistRecruitment : 0) +
    (qualityAssurance ? DELIVERY_DAYS.providerReview : 0);
  return new Date(from.getTime() + days * DAY_MS);
}
