import { quotePlayPath } from "@/lib/media-time";
import type { Quote } from "@/lib/schemas/quote";
import styles from "./QuoteSearch.module.css";

/**
 * The actions under a quote: play it in its interview (the segment's transcript page at the
 * quote's start). The "add to showreel" button of the showreels feature belongs here, after Play.
 */
export function QuoteActions({ quote }: { quote: Quote }) {
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
    </div>
  );
}
