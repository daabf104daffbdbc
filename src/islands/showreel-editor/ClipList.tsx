import { showreelRuleMessages } from "@/lib/messages/pages";
import type { ShowreelClip } from "@/lib/schemas/showreel";
import styles from "./ShowreelEditor.module.css";
import { TrimField } from "./TrimField";
import { clipLength, formatSeconds, quoteLength, trimOffsets, trimmed, trimProblem } from "./trims";

interface Props {
  clips: ShowreelClip[];
  editable: boolean;
  onChange: (clips: ShowreelClip[]) => void;
}

function moved(clips: ShowreelClip[], from: number, to: number): ShowreelClip[] {
  const next = [...clips];
  const [clip] = next.splice(from, 1);
  next.splice(to, 0, clip!);
  return next;
}

/** How long the clip plays, and of how much when it is trimmed. */
function lengthOf(clip: ShowreelClip): string {
  const whole = quoteLength(clip);
  const played = clipLength(clip);
  return Math.abs(whole - played) < 0.05
    ? formatSeconds(played)
    : `${formatSeconds(played)} of ${formatSeconds(whole)}`;
}

/**
 * The clips in reel order, with move up, move down, delete (the last clip cannot be deleted) and
 * the trims: where each clip starts and ends inside its quote.
 */
export function ClipList({ clips, editable, onChange }: Props) {
  const replace = (clip: ShowreelClip) => onChange(clips.map((c) => (c.id === clip.id ? clip : c)));
  return (
    <ol className={styles.clips} aria-label="Clips">
      {clips.map((clip, i) => {
        const offsets = trimOffsets(clip);
        const problem = editable ? trimProblem(clip) : null;
        const name = `clip ${i + 1}`;
        return (
          <li key={clip.id} className={styles.clip} data-clip={clip.id}>
            <span className={styles.clipNumber} aria-hidden="true">
              {i + 1}
            </span>
            <div className={styles.clipText}>
              <p className={styles.quote}>“{clip.content}”</p>
              <p className={styles.meta}>
                {clip.participant.name}
                {clip.participant.age !== null && `, ${clip.participant.age}`}
                {clip.participant.country && ` · ${clip.participant.country}`} ·{" "}
                <span data-testid="clip-length">{lengthOf(clip)}</span>
              </p>
            </div>
            {editable && (
              <div className={styles.clipActions}>
                <button
                  type="button"
                  onClick={() => onChange(moved(clips, i, i - 1))}
                  disabled={i === 0}
                  aria-label={`Move ${name} up`}
                  title="Move up"
                >
                  ↑
                </button>
                <button
                  type="button"
                  onClick={() => onChange(moved(clips, i, i + 1))}
                  disabled={i === clips.length - 1}
                  aria-label={`Move ${name} down`}
                  title="Move down"
                >
                  ↓
                </button>
                <button
                  type="button"
                  onClick={() => onChange(clips.filter((c) => c.id !== clip.id))}
                  disabled={clips.length === 1}
                  aria-label={`Delete ${name}`}
                  title={clips.length === 1 ? showreelRuleMessages.lastQuote : "Delete"}
                >
                  ✕
                </button>
              </div>
            )}
            {editable && (
              <fieldset className={styles.trims}>
                <legend className="visually-hidden">Trim {name}</legend>
                <TrimField
                  label="Start"
                  name={name}
                  value={offsets.start}
                  max={Math.round(quoteLength(clip) * 10) / 10}
                  invalid={problem !== null}
                  describedBy={problem ? `clip-${clip.id}-problem` : undefined}
                  onChange={(seconds) => replace(trimmed(clip, "start", seconds))}
                />
                <TrimField
                  label="End"
                  name={name}
                  value={offsets.end}
                  max={Math.round(quoteLength(clip) * 10) / 10}
                  invalid={problem !== null}
                  describedBy={problem ? `clip-${clip.id}-problem` : undefined}
                  onChange={(seconds) => replace(trimmed(clip, "end", seconds))}
                />
                {problem && (
                  <p id={`clip-${clip.id}-problem`} className={styles.trimProblem} role="alert">
                    {problem}
                  </p>
                )}
              </fieldset>
            )}
          </li>
        );
      })}
    </ol>
  );
}
