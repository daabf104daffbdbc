import { QueryClient } from "@tanstack/react-query";
import { CACHE_MAX_AGE_SECONDS } from "../constants";

// Reads stay fresh for the spec's cache max age (3600 s); identical reads in flight are shared by
// TanStack Query itself.
const options = {
  defaultOptions: {
    queries: {
      staleTime: CACHE_MAX_AGE_SECONDS * 1000,
      gcTime: CACHE_MAX_AGE_SECONDS * 1000,
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
};

let shared: QueryClient | undefined;

/**
 * The page's one QueryClient in the browser, shared by its islands (and by code that invalidates
 * reads after an update). Browser-only: on the server a module-level cache would outlive the
 * request and serve one person's reads to the next person's page.
 */
export function pageQueryClient(): QueryClient {
  if (typeof window === "undefined")
    throw new Error("pageQueryClient() is browser-only; render islands in QueryProvider");
  return (shared ??= new QueryClient(options));
}

// A server render's client: no garbage-collection timer (gcTime Infinity schedules none), so the
// client and its data are freed with the render. A finite gcTime would keep every render's client
// alive in a timer for that long: 3600 s of rendered pages in memory.
const serverOptions = {
  defaultOptions: { queries: { ...options.defaultOptions.queries, gcTime: Number.POSITIVE_INFINITY } },
};

/** The client an island renders with: the page's shared one in the browser, a fresh one per server render. */
export function renderQueryClient(): QueryClient {
  return typeof window === "undefined" ? new QueryClient(serverOptions) : pageQueryClient();
}
