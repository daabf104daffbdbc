import { useInfiniteQuery } from "@tanstack/react-query";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { QueryProvider } from "@/lib/api/QueryProvider";
import { type StudyListFilters, type StudyCardPage, studyListQuery } from "@/lib/api/studies";
import { StudyCard } from "./StudyCard";
import { type FilterOptions, StudyFilters } from "./StudyFilters";
import styles from "./StudyList.module.css";

interface Props {
  initialFilters: StudyListFilters;
  /** The server-rendered first page, as JSON (cheaper for Astro to serialize than the object). */
  initialPageJson: string;
  options: FilterOptions;
}

/** The study list's search and filters: server-rendered first page, then TanStack Query against /api/v3/studies. */
export default function StudyList(props: Props) {
  return (
    <QueryProvider>
      <StudyListBody {...props} />
    </QueryProvider>
  );
}

function StudyListBody({ initialFilters, initialPageJson, options }: Props) {
  const initialPage = useMemo(() => JSON.parse(initialPageJson) as StudyCardPage, [initialPageJson]);
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

  const studies = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <section className={styles.list} aria-busy={query.isFetching}>
      <StudyFilters filters={filters} options={options} onChange={setFilters} />
      {query.isError ? (
        <p role="alert" className={styles.error}>
          {query.error.message}{" "}
          <button type="button" onClick={() => void query.refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      <p className={styles.count} aria-live="polite">
        {query.isFetching && !query.isFetchingNextPage
          ? "Loading studies…"
          : `${studies.length}${query.hasNextPage ? "+" : ""} studies`}
      </p>
      {studies.length === 0 && !query.isFetching ? (
        <div className={styles.empty}>
          <h2>No studies match</h2>
          <p>Try another search or clear the filters.</p>
          <button type="button" onClick={() => setFilters({})}>
            Clear filters
          </button>
        </div>
      ) : (
        <ul className={styles.grid}>
          {studies.map((study) => (
            <li key={study.id}>
              <StudyCard study={study} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <button
          type="button"
          className={styles.more}
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? "Loading…" : "Show more studies"}
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
