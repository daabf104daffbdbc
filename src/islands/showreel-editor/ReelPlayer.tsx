import type { Showreel } from "@/lib/schemas/showreel";
import styles from "./ShowreelEditor.module.css";

interface Props {
  showreel: Showreel;
  /** Unsaved changes: playback waits until they are saved (001 §4). */
  editing: boolean;
  onRetry: () => void;
  busy: boolean;
}

/** The reel's video, or what stands in its place: unsaved changes, rendering, or a failed render. */
export function ReelPlayer({ showreel, editing, onRetry, busy }: Props) {
  if (editing) {
    return (
      <div className={styles.stage} role="status" data-state="editing">
        <p>Save your changes to play the showreel.</p>
      </div>
    );
  }
  if (showreel.status === "ERROR") {
    return (
      <div className={styles.stage} role="alert" data-state="error">
        <p>The showreel could not be rendered. {showreel.error}</p>
        <button type="button" className={styles.primary} onClick={onRetry} disabled={busy}>
          Try again
        </button>
      </div>
    );
  }
  if (showreel.status !== "READY" || !showreel.combined_url) {
    return (
      <div className={styles.stage} role="status" data-state="rendering">
        <span className={styles.spinner} aria-hidden="true" />
        <p>Rendering the showreel… this takes a few seconds.</p>
      </div>
    );
  }
  return (
    <video
      key={showreel.combined_url}
      className={styles.video}
      controls
      playsInline
      preload="metadata"
      poster={showreel.thumbnail ?? undefined}
      src={showreel.combined_url}
      aria-label={`Showreel: ${showreel.title}`}
    >
      {showreel.subtitles && <track kind="subtitles" srcLang="en" label="English" src={showreel.subtitles} />}
    </video>
  );
}
