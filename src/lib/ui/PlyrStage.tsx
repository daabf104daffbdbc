import type Plyr from "plyr";
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
 */
export const PlyrStage = forwardRef<PlayerHandle, Props>(function PlyrStage(
  { video, subtitles, autoPlay, startAt = 0, onPlayingChange },
  ref,
) {
  const host = useRef<HTMLDivElement>(null);
  const player = useRef<Plyr | null>(null);
  const latest = useRef({ subtitles, onPlayingChange, media: video.video, video });
  latest.current = { subtitles, onPlayingChange, media: video.video, video };

  useImperativeHandle(ref, () => ({
    seek(seconds, play = true) {
      const current = player.current;
      if (!current) return;
      current.currentTime = seconds;
      if (play) void current.play();
    },
  }));

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    // The video as it is now: the effect runs again for another video only (see its dependencies).
    const shown = latest.current.video;
    // The first video comes server-rendered (already loading); later ones are built here. Plyr, a
    // chunk of its own, wraps the element when it arrives.
    const rendered = container.querySelector<HTMLVideoElement>(`video[data-video-id="${shown.id}"]`);
    const element = rendered ?? buildVideo(shown, autoPlay);
    if (!rendered) container.replaceChildren(element);
    // An address that expired while playing: continue from the renewed one, at the same moment.
    element.addEventListener("error", () => renewSource(element, latest.current.media.combined_url));
    let instance: Plyr | null = null;
    let cancelled = false;
    const choices = {
      captions: latest.current.subtitles !== "off",
      speed: { selected: readPlaybackSpeed(shown.study_id), options: [...PLAYBACK_SPEEDS] },
    };
    void createPlayer(element, container, choices, () => cancelled).then((created) => {
      if (!created) return;
      instance = created;
      const ready = created;
      player.current = ready;
      ready.on("ready", () => {
        applySubtitles(ready, element, latest.current.subtitles);
        // Started here, with a muted fallback when the browser refuses sound.
        if (autoPlay) autoStart(ready);
      });
      ready.on("play", () => latest.current.onPlayingChange(true));
      ready.on("pause", () => latest.current.onPlayingChange(false));
      ready.on("ended", () => latest.current.onPlayingChange(false));
      ready.on("ratechange", () => savePlaybackSpeed(shown.study_id, ready.speed));
    });
    return () => {
      cancelled = true;
      latest.current.onPlayingChange(false);
      player.current = null;
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

  // Rendered once: React must never rewrite this markup, which plyr takes over.
  const [markup] = useState(() => ({ __html: videoMarkup(video, autoPlay, startAt) }));
  return <div ref={host} className={styles.stage} dangerouslySetInnerHTML={markup} />;
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
