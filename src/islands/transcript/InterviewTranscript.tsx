import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Transcript } from "@/lib/schemas/interview";
import { renewedVideoUrl } from "@/lib/api/interviews";
import { formatClock } from "@/lib/media-time";
import { renewSource } from "@/lib/ui/renew-media-source";
import styles from "./InterviewTranscript.module.css";
import { TranscriptText } from "./TranscriptText";
import { chunkAt, flattenChunks } from "./transcript-chunks";
import { useFollowScroll } from "./use-follow-scroll";

export interface VideoSource {
  src: string | null;
  poster: string | null;
  tracks: { src: string; lang: string; label: string }[];
}

interface Props {
  video: VideoSource;
  /** Where renewed media addresses come from once the page's have expired (GET /v3/interviews/{id}). */
  interviewId: number;
  transcript: Transcript;
  /** Seconds to start at (a quote's start, from ?t=). */
  startAt: number;
  /** What the video shows, for its accessible name. */
  label: string;
}

/**
 * An interview's video beside its transcript: the sentence being spoken is highlighted, a click
 * (or Enter) on a sentence seeks there, and the transcript follows the video unless the person
 * is scrolling it themselves.
 */
export default function InterviewTranscript({ video, transcript, startAt, label, interviewId }: Props) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const chunks = useMemo(() => flattenChunks(transcript), [transcript]);
  const [active, setActive] = useState(() => chunkAt(chunks, startAt));
  const [failed, setFailed] = useState(false);
  const { containerRef, follow, resume, following } = useFollowScroll();

  useEffect(() => {
    const element = videoRef.current;
    if (!element || startAt <= 0) return;
    const seek = () => (element.currentTime = startAt);
    if (element.readyState >= 1) seek();
    else element.addEventListener("loadedmetadata", seek, { once: true });
    return () => element.removeEventListener("loadedmetadata", seek);
  }, [startAt]);

  const onTime = useCallback(() => {
    const next = chunkAt(chunks, videoRef.current?.currentTime ?? 0);
    setActive((current) => (current === next || next === -1 ? current : next));
  }, [chunks]);

  useEffect(() => follow(active), [active, follow]);

  const seek = useCallback(
    (index: number) => {
      const element = videoRef.current;
      const chunk = chunks[index];
      if (!element || !chunk) return;
      element.currentTime = chunk.start;
      setActive(index);
      resume();
      // Autoplay rules may refuse play(); the seek has happened either way.
      element.play().catch(() => undefined);
    },
    [chunks, resume],
  );

  return (
    <div className={styles.layout}>
      <div className={styles.player}>
        {video.src && !failed ? (
          // Captions are the subtitle tracks below (one per transcript language), built by a map the
          // rule does not follow; the transcript beside the video is the full text as well.
          // eslint-disable-next-line jsx-a11y-x/media-has-caption
          <video
            ref={videoRef}
            className={styles.video}
            controls
            preload="metadata"
            playsInline
            poster={video.poster ?? undefined}
            aria-label={label}
            onTimeUpdate={onTime}
            onSeeked={onTime}
            onError={(event) => {
              const element = event.currentTarget;
              // An address that expired on an open page: continue from a renewed one, at the same
              // moment; a video that fails with a fresh address has failed.
              void renewedVideoUrl(interviewId).then((url) => {
                if (url && url !== element.getAttribute("src")) renewSource(element, url);
                else setFailed(true);
              });
            }}
            src={video.src}
          >
            {video.tracks.map((track, i) => (
              <track
                key={track.lang}
                kind="subtitles"
                src={track.src}
                srcLang={track.lang}
                label={track.label}
                default={i === 0}
              />
            ))}
          </video>
        ) : (
          <p className={styles.noVideo} role="status">
            {video.src
              ? "The video could not be loaded. Reload the page to try again."
              : "This interview has no video yet."}
          </p>
        )}
        {active >= 0 ? (
          <p className={styles.now} aria-live="off">
            {formatClock(chunks[active]!.start)} · {chunks[active]!.text}
          </p>
        ) : null}
      </div>
      <div className={styles.transcript} ref={containerRef} tabIndex={-1} aria-label="Transcript">
        {!following ? (
          <button
            type="button"
            className={styles.resume}
            onClick={() => {
              resume();
              follow(active);
            }}
          >
            Follow the video
          </button>
        ) : null}
        <TranscriptText transcript={transcript} active={active} onSeek={seek} />
      </div>
    </div>
  );
}
