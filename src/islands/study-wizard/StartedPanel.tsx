import { formatLongDay } from "@/lib/dates";
import { paths } from "@/lib/paths";
import type { Order } from "@/lib/schemas/order";
import ParticipantLink from "@/lib/ui/ParticipantLink";
import own from "./ConfirmStep.module.css";

/** What Start study answers: the study is in preparation, when to expect it, and the participant link. */
export default function StartedPanel({ order, studyId }: { order: Order; studyId: number }) {
  return (
    <section className={own.started} aria-labelledby="started-title" tabIndex={-1} ref={(el) => el?.focus()}>
      <h2 id="started-title">Your study has started</h2>
      <p>
        It is in preparation. Estimated delivery: <strong>{formatLongDay(order.estimated_delivery_at)}</strong>.
      </p>
      {order.participant_link && <ParticipantLink link={order.participant_link} />}
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
