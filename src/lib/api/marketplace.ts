import { queryOptions } from "@tanstack/react-query";
import type { StudyTemplate } from "../schemas/marketplace";
import type { StudyFilters } from "../schemas/order";
import { apiGet } from "./client";

/*
 * Cached reads of the wizard (001 §7: study types, templates and the order's study filters keep
 * their results 3600 s per path and parameters; the shared QueryClient's staleTime is that).
 */

/** GET /api/marketplace/study-templates/{id}: a template with its questions and design. */
export function templateQuery(id: number) {
  return queryOptions({
    queryKey: ["marketplace", "study-templates", id],
    queryFn: async ({ signal }) =>
      (await apiGet<{ data: StudyTemplate }>(`/marketplace/study-templates/${id}`, undefined, signal)).data,
  });
}

/** GET /api/orders/study-filters: the recruitment step's choices. */
export const studyFiltersQuery = queryOptions({
  queryKey: ["orders", "study-filters"],
  queryFn: async ({ signal }) =>
    (await apiGet<{ data: StudyFilters }>("/orders/study-filters", undefined, signal)).data,
});
