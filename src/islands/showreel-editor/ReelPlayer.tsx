import { mediaIdentity } from "@/lib/api/media-renewal";
import type { Showreel } from "@/lib/schemas/showreel";
import { MediaPreparing, MediaWaiting } from "@/lib/ui/MediaPreparing";
import { PlyrStage } from "@/lib/ui/PlyrStage";
import type { PlayableVideo } from "@/lib/ui/video-markup";
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
  if (showreel.preparing && showreel.status !== "READY") {
    return <MediaPreparing preparing={showreel.preparing} poster={showreel.thumbnail} />;
  }
  if (showreel.status !== "READY" || !showreel.combined_url) {
    return (
      <MediaWaiting
        text="Rendering the showreel… this takes a few seconds."
        poster={showreel.thumbnail}
        state="rendering"
      />
    );
  }
  // A new render is a new player (its address, without expiry and signature, is another file's);
  // a renewed address of the same render is swapped in place by the player.
  return (
    <div className={styles.video}>
      <PlyrStage
        key={mediaIdentity(showreel.combined_url)}
        video={playable(showreel)}
        subtitles={showreel.caption_language}
        autoPlay={false}
        onPlayingChange={() => undefined}
      />
    </div>
  );
}

/** A rendered reel as the portal's player takes a video: its one file and its subtitle tracks, if it has them. */
function playable(showreel: Showreel): PlayableVideo {
  return {
    id: showreel.id,
    study_id: showreel.study_id,
    thumbnail: showreel.thumbnail,
    video: {
      combined_url: showreel.combined_url,
      subtitles: showreel.subtitle_tracks,
    },
  };
}
