import { quotePlayPath } from "@/lib/media-time";
import type { Quote } from "@/lib/schemas/quote";
import AddToShowreel from "@/lib/ui/AddToShowreel";
import styles from "./QuoteSearch.module.css";

/** Where "add to showreel" may put a quote: shown only to people who may edit showreels. */
export interface ShowreelTarget {
  /** A new showreel is made for this segment (a single segment's page). */
  segmentId?: number;
}

/**
 * The actions under a quote: play it in its interview (the segment's transcript page at the
 * quote's start), then add it to a showreel when `showreel` is given.
 */
export function QuoteActions({ quote, showreel }: { quote: Quote; showreel?: ShowreelTarget }) {
  const play = quotePlayPath(quote);
  return (
    <div className={styles.actions} data-quote-actions={quote.id}>
      {play ? (
        <a className={styles.play} href={play}>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
            <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
          </svg>
          Play<span className="visually-hidden"> this quote in the interview</span>
        </a>
      ) : null}
      {showreel ? <AddToShowreel studyId={quote.study_id} quoteId={quote.id} segmentId={showreel.segmentId} /> : null}
    </div>
  );
}
