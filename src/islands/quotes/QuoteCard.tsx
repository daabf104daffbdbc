import { formatClock, participantLabel } from "@/lib/media-time";
import type { Quote } from "@/lib/schemas/quote";
import { QuoteActions, type ShowreelTarget } from "./QuoteActions";
import styles from "./QuoteSearch.module.css";

/**
 * One quote: who said it, to which task, when, and what (matched words marked). `highlight` is
 * HTML the API built by escaping the text and adding only <mark> elements, so it is safe to set.
 * With `showreel`, the card offers "add to showreel".
 */
export function QuoteCard({ quote, showreel }: { quote: Quote; showreel?: ShowreelTarget }) {
  return (
    <article className={styles.card} aria-labelledby={`quote-${quote.id}-who`}>
      <header className={styles.cardHead}>
        <p id={`quote-${quote.id}-who`} className={styles.who}>
          {participantLabel(quote.participant)}
        </p>
        <p className={styles.time}>
          {formatClock(quote.start)}–{formatClock(quote.end)}
        </p>
      </header>
      {quote.task ? <p className={styles.task}>{quote.task.text}</p> : null}
      <blockquote className={styles.content} dangerouslySetInnerHTML={{ __html: `“${quote.highlight}”` }} />
      <QuoteActions quote={quote} showreel={showreel} />
    </article>
  );
}
