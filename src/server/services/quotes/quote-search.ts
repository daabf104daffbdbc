import { type SQL, sql } from "drizzle-orm";
import type { QuoteSearchMode } from "@/lib/schemas/quote";
import { escapeHtml } from "../../util/text";

/**
 * The tsquery of a quote search (001 §2 search_mode):
 * - `all`: every word must occur (web-search syntax: "quoted phrase", `or`, `-word`);
 * - `any`: at least one of the words;
 * - `phrase`: the words in this order, next to each other.
 * Words are stemmed with the English dictionary, so "prices" finds "price" and "pricing".
 */
export function searchQuery(search: string, mode: QuoteSearchMode): SQL {
  switch (mode) {
    case "phrase":
      return sql`phraseto_tsquery('english', ${search})`;
    // plainto_tsquery quotes every lexeme, so its only operators are the & it puts between words.
    case "any":
      return sql`replace(plainto_tsquery('english', ${search})::text, ' & ', ' | ')::tsquery`;
    default:
      return sql`websearch_to_tsquery('english', ${search})`;
  }
}

// Control characters cannot occur in spoken text; the content is stripped of them anyway, so a
// marker is always one ts_headline put there.
const START = "\u0001";
const STOP = "\u0002";

/** ts_headline of the whole content with the matched words between the markers that toHighlightHtml reads. */
export function headline(content: SQL, query: SQL): SQL {
  return sql`ts_headline('english', regexp_replace(${content}, '[\\x01\\x02]', '', 'g'), ${query},
    ${`HighlightAll=true, StartSel=${START}, StopSel=${STOP}`})`;
}

/** Safe HTML of a headline: the text escaped first, then the markers turned into `<mark>`. */
export function toHighlightHtml(marked: string): string {
  return escapeHtml(marked).replaceAll(START, "<mark>").replaceAll(STOP, "</mark>");
}
