import { formatDay } from "@/lib/dates";
import type { StudyCard as StudyCardData } from "@/lib/schemas/study";
import { statusLabel } from "@/lib/study-status";
import styles from "./StudyList.module.css";

/**
 * One study in the list: status, title, project and what it produced; a draft the member may edit
 * opens its wizard where it was left ("Continue editing").
 */
export function StudyCard({ study, canEditDrafts }: { study: StudyCardData; canEditDrafts: boolean }) {
  const draft = study.status === "DRAFT";
  const editable = draft && canEditDrafts;
  const href = editable
    ? `/studies/${study.id}/edit`
    : draft
      ? `/studies/${study.id}/details`
      : `/studies/${study.id}/summary`;
  return (
    <a className={styles.card} href={href}>
      <span className="badge" data-status={study.display_status_code}>
        {statusLabel(study.display_status_code)}
      </span>
      <h3>{study.title}</h3>
      <p className={styles.meta}>
        {study.project.title} · {formatDay(study.created_at)}
      </p>
      {editable ? (
        <span className={styles.continue}>Continue editing →</span>
      ) : (
        <p className={styles.counts}>
          {study.counts.interviews} interviews · {study.counts.quotes} quotes · {study.counts.insights} insights
        </p>
      )}
    </a>
  );
}
