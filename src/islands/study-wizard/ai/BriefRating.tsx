import type { BriefRatingResponse } from "@/lib/schemas/ai";
import styles from "./Bloom.module.css";

const CRITERION_LABELS: Record<string, string> = {
  objective: "Objective",
  audience: "Audience",
  market: "Market",
  decision: "Decision",
  stimulus: "Stimulus",
  length: "Length",
};

/** Bloom's rating of the brief: the score, which criteria it meets, and what would make it better. */
export default function BriefRating({ rating }: { rating: BriefRatingResponse }) {
  return (
    <section className={styles.panel} aria-labelledby="brief-rating-title" aria-live="polite">
      <h2 id="brief-rating-title">Bloom's rating of your brief</h2>
      <p className={styles.score}>
        <strong>{rating.score}</strong> of 100
      </p>
      <ul className={styles.criteria} aria-label="What the brief says">
        {rating.criteria.map((criterion) => (
          <li key={criterion.key} data-met={criterion.met || undefined}>
            {CRITERION_LABELS[criterion.key] ?? criterion.key}: {criterion.met ? "stated" : "missing"}
            {criterion.evidence ? <q className={styles.evidence}>{criterion.evidence}</q> : null}
          </li>
        ))}
      </ul>
      {rating.suggestions.length > 0 ? (
        <>
          <h3>How to make it better</h3>
          <ol className={styles.suggestions}>
            {rating.suggestions.map((suggestion) => (
              <li key={suggestion}>{suggestion}</li>
            ))}
          </ol>
        </>
      ) : (
        <p>The brief says everything Bloom needs. Continue to add the study materials.</p>
      )}
      <p className={styles.engine}>{rating.engine}</p>
    </section>
  );
}
