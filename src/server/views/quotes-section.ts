/**
 * What the quotes list of a study, a segment or a segment group shows first: the first page for
 * the address's filters, the filter options, and whether quotes offer "add to showreel".
 */
import { QUOTES_PER_PAGE } from "@/lib/constants";
import type { QuoteFilterOptions, QuoteList, QuoteListQuery } from "@/lib/schemas/quote";
import type { AccessContext } from "../access/access-context";
import { db } from "../db/client";
import { quoteFilterOptions } from "../services/quotes/quote-filter-options";
import { listQuotes } from "../services/quotes/quotes";
import { mayEditShowreels } from "../services/showreels/showreel-writes";

/** The filters a page address can carry (quote-page-filters.ts reads them). */
export type QuotePageFilters = Partial<
  Pick<QuoteListQuery, "search" | "search_mode" | "segment_ids" | "task_ids" | "subtask_ids" | "objective_ids">
>;

export interface QuotesSectionView {
  /** The study, and the segments when they are fixed (a segment page without cross-segment browsing). */
  scope: { study_id: number; segment_ids?: number[] };
  filters: QuotePageFilters;
  page: QuoteList;
  options: QuoteFilterOptions;
  canEditShowreels: boolean;
}

/**
 * The section for a study (or these segments of it). Cross-segment browsing (the study's flag, or
 * cross_segments_enabled=true) makes the page's segments the segment filter's starting value
 * instead of a fixed scope. The study has been found through the access context by the page, which
 * passes its number of quotes as it read it (`studyQuotes`) so that it is not read again.
 */
export async function quotesSection(
  context: AccessContext,
  place: { studyId: number; segmentIds?: number[]; crossSegments?: boolean; studyQuotes?: number },
  fromUrl: QuotePageFilters,
): Promise<QuotesSectionView> {
  const { studyId, segmentIds, crossSegments = false } = place;
  const fixed = crossSegments ? undefined : segmentIds;
  const filters = crossSegments ? { ...fromUrl, segment_ids: fromUrl.segment_ids ?? segmentIds } : fromUrl;
  const scope = { study_id: studyId, ...(fixed ? { segment_ids: fixed } : {}) };
  const [page, options] = await Promise.all([
    listQuotes(
      db(),
      context,
      {
        ...filters,
        ...scope,
        segment_ids: fixed ?? filters.segment_ids,
        limit: QUOTES_PER_PAGE,
        search_mode: filters.search_mode ?? "all",
      },
      place.studyQuotes,
    ),
    quoteFilterOptions(db(), studyId),
  ]);
  return { scope, filters, page, options, canEditShowreels: mayEditShowreels(context) };
}
