import { QueryClient } from "@tanstack/react-query";
import { CACHE_MAX_AGE_SECONDS } from "../constants";

/**
 * The one QueryClient of the page, shared by its islands. Reads stay fresh for the spec's cache
 * max age (3600 s); identical reads in flight are shared by TanStack Query itself.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: CACHE_MAX_AGE_SECONDS * 1000,
      gcTime: CACHE_MAX_AGE_SECONDS * 1000,
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});
