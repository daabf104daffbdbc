import { useState } from "react";
import { formatLongDay } from "@/lib/dates";
import { paths } from "@/lib/paths";
import type { Order } from "@/lib/schemas/order";
import own from "./ConfirmStep.module.css";

/** What Start study answers: the study is in preparation, when to expect it, and the participant link. */
export default function StartedPanel({ order, studyId }: { order: Order; studyId: number }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("Link copied");
    } catch {
      setCopied("The link could not be copied: select it and copy it by hand.");
    }
  };
  return (
    <section className={own.started} aria-labelledby="started-title" tabIndex={-1} ref={(el) => el?.focus()}>
      <h2 id="started-title">Your study has started</h2>
      <p>
        It is in preparation. Estimated delivery: <strong>{formatLongDay(order.estimated_delivery_at)}</strong>.
      </p>
      {order.participant_link && (
        <div className={own.link}>
          <label className="field">
            <span>Participant link</span>
            <input readOnly value={order.participant_link} onFocus={(e) => e.target.select()} />
          </label>
          <div className={own.linkActions}>
            <button type="button" className="button" onClick={() => void copy(order.participant_link!)}>
              Copy link
            </button>
            <a className="button" href={order.participant_link} target="_blank" rel="noreferrer">
              Open the participant page
            </a>
          </div>
          <p role="status">{copied}</p>
        </div>
      )}
      <div className={own.linkActions}>
        <a className="button primary" href={paths.study(studyId, "details")}>
          Go to the study
        </a>
        <a className="button" href={paths.studies()}>
          Back to studies
        </a>
      </div>
    </section>
  );
}
