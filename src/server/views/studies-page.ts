/** What /studies shows first (001 §2): the first page of cards for the address's filters, and the filter options. */
import { type StudyCardPage, studyListQuerySchema, type StudyListQuery } from "@/lib/schemas/study";
import type { AccessContext } from "../access/access-context";
import { db } from "../db/client";
import { studyCardPage } from "../services/studies/cards";
import { type StudyFilterOptions, studyFilterOptions } from "../services/studies/filters";

/** Cards on the first page (and on each "Show more"). */
const CARDS_PER_PAGE = 24;

export type StudyListFilters = Omit<StudyListQuery, "cursor" | "limit">;

export interface StudiesPageView {
  filters: StudyListFilters;
  page: StudyCardPage;
  options: StudyFilterOptions;
}

/**
 * The list for the address's query. Each unknown or malformed filter is dropped on its own (the
 * others still apply) rather than failing the page.
 */
export async function studiesPage(context: AccessContext, searchParams: URLSearchParams): Promise<StudiesPageView> {
  const shape = studyListQuerySchema.shape;
  const raw = Object.fromEntries(
    [...searchParams].filter(
      ([key, value]) =>
        key in shape &&
        key !== "cursor" &&
        key !== "limit" &&
        shape[key as keyof typeof shape].safeParse(value).success,
    ),
  );
  const query = studyListQuerySchema.parse({ ...raw, limit: CARDS_PER_PAGE });
  const { cursor, limit, ...filters } = query;
  const [page, options] = await Promise.all([studyCardPage(db(), context, query), studyFilterOptions(db(), context)]);
  return { filters, page, options };
}
