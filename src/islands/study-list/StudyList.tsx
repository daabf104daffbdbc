import { useInfiniteQuery } from "@tanstack/react-query";
import { useDeferredValue, useEffect, useState } from "react";
import { QueryProvider } from "@/lib/api/QueryProvider";
import { type StudyListFilters, studyListQuery } from "@/lib/api/studies";
import type { StudyCardPage } from "@/lib/schemas/study";
import type { StudyCard as StudyCardData } from "@/lib/schemas/study";
import { markPureIsland } from "@/lib/pure-island";
import { StudyCard } from "./StudyCard";
import { type FilterOptions, StudyFilters } from "./StudyFilters";
import styles from "./StudyList.module.css";

interface Props {
  initialFilters: StudyListFilters;
  /** The server-rendered first page. */
  initialPage: StudyCardPage;
  options: FilterOptions;
  /** The member may edit drafts (UPDATE_STUDY or UPDATE_DRAFT_STUDY_ONLY): drafts offer "Continue editing". */
  canEditDrafts?: boolean;
}

/** The study list's search and filters: server-rendered first page, then TanStack Query against /api/v3/studies. */
export default function StudyList(props: Props) {
  // The server renders the first page and nothing else can happen there, so it skips the query
  // cache (a QueryClient and an observer per request were a quarter of the island's render).
  // The markup is the same as the browser's first render, which hydrates it.
  if (import.meta.env.SSR) return <FirstPage {...props} />;
  return (
    <QueryProvider>
      <StudyListBody {...props} />
    </QueryProvider>
  );
}
markPureIsland(StudyList);

function FirstPage({ initialFilters, initialPage: page, options, canEditDrafts = false }: Props) {
  return (
    <StudyListView
      canEditDrafts={canEditDrafts}
      filters={initialFilters}
      options={options}
      onFiltersChange={() => {}}
      studies={page.data}
      hasNextPage={page.meta.next_cursor != null}
    />
  );
}

function StudyListBody({ initialFilters, initialPage, options, canEditDrafts = false }: Props) {
  const [filters, setFilters] = useState<StudyListFilters>(initialFilters);
  // Typing stays responsive; the query follows the deferred value.
  const deferred = useDeferredValue(filters);
  const isInitial = JSON.stringify(deferred) === JSON.stringify(initialFilters);
  const query = useInfiniteQuery({
    ...studyListQuery(deferred),
    initialData: isInitial ? { pages: [initialPage], pageParams: [undefined] } : undefined,
    placeholderData: (previous) => previous,
  });

  useEffect(() => syncUrl(deferred), [deferred]);

  return (
    <StudyListView
      canEditDrafts={canEditDrafts}
      filters={filters}
      options={options}
      onFiltersChange={setFilters}
      studies={query.data?.pages.flatMap((page) => page.data) ?? []}
      hasNextPage={query.hasNextPage}
      fetching={query.isFetching && !query.isFetchingNextPage}
      fetchingMore={query.isFetchingNextPage}
      error={query.isError ? { message: query.error.message, retry: () => void query.refetch() } : undefined}
      onMore={() => void query.fetchNextPage()}
    />
  );
}

interface ViewProps {
  canEditDrafts: boolean;
  filters: StudyListFilters;
  options: FilterOptions;
  onFiltersChange(filters: StudyListFilters): void;
  studies: StudyCardData[];
  hasNextPage: boolean;
  /** A new first page is loading (filters changed or a retry). */
  fetching?: boolean;
  fetchingMore?: boolean;
  error?: { message: string; retry(): void };
  onMore?(): void;
}

function StudyListView(props: ViewProps) {
  const { filters, options, onFiltersChange, studies, hasNextPage, error, onMore, canEditDrafts } = props;
  const { fetching = false, fetchingMore = false } = props;
  return (
    <section className={styles.list} aria-busy={fetching || fetchingMore}>
      <StudyFilters filters={filters} options={options} onChange={onFiltersChange} />
      {error ? (
        <p role="alert" className={styles.error}>
          {error.message}{" "}
          <button type="button" onClick={error.retry}>
            Try again
          </button>
        </p>
      ) : null}
      <p className={styles.count} aria-live="polite">
        {fetching ? "Loading studies…" : `${studies.length}${hasNextPage ? "+" : ""} studies`}
      </p>
      {studies.length === 0 && !fetching ? (
        <div className={styles.empty}>
          {Object.values(filters).some((value) => value !== undefined && value !== "" && value !== false) ? (
            <>
              <h2>No studies match</h2>
              <p>Try another search or clear the filters.</p>
              <button type="button" onClick={() => onFiltersChange({})}>
                Clear filters
              </button>
            </>
          ) : (
            <>
              <h2>No studies yet</h2>
              <p>Studies of the projects you have access to appear here.</p>
            </>
          )}
        </div>
      ) : (
        <>
          {/* Outlines skip no level: the cards' h3 titles sit under this (unseen) h2. */}
          <h2 className="visually-hidden">Study list</h2>
          <ul className={`card-grid ${styles.grid}`}>
            {studies.map((study) => (
              <li key={study.id}>
                <StudyCard study={study} canEditDrafts={canEditDrafts} />
              </li>
            ))}
          </ul>
        </>
      )}
      {hasNextPage ? (
        <button type="button" className={styles.more} disabled={fetchingMore} onClick={onMore}>
          {fetchingMore ? "Loading…" : "Show more studies"}
        </button>
      ) : null}
    </section>
  );
}

/** Keeps the address bar in step with the filters so a reload or a shared link shows the same list. */
function syncUrl(filters: StudyListFilters): void {
  const url = new URL(window.location.href);
  for (const key of ["q", "project_id", "template_id", "type_id", "tag", "ai", "status"] as const) {
    const value = filters[key];
    if (value === undefined || value === "") url.searchParams.delete(key);
    else url.searchParams.set(key, String(value));
  }
  window.history.replaceState(window.history.state, "", url);
}
