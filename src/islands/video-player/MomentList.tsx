import type { ReactNode } from "react";
import { formatClock } from "@/lib/media-time";
import styles from "./MomentList.module.css";

/** A moment of the video the person can jump to. */
export interface Moment {
  key: string;
  start: number | null;
  end: number | null;
  label: ReactNode;
  /** Smaller moments under this one (the subtasks of a task). */
  children?: Moment[];
}

interface Props {
  title: string;
  moments: Moment[];
  empty: string;
  onSeek(seconds: number): void;
}

function MomentItem({ moment, onSeek }: { moment: Moment; onSeek(seconds: number): void }) {
  const { start, end } = moment;
  return (
    <li>
      {start === null ? (
        <span className={styles.moment} aria-disabled="true">
          <span className={styles.time}>–</span>
          <span>{moment.label}</span>
        </span>
      ) : (
        <button type="button" className={styles.moment} onClick={() => onSeek(start)}>
          <span className={styles.time}>
            {formatClock(start)}
            {end !== null ? `–${formatClock(end)}` : ""}
          </span>
          <span>{moment.label}</span>
        </button>
      )}
      {moment.children?.length ? (
        <ul className={styles.subMoments}>
          {moment.children.map((child) => (
            <MomentItem key={child.key} moment={child} onSeek={onSeek} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** A titled list of moments (clips, tasks, showreel clips); clicking one seeks the player there. */
export function MomentList({ title, moments, empty, onSeek }: Props) {
  return (
    <section className={styles.moments} aria-label={title}>
      <h3>
        {title} <span className={styles.count}>{moments.length}</span>
      </h3>
      {moments.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ul>
          {moments.map((moment) => (
            <MomentItem key={moment.key} moment={moment} onSeek={onSeek} />
          ))}
        </ul>
      )}
    </section>
  );
}
