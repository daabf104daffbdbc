import { QueryProvider } from "@/lib/api/QueryProvider";
import type { Quote } from "@/lib/schemas/quote";
import type { ShowreelTarget } from "./QuoteActions";
import { QuoteCard } from "./QuoteCard";

/**
 * A quote on a page of its own (a segment's quote page) for people who may edit showreels: its
 * "add to showreel" reads the study's showreels through TanStack Query, which a quotes list
 * provides to its cards and this card provides itself.
 */
export function StandaloneQuoteCard({ quote, showreel }: { quote: Quote; showreel: ShowreelTarget }) {
  return (
    <QueryProvider>
      <QuoteCard quote={quote} showreel={showreel} />
    </QueryProvider>
  );
}
