import { messages } from "../messages";
import type { MediaPreparing as Counts } from "../schemas/video";
import styles from "./PlyrStage.module.css";

/**
 * What stands where a video will play while its file is still being made: the player's frame,
 * the poster when there is one, and how many of the client's videos are ready.
 */
export function MediaPreparing({ preparing, poster }: { preparing: Counts; poster?: string | null }) {
  return (
    <div className={`${styles.stage} ${styles.preparing}`} role="status" data-state="preparing">
      {poster ? <img src={poster} alt="" className={styles.poster} /> : null}
      <p>
        <span className={styles.spinner} aria-hidden="true" />
        {messages.videoPreparing(preparing.ready, preparing.total)}
      </p>
    </div>
  );
}
