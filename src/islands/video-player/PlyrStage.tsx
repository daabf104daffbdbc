import type Plyr from "plyr";
import "plyr/dist/plyr.css";
import { forwardRef, useEffect, useImperativeHandle, useRef } from "react";
import type { KnownVideo } from "@/lib/stores/videos";
import styles from "./VideoPlayer.module.css";

/** Which subtitle track shows: the English one, the original language, or none. */
export type SubtitleChoice = "en" | "original" | "off";

/** What the rest of the island may ask of the player. */
export interface PlayerHandle {
  seek(seconds: number, play?: boolean): void;
}

interface Props {
  video: KnownVideo;
  subtitles: SubtitleChoice;
  autoPlay: boolean;
  onPlayingChange(playing: boolean): void;
}

// Plyr points a destroyed player at `blankVideo` to cancel its requests; its default is a CDN
// address (blocked by the CSP). An empty blob: address does the same locally.
let blank: string | undefined;
const blankVideo = () => (blank ??= URL.createObjectURL(new Blob([], { type: "video/mp4" })));

const TRACKS = [
  { choice: "en", label: "English", srclang: "en" },
  { choice: "original", label: "Original", srclang: "original" },
] as const;

function buildVideo(video: KnownVideo): HTMLVideoElement {
  const element = document.createElement("video");
  element.preload = "auto";
  element.playsInline = true;
  element.setAttribute("data-video-id", String(video.id));
  if (video.thumbnail) element.poster = video.thumbnail;
  if (video.video.combined_url) element.src = video.video.combined_url;
  for (const track of TRACKS) {
    const source = video.video.subtitles[track.choice];
    if (!source) continue;
    const node = document.createElement("track");
    node.kind = "subtitles";
    node.label = track.label;
    node.srclang = track.srclang;
    node.src = source.url;
    element.append(node);
  }
  return element;
}

/**
 * The plyr player of one video, built imperatively (plyr rewrites the DOM around its <video>,
 * which React must not own). A new video builds a new player; the subtitle choice switches tracks.
 */
export const PlyrStage = forwardRef<PlayerHandle, Props>(function PlyrStage(
  { video, subtitles, autoPlay, onPlayingChange },
  ref,
) {
  const host = useRef<HTMLDivElement>(null);
  const player = useRef<Plyr | null>(null);
  const latest = useRef({ subtitles, onPlayingChange });
  latest.current = { subtitles, onPlayingChange };

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
    // The <video> starts loading at once; plyr (a separate chunk) wraps it when it arrives.
    const element = buildVideo(video);
    container.replaceChildren(element);
    let instance: Plyr | null = null;
    let cancelled = false;
    void import("plyr").then(({ default: PlyrPlayer }) => {
      if (cancelled) return;
      instance = new PlyrPlayer(element, {
        iconUrl: "/plyr.svg",
        blankVideo: blankVideo(),
        autoplay: autoPlay,
        captions: { active: latest.current.subtitles !== "off", update: true, language: "en" },
        controls: [
          "play-large",
          "play",
          "progress",
          "current-time",
          "duration",
          "mute",
          "volume",
          "captions",
          "settings",
          "fullscreen",
        ],
        settings: ["captions", "speed"],
        speed: { selected: 1, options: [0.5, 0.75, 1, 1.25, 1.5, 2] },
      });
      const ready = instance;
      player.current = ready;
      ready.on("ready", () => applySubtitles(ready, element, latest.current.subtitles));
      ready.on("play", () => latest.current.onPlayingChange(true));
      ready.on("pause", () => latest.current.onPlayingChange(false));
      ready.on("ended", () => latest.current.onPlayingChange(false));
    });
    return () => {
      cancelled = true;
      latest.current.onPlayingChange(false);
      player.current = null;
      if (instance) instance.destroy();
      else element.removeAttribute("src");
    };
    // A new player only for another video or other media addresses.
  }, [video.id, video.video.combined_url, autoPlay]);

  useEffect(() => {
    const media = host.current?.querySelector("video");
    if (player.current && media) applySubtitles(player.current, media, subtitles);
  }, [subtitles]);

  return <div ref={host} className={styles.stage} />;
});

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
