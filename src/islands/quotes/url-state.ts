import type { QuoteFilters } from "@/lib/api/quotes";

/**
 * The quotes filters in the address (001 §2: q, task_ids, subtask_ids, search_mode; objective_id
 * and segment_ids as the insights pages name them), so a reload or a shared link shows the same
 * list. Other parameters (client_id among them) are left as they are.
 */
export function writeFiltersToUrl(filters: QuoteFilters, fixed: { segments: boolean }): void {
  const url = new URL(window.location.href);
  const set = (key: string, value: string | undefined) =>
    value ? url.searchParams.set(key, value) : url.searchParams.delete(key);
  set("q", filters.search?.trim() || undefined);
  set("search_mode", filters.search?.trim() && filters.search_mode !== "all" ? filters.search_mode : undefined);
  set("task_ids", filters.task_ids?.join(","));
  set("subtask_ids", filters.subtask_ids?.join(","));
  set("objective_id", filters.objective_ids?.[0]?.toString());
  if (!fixed.segments) set("segment_ids", filters.segment_ids?.join(","));
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, "", url);
}
