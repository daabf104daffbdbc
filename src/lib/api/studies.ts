import { infiniteQueryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { cursorMetaSchema } from "../schemas/common";
import type { StudyCardPage, StudyListQuery, StudySummary } from "../schemas/study";
import { apiGet } from "./client";

export type StudyListFilters = Omit<StudyListQuery, "cursor" | "limit">;
export interface StudyListPage<T = StudySummary> {
  data: T[];
  meta: z.infer<typeof cursorMetaSchema>;
}

/** GET /api/v3/studies: one page of the study list. */
export function fetchStudies(filters: StudyListFilters, cursor: string | undefined, signal?: AbortSignal) {
  return apiGet<StudyListPage>("/v3/studies", { ...filters, cursor, limit: 24 }, signal);
}

/** The study list as an infinite query keyed by its filters. */
export function studyListQuery(filters: StudyListFilters) {
  return infiniteQueryOptions<StudyCardPage, Error, { pages: StudyCardPage[] }, unknown[], string | undefined>({
    queryKey: ["studies", "list", filters],
    queryFn: ({ pageParam, signal }) => fetchStudies(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.next_cursor ?? undefined,
  });
}
