import { DELIVERY_DAYS } from "@/lib/constants";

/** Days from start to delivery (001 §9): fieldwork, about 1 day of managed recruitment, up to 1 day of review. */
export function deliveryDays(method: string | null | undefined, qualityAssurance: boolean): number {
  return (
    DELIVERY_DAYS.fieldwork +
    (method === "SPECIALIST" ? DELIVERY_DAYS.specialistRecruitment : 0) +
    (qualityAssurance ? DELIVERY_DAYS.providerReview : 0)
  );
}
