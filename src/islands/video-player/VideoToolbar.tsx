import { lazy, Suspense, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { publishVideo } from "@/lib/api/videos";
import { showSnackbar } from "@/lib/stores/snackbar";
import { type KnownVideo, mergeVideos } from "@/lib/stores/videos";
import { copy } from "./copy";
import { participantLabel } from "@/lib/media-time";
import { videoLink } from "./format";
import type { SubtitleChoice } from "@/lib/ui/PlyrStage";
import { LazyShareDialog } from "@/lib/ui/share-links/LazyShareDialog";
import styles from "./VideoToolbar.module.css";

interface Props {
  video: KnownVideo;
  subtitles: SubtitleChoice;
  onSubtitles(choice: SubtitleChoice): void;
  canPublish: boolean;
}

// Loaded when first opened: most visits of the player never share or download, and the page stays light.
const DownloadDialog = lazy(() => import("./DownloadDialog").then((m) => ({ default: m.DownloadDialog })));

const choices: { value: SubtitleChoice; label: string }[] = [
  { value: "en", label: copy.subtitlesEnglish },
  { value: "original", label: copy.subtitlesOriginal },
  { value: "off", label: copy.subtitlesOff },
];

/**
 * Under the player: subtitle language, publish/unpublish (publish_videos), named share links of a
 * published video, copy link, download.
 */
export function VideoToolbar({ video, subtitles, onSubtitles, canPublish }: Props) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [sharing, setSharing] = useState(false);

  const togglePublished = async () => {
    setBusy(true);
    try {
      const updated = await publishVideo(client, video.id, !video.published);
      mergeVideos([updated]);
      showSnackbar(updated.published ? copy.published : copy.unpublished);
    } catch (error) {
      showSnackbar(error instanceof Error ? error.message : String(error), "error");
    } finally {
      setBusy(false);
    }
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(videoLink(window.location.href, video.id));
      showSnackbar(copy.linkCopied);
    } catch {
      showSnackbar(copy.linkNotCopied, "error");
    }
  };

  return (
    <div className={styles.toolbar}>
      <div className={styles.segmented} role="group" aria-label={copy.subtitles}>
        <span className={styles.groupLabel}>{copy.subtitles}</span>
        {choices.map((choice) => (
          <button
            key={choice.value}
            type="button"
            aria-pressed={subtitles === choice.value}
            disabled={choice.value !== "off" && !video.video.subtitles[choice.value]}
            onClick={() => onSubtitles(choice.value)}
          >
            {choice.label}
          </button>
        ))}
      </div>
      <div className={styles.actions}>
        {canPublish ? (
          <button type="button" className="button" onClick={() => void togglePublished()} disabled={busy}>
            {video.published ? copy.unpublish : copy.publish}
          </button>
        ) : null}
        {video.published ? (
          <button type="button" className="button" onClick={() => setSharing(true)}>
            {copy.shareLinks}
          </button>
        ) : null}
        <button type="button" className="button" onClick={() => void copyLink()}>
          {copy.copyLink}
        </button>
        {video.video.download_url ? (
          <button type="button" className="button" onClick={() => setDownloading(true)}>
            {copy.download}
          </button>
        ) : null}
      </div>
      <LazyShareDialog
        open={sharing && video.published}
        target={{ kind: "video", id: video.id }}
        canManage={canPublish}
        onClose={() => setSharing(false)}
      />
      {downloading && video.video.download_url ? (
        <Suspense fallback={null}>
          <DownloadDialog
            open
            url={video.video.download_url}
            participant={participantLabel(video.participant)}
            onClose={() => setDownloading(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
