import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { CACHE_MAX_AGE_SECONDS } from "../constants";
import { apiGet } from "./client";
import { mediaRenewalDelay } from "./media-renewal";

/*
 * Cached reads of 001 §7 / 000 §7: a read is kept 3600 s per path and parameters, identical reads
 * in flight are shared (TanStack Query runs one fetch per key), `force` bypasses the cache, and a
 * successful update clears the study, project, task and audience-settings reads.
 */

export type ReadParams = Record<string, string | number | boolean | undefined | null>;
type Fetcher = <T>(path: string, params: ReadParams, signal?: AbortSignal) => Promise<T>;

const CACHE_MS = CACHE_MAX_AGE_SECONDS * 1000;

/** The cache key of a read: its path and its non-empty parameters, so `{a: undefined}` equals `{}`. */
export function readKey(path: string, params: ReadParams = {}) {
  const kept = Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== "");
  return ["api", path, Object.fromEntries(kept)] as const;
}

/** Query options of a cached read (for useQuery); `fetcher` is the API client unless a test swaps it. */
export function cachedReadOptions<T>(path: string, params: ReadParams = {}, fetcher: Fetcher = apiGet) {
  return queryOptions({
    queryKey: readKey(path, params),
    queryFn: ({ signal }) => fetcher<T>(path, params, signal),
    // A read holding signed media addresses is fresh only until they are due for renewal, and an
    // open one (a playing video's) renews them by itself before they expire.
    staleTime: (query) => Math.min(CACHE_MS, mediaRenewalDelay(query.state.data) ?? CACHE_MS),
    refetchInterval: (query) => mediaRenewalDelay(query.state.data) ?? false,
    // No gcTime here: the client's default is 3600 s in the browser and none on the server, where
    // a finite one would keep each render's client and data alive in a timer (query-client.ts).
  });
}

/**
 * A cached read outside React: the cached answer while younger than 3600 s, else one fetch shared
 * by every caller asking at the same time. `force` refetches even when the cache is fresh.
 */
export function cachedRead<T>(
  client: QueryClient,
  path: string,
  params: ReadParams = {},
  options: { force?: boolean; fetcher?: Fetcher } = {},
): Promise<T> {
  const read = cachedReadOptions<T>(path, params, options.fetcher);
  return client.query(options.force ? { ...read, staleTime: 0 } : read);
}

// Reads an update can change (001 §7): studies (with their participant videos), projects, tasks, audience settings.
const RELATED = /^\/(v\d+\/)?(studies|projects|segments)(\/|$)|\/tasks(\/|$|\?)|\/audience_settings(\/|$)/;

/**
 * After a successful update: marks the related cached reads stale (active ones refetch at once,
 * the rest on their next use), plus the reads of `paths` (e.g. the updated video itself).
 */
export function invalidateAfterUpdate(client: QueryClient, paths: string[] = []): Promise<void> {
  return client.invalidateQueries({
    predicate: ({ queryKey }) => {
      if (queryKey[0] !== "api" || typeof queryKey[1] !== "string") return false;
      return RELATED.test(queryKey[1]) || paths.includes(queryKey[1]);
    },
  });
}
