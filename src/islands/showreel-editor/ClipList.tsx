import { showreelRuleMessages, type ShowreelClip } from "@/lib/schemas/showreel";
import styles from "./ShowreelEditor.module.css";

interface Props {
  clips: ShowreelClip[];
  editable: boolean;
  onChange: (clips: ShowreelClip[]) => void;
}

const seconds = (clip: ShowreelClip) => `${Math.round(clip.clip_end - clip.clip_start)} s`;

function moved(clips: ShowreelClip[], from: number, to: number): ShowreelClip[] {
  const next = [...clips];
  const [clip] = next.splice(from, 1);
  next.splice(to, 0, clip!);
  return next;
}

/** The clips in reel order, with move up, move down and delete (the last clip cannot be deleted). */
export function ClipList({ clips, editable, onChange }: Props) {
  return (
    <ol className={styles.clips} aria-label="Clips">
      {clips.map((clip, i) => (
        <li key={clip.id} className={styles.clip}>
          <span className={styles.clipNumber} aria-hidden="true">
            {i + 1}
          </span>
          <div className={styles.clipText}>
            <p className={styles.quote}>“{clip.content}”</p>
            <p className={styles.meta}>
              {clip.participant.name}
              {clip.participant.age !== null && `, ${clip.participant.age}`}
              {clip.participant.country && ` · ${clip.participant.country}`} · {seconds(clip)}
            </p>
          </div>
          {editable && (
            <div className={styles.clipActions}>
              <button
                type="button"
                onClick={() => onChange(moved(clips, i, i - 1))}
                disabled={i === 0}
                aria-label={`Move clip ${i + 1} up`}
                title="Move up"
              >
                ↑
              </button>
              <button
                type="button"
                onClick={() => onChange(moved(clips, i, i + 1))}
                disabled={i === clips.length - 1}
                aria-label={`Move clip ${i + 1} down`}
                title="Move down"
              >
                ↓
              </button>
              <button
                type="button"
                onClick={() => onChange(clips.filter((c) => c.id !== clip.id))}
                disabled={clips.length === 1}
                aria-label={`Delete clip ${i + 1}`}
                title={clips.length === 1 ? showreelRuleMessages.lastQuote : "Delete"}
              >
                ✕
              </button>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
