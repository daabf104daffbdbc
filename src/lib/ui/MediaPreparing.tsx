import { shellMessages } from "@/lib/messages/shell";
import type { MediaPreparing as Counts } from "../schemas/video";
import styles from "./PlyrStage.module.css";

/**
 * What stands where a video will play while its file is not there yet: the player's frame, the
 * poster when there is one, a spinner and one line saying why (`state` names it for tests).
 */
export function MediaWaiting({ text, poster, state }: { text: string; poster?: string | null; state: string }) {
  return (
    <div className={`${styles.stage} ${styles.preparing}`} role="status" data-state={state}>
      {poster ? <img src={poster} alt="" className={styles.poster} /> : null}
      <p>
        <span className={styles.spinner} aria-hidden="true" />
        {text}
      </p>
    </div>
  );
}

/** A video whose file is still being made, with how many of the client's videos are ready. */
export function MediaPreparing({ preparing, poster }: { preparing: Counts; poster?: string | null }) {
  return (
    <MediaWaiting
      text={shellMessages.videoPreparing(preparing.ready, preparing.total)}
      poster={poster}
      state="preparing"
    />
  );
}
