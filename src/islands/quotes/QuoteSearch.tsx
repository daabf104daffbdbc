import { useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { type QuoteFilters, quoteListQuery } from "@/lib/api/quotes";
import { QueryProvider } from "@/lib/api/QueryProvider";
import { jsonIsland } from "@/lib/json-island";
import { markPureIsland } from "@/lib/pure-island";
import { useDebounced } from "@/lib/hooks/use-debounced";
import { quoteMessages as messages } from "@/lib/messages/pages";
import type { QuoteFilterOptions, QuoteList } from "@/lib/schemas/quote";
import { QuoteCard } from "./QuoteCard";
import { QuoteFiltersForm } from "./QuoteFiltersForm";
import styles from "./QuoteSearch.module.css";
import { writeFiltersToUrl } from "./url-state";

export interface QuoteSearchProps {
  /** The study, and the segments when the page is a segment's or a segment group's (fixed, not a filter). */
  scope: { study_id: number; segment_ids?: number[] };
  initialFilters: Omit<QuoteFilters, "study_id">;
  /** The server-rendered first page. */
  initialPage: QuoteList;
  options: QuoteFilterOptions;
  /** Whether the person may edit showreels (then each quote offers "add to showreel"). */
  canEditShowreels?: boolean;
}

/** Quotes search: the server-rendered first page, then TanStack Query against /api/v3/quotes. */
function QuoteSearch(props: QuoteSearchProps) {
  return (
    <QueryProvider>
      <QuoteSearchBody {...props} />
    </QueryProvider>
  );
}

function QuoteSearchBody({ scope, initialFilters, initialPage, options, canEditShowreels }: QuoteSearchProps) {
  const [filters, setFilters] = useState(initialFilters);
  // Typing waits for a pause; the selects apply at once (the debounce only delays the text).
  const search = useDebounced(filters.search);
  const effective: QuoteFilters = useMemo(
    () => ({ ...filters, search, ...scope, segment_ids: scope.segment_ids ?? filters.segment_ids }),
    [filters, search, scope],
  );
  const initialKey = JSON.stringify({
    ...initialFilters,
    ...scope,
    segment_ids: scope.segment_ids ?? initialFilters.segment_ids,
  });
  const query = useInfiniteQuery({
    ...quoteListQuery(effective),
    initialData:
      JSON.stringify(effective) === initialKey ? { pages: [initialPage], pageParams: [undefined] } : undefined,
    placeholderData: (previous) => previous,
  });
  useEffect(
    () => writeFiltersToUrl({ ...filters, search }, { segments: Boolean(scope.segment_ids) }),
    [filters, search, scope],
  );

  const segmentId = scope.segment_ids?.length === 1 ? scope.segment_ids[0] : undefined;
  const showreel = useMemo(() => (canEditShowreels ? { segmentId } : undefined), [canEditShowreels, segmentId]);
  const quotes = query.data?.pages.flatMap((page) => page.data) ?? [];
  // Every page carries the count; the first page's is the one of the search as it was started.
  const counted = query.data?.pages[0]?.meta;
  const searching = Boolean(search?.trim());
  const loading = query.isFetching && !query.isFetchingNextPage;
  return (
    <section className={styles.list} aria-busy={query.isFetching}>
      <QuoteFiltersForm filters={filters} options={options} segmentFilter={!scope.segment_ids} onChange={setFilters} />
      {query.isError ? (
        <p role="alert" className={styles.error}>
          Quotes could not be loaded: {query.error.message}{" "}
          <button type="button" className="button" onClick={() => void query.refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      <p className={styles.count} aria-live="polite">
        {loading || !counted
          ? "Loading quotes…"
          : `${messages.quoteCount(counted.total, counted.total_capped)}${searching && quotes.length > 1 ? ", best matches first" : ""}`}
      </p>
      {quotes.length === 0 && !query.isFetching && !query.isError ? (
        <div className={styles.empty}>
          <h2>No quotes match</h2>
          <p>Try other words, another search mode, or clear the filters.</p>
          <button type="button" className="button" onClick={() => setFilters({ search_mode: "all" })}>
            Clear search and filters
          </button>
        </div>
      ) : (
        <ol className={`card-grid ${styles.quotes}`} data-loading={loading || undefined}>
          {quotes.map((quote) => (
            <li key={quote.id}>
              <QuoteCard quote={quote} showreel={showreel} />
            </li>
          ))}
        </ol>
      )}
      {query.hasNextPage ? (
        <button
          type="button"
          className={`button ${styles.more}`}
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? "Loading…" : "Show more quotes"}
        </button>
      ) : null}
    </section>
  );
}

// A page of quotes: its props travel as one JSON text (src/lib/json-island.tsx).
const QuoteSearchIsland = jsonIsland(QuoteSearch);
// Its server render reads its props alone (the stores and the address are read in effects): its
// HTML is rendered once per distinct props.
markPureIsland(QuoteSearchIsland);
export default QuoteSearchIsland;
