import type { QuoteFilters } from "@/lib/api/quotes";
import { QUOTE_SEARCH_MODES, type QuoteSearchMode } from "@/lib/schemas/quote";

const ids = (value: string | null) => {
  const list = (value ?? "")
    .split(",")
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);
  return list.length ? list : undefined;
};

/**
 * The quotes filters of a page address (q, search_mode, task_ids, subtask_ids, objective_id,
 * segment_ids). Malformed values are dropped rather than failing the page.
 */
export function quoteFiltersOf(url: URL): Omit<QuoteFilters, "study_id"> {
  const p = url.searchParams;
  const mode = p.get("search_mode") as QuoteSearchMode | null;
  const objective = ids(p.get("objective_id") ?? p.get("objective_ids"));
  return {
    search: p.get("q")?.trim().slice(0, 200) || undefined,
    search_mode: mode && QUOTE_SEARCH_MODES.includes(mode) ? mode : "all",
    task_ids: ids(p.get("task_ids")),
    subtask_ids: ids(p.get("subtask_ids")),
    objective_ids: objective?.slice(0, 1),
    segment_ids: ids(p.get("segment_ids")),
  };
}
