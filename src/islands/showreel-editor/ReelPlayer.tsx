import type Plyr from "plyr";
import { useEffect, useRef, useState } from "react";
import { escapeHtml as escape } from "@/lib/html";
import type { Showreel } from "@/lib/schemas/showreel";
import { mediaIdentity } from "@/lib/api/media-renewal";
import { MediaPreparing } from "@/lib/ui/MediaPreparing";
import { createPlayer } from "@/lib/ui/plyr-player";
import { renewSource, renewTracks } from "@/lib/ui/renew-media-source";
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
      <div className={styles.stage} role="status" data-state="rendering">
        <span className={styles.spinner} aria-hidden="true" />
        <p>Rendering the showreel… this takes a few seconds.</p>
      </div>
    );
  }
  // A new render is a new ReelVideo; a renewed address of the same render is swapped in place.
  return <ReelVideo key={mediaIdentity(showreel.combined_url)} showreel={showreel} />;
}

/** The rendered reel's <video> as HTML: React renders it once and the player takes it over. */
function reelMarkup(showreel: Showreel): string {
  const attributes = [
    "playsinline",
    `preload="metadata"`,
    `src="${escape(showreel.combined_url!)}"`,
    showreel.thumbnail ? `poster="${escape(showreel.thumbnail)}"` : "",
    `aria-label="${escape(`Showreel: ${showreel.title}`)}"`,
  ].filter(Boolean);
  const track = showreel.subtitles
    ? `<track kind="subtitles" srclang="en" label="English" src="${escape(showreel.subtitles)}">`
    : "";
  return `<video ${attributes.join(" ")}>${track}</video>`;
}

/** A ready reel in the portal's player (the one participant videos play in). */
function ReelVideo({ showreel }: { showreel: Showreel }) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(showreel.combined_url);
  latest.current = showreel.combined_url;
  useEffect(() => {
    const container = host.current;
    const element = container?.querySelector("video");
    if (!container || !element) return;
    let instance: Plyr | null = null;
    let cancelled = false;
    // An address that expired while playing: continue from the renewed one, at the same moment.
    element.addEventListener("error", () => renewSource(element, latest.current));
    void createPlayer(element, container, { captions: false }, () => cancelled).then((created) => {
      instance = created;
    });
    return () => {
      cancelled = true;
      instance?.destroy();
    };
  }, []);
  useEffect(() => {
    const element = host.current?.querySelector("video");
    if (!element) return;
    if (showreel.subtitles) renewTracks(element, { en: showreel.subtitles });
    if (element.paused || element.error) renewSource(element, showreel.combined_url);
  }, [showreel.combined_url, showreel.subtitles]);
  // Rendered once (a new render is a new ReelVideo): React must never rewrite what plyr took over.
  const [markup] = useState(() => ({ __html: reelMarkup(showreel) }));
  return <div ref={host} className={styles.video} dangerouslySetInnerHTML={markup} />;
}
