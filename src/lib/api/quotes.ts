import { infiniteQueryOptions } from "@tanstack/react-query";
import type { QuoteList, QuoteSearchMode } from "../schemas/quote";
import { QUOTES_PER_PAGE } from "../constants";
import { apiGet } from "./client";

/** What the quotes page filters by; ids as arrays, joined on the wire. */
export interface QuoteFilters {
  study_id?: number;
  search?: string;
  search_mode?: QuoteSearchMode;
  segment_ids?: number[];
  task_ids?: number[];
  subtask_ids?: number[];
  objective_ids?: number[];
}

/**
 * Joins ids for a query string (the inverse of schemas/id-list's idListSchema, which is not
 * imported here: it would bring zod to the quotes page); undefined when there are none.
 */
function joinIds(ids: readonly number[] | undefined): string | undefined {
  return ids && ids.length ? ids.join(",") : undefined;
}

/** GET /api/v3/quotes: one page of quotes. */
export function fetchQuotes(filters: QuoteFilters, cursor: string | undefined, signal?: AbortSignal) {
  return apiGet<QuoteList>(
    "/v3/quotes",
    {
      study_id: filters.study_id,
      search: filters.search?.trim() || undefined,
      search_mode: filters.search?.trim() ? filters.search_mode : undefined,
      segment_ids: joinIds(filters.segment_ids),
      task_ids: joinIds(filters.task_ids),
      subtask_ids: joinIds(filters.subtask_ids),
      objective_ids: joinIds(filters.objective_ids),
      cursor,
      limit: QUOTES_PER_PAGE,
    },
    signal,
  );
}

/** The quotes list as an infinite query keyed by its filters. */
export function quoteListQuery(filters: QuoteFilters) {
  return infiniteQueryOptions<QuoteList, Error, { pages: QuoteList[] }, unknown[], string | undefined>({
    queryKey: ["quotes", "list", filters],
    queryFn: ({ pageParam, signal }) => fetchQuotes(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.next_cursor ?? undefined,
  });
}
