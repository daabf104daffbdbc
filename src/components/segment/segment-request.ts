import type { SegmentRequest } from "@/server/views/segment-page";
import { quoteFiltersOf } from "../quotes/quote-page-filters";

/** What a segment page reads of its address's query: cross-segment browsing and the quotes filters. */
export function segmentRequestOf(url: URL): SegmentRequest {
  return {
    crossSegmentsParam: url.searchParams.get("cross_segments_enabled") === "true",
    quoteFilters: quoteFiltersOf(url),
  };
}
