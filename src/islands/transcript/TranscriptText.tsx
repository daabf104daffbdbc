import { memo } from "react";
import type { Transcript } from "@/lib/schemas/interview";
import { formatClock } from "@/lib/media-time";
import styles from "./InterviewTranscript.module.css";

interface Props {
  transcript: Transcript;
  active: number;
  onSeek(index: number): void;
}

/**
 * Sections, their tasks, and the spoken sentences as buttons (Tab reaches them, Enter or Space
 * seeks). The active sentence carries aria-current. Sentence numbers follow spoken order.
 */
export const TranscriptText = memo(function TranscriptText({ transcript, active, onSeek }: Props) {
  let index = 0;
  if (transcript.sections.length === 0) return <p className={styles.empty}>This interview has no transcript yet.</p>;
  return (
    <>
      {transcript.sections.map((section, s) => (
        <section key={s} className={styles.section}>
          <h3 className={styles.sectionTitle}>{section.title ?? `Part ${s + 1}`}</h3>
          {section.tasks.map((task, t) => (
            <div key={t} className={styles.task}>
              <h4 className={styles.taskTitle}>
                <span className={styles.stamp}>{formatClock(task.start)}</span> {task.title ?? ""}
              </h4>
              <p className={styles.chunks}>
                {task.chunks.map((chunk) => {
                  const i = index++;
                  return (
                    <button
                      key={i}
                      type="button"
                      className={styles.chunk}
                      data-chunk={i}
                      aria-current={i === active ? "true" : undefined}
                      title={`Play from ${formatClock(chunk.start)}`}
                      onClick={() => onSeek(i)}
                    >
                      {chunk.text}
                    </button>
                  );
                })}
              </p>
            </div>
          ))}
        </section>
      ))}
    </>
  );
});
