import type Plyr from "plyr";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from "react";
import { createPlayer } from "@/lib/ui/plyr-player";
import { PLAYBACK_SPEEDS, readPlaybackSpeed, savePlaybackSpeed } from "./playback-speed";
import { renewSource, renewTracks } from "./renew-media-source";
import { buildVideo, type PlayableVideo, videoMarkup } from "./video-markup";
import styles from "./PlyrStage.module.css";

/** Which subtitle track shows: the English one, the original language, or none. */
export type SubtitleChoice = "en" | "original" | "off";

/** What the rest of the island may ask of the player. */
export interface PlayerHandle {
  seek(seconds: number, play?: boolean): void;
}

interface Props {
  video: PlayableVideo;
  subtitles: SubtitleChoice;
  autoPlay: boolean;
  /** Where the first video starts (seconds), e.g. a quote's moment from ?t= (001 §2 links to a clip). */
  startAt?: number;
  onPlayingChange(playing: boolean): void;
}

/**
 * The portal's one player (videos page, Bloom's clips, the showreel editor): plyr around one
 * video, built imperatively (plyr rewrites the DOM around its <video>,
 * which React must not own). A new video builds a new player; the subtitle choice switches tracks.
 *
 * Plyr is a third of the videos page's script, so it loads when a person reaches for the player
 * (pointer over it, focus in it, a touch, a clip's seek) or when the video plays at once (auto
 * play, a cited moment). Until then the server's <video> shows its poster under a play button of
 * plyr's look, which builds the player and plays.
 */
export const PlyrStage = forwardRef<PlayerHandle, Props>(function PlyrStage(
  { video, subtitles, autoPlay, startAt = 0, onPlayingChange },
  ref,
) {
  const host = useRef<HTMLDivElement>(null);
  const facade = useRef<HTMLButtonElement>(null);
  const player = useRef<Plyr | null>(null);
  /** Builds the player of the video shown (once); null when that video went away meanwhile. */
  const build = useRef<() => Promise<Plyr | null>>(() => Promise.resolve(null));
  const [built, setBuilt] = useState(false);
  const hydrated = useHydrated();
  const latest = useRef({ subtitles, onPlayingChange, media: video.video, video, startAt });
  latest.current = { subtitles, onPlayingChange, media: video.video, video, startAt };

  useImperativeHandle(ref, () => ({
    seek(seconds, play = true) {
      void build.current().then((ready) => {
        if (!ready) return;
        ready.currentTime = seconds;
        if (play) void ready.play();
      });
    },
  }));

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    // The video as it is now: the effect runs again for another video only (see its dependencies).
    const shown = latest.current.video;
    // The first video comes server-rendered (already loading); later ones are built here.
    const rendered = container.querySelector<HTMLVideoElement>(`video[data-video-id="${shown.id}"]`);
    const element = rendered ?? buildVideo(shown, autoPlay);
    if (!rendered) container.replaceChildren(element);
    // An address that expired while playing: continue from the renewed one, at the same moment.
    element.addEventListener("error", () => renewSource(element, latest.current.media.combined_url));
    let instance: Plyr | null = null;
    let cancelled = false;
    let creating: Promise<Plyr | null> | undefined;
    const choices = {
      captions: latest.current.subtitles !== "off",
      speed: { selected: readPlaybackSpeed(shown.study_id), options: [...PLAYBACK_SPEEDS] },
    };
    build.current = () =>
      (creating ??= createPlayer(element, container, choices, () => cancelled).then((created) => {
        if (!created) return null;
        instance = created;
        const ready = created;
        player.current = ready;
        // Focus on the stand-in play button moves to plyr's own, in the same place.
        const focused = document.activeElement === facade.current;
        setBuilt(true);
        if (focused) container.querySelector<HTMLElement>('button[data-plyr="play"]')?.focus();
        ready.on("ready", () => {
          applySubtitles(ready, element, latest.current.subtitles);
          // Started here, with a muted fallback when the browser refuses sound.
          if (autoPlay) autoStart(ready);
        });
        ready.on("play", () => latest.current.onPlayingChange(true));
        ready.on("pause", () => latest.current.onPlayingChange(false));
        ready.on("ended", () => latest.current.onPlayingChange(false));
        ready.on("ratechange", () => savePlaybackSpeed(shown.study_id, ready.speed));
        return ready;
      }));
    if (autoPlay || latest.current.startAt > 0) void build.current();
    return () => {
      cancelled = true;
      latest.current.onPlayingChange(false);
      player.current = null;
      build.current = () => Promise.resolve(null);
      setBuilt(false);
      if (instance) instance.destroy();
      else element.removeAttribute("src");
      // A destroyed element (its source now blank) must never be picked up again as the rendered one.
      container.replaceChildren();
    };
    // A new player only for another video; renewed addresses of the same one are swapped in below.
  }, [video.id, autoPlay]);

  const { combined_url: combined, subtitles: tracks } = video.video;
  useEffect(() => {
    const media = host.current?.querySelector("video");
    if (!media) return;
    renewTracks(media, { en: tracks.en?.url, original: tracks.original?.url });
    // A playing video keeps its address until it fails; one that failed (expired) takes the new one now.
    if (media.paused || media.error) renewSource(media, combined);
  }, [combined, tracks.en?.url, tracks.original?.url]);

  useEffect(() => {
    const media = host.current?.querySelector("video");
    if (player.current && media) applySubtitles(player.current, media, subtitles);
  }, [subtitles]);

  const reach = () => void build.current();
  // Rendered once: React must never rewrite this markup, which plyr takes over.
  const [markup] = useState(() => ({ __html: videoMarkup(video, autoPlay, startAt) }));
  return (
    <div className={styles.stage} onPointerEnter={reach} onFocus={reach} onTouchStart={reach}>
      <div ref={host} className={styles.media} dangerouslySetInnerHTML={markup} />
      {!built && (
        <button
          ref={facade}
          type="button"
          className={styles.play}
          aria-label="Play"
          disabled={!hydrated}
          onClick={() => void build.current().then((ready) => ready && autoStart(ready))}
        >
          <svg aria-hidden="true" focusable="false">
            <use href="/plyr.svg#plyr-play" />
          </svg>
        </button>
      )}
    </div>
  );
});

/**
 * auto_play=true (001 §2): plays at once. Browsers refuse sound without a gesture on the page
 * (autoplay policy); then it plays muted, as video sites do, and the volume control unmutes.
 */
function autoStart(instance: Plyr): void {
  const attempt = instance.play();
  if (!attempt) return;
  attempt.catch((error: unknown) => {
    if (!(error instanceof DOMException) || error.name !== "NotAllowedError") return;
    instance.muted = true;
    void instance.play()?.catch(() => undefined);
  });
}

// Plyr numbers tracks in element order. It never turns the previous track off, so the tracks not
// chosen are disabled here: they stop loading and firing cues, and the state is what it shows.
function applySubtitles(instance: Plyr, media: HTMLVideoElement, choice: SubtitleChoice): void {
  const tracks = [...media.querySelectorAll("track")];
  const index = choice === "off" ? -1 : tracks.findIndex((track) => track.srclang === choice);
  if (index < 0) instance.toggleCaptions(false);
  else {
    instance.currentTrack = index;
    instance.toggleCaptions(true);
  }
  tracks.forEach((track, i) => {
    if (i !== index) track.track.mode = "disabled";
  });
}
