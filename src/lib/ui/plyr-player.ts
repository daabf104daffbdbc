/**
 * The portal's one video player: plyr with local icons, the same controls and the same options for
 * participant videos (islands/video-player) and showreels (islands/showreel-editor). Plyr comes as
 * a chunk of its own, loaded when a player is built.
 */
import type Plyr from "plyr";
import "plyr/dist/plyr.css";

// Plyr points a destroyed player at `blankVideo` to cancel its requests; its default is a CDN
// address (blocked by the CSP). An empty blob: address does the same locally.
let blank: string | undefined;
const blankVideo = () => (blank ??= URL.createObjectURL(new Blob([], { type: "video/mp4" })));

// On a phone-wide player the volume slider would squeeze the progress bar out (mute stays).
function controlsFor(width: number): string[] {
  const all = [
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
  ];
  return width < 480 ? all.filter((control) => control !== "volume" && control !== "duration") : all;
}

export interface PlayerChoices {
  /** Subtitles show from the start. */
  captions: boolean;
  /** The speeds offered and the one selected; plyr's own list without. */
  speed?: { selected: number; options: number[] };
}

/**
 * Wraps `element` (a <video> inside `container`) in the portal's player once plyr's chunk is here;
 * null when `cancelled()` says the element went away meanwhile.
 */
export async function createPlayer(
  element: HTMLVideoElement,
  container: HTMLElement,
  choices: PlayerChoices,
  cancelled: () => boolean,
): Promise<Plyr | null> {
  const { default: PlyrPlayer } = await import("plyr");
  if (cancelled()) return null;
  return new PlyrPlayer(element, {
    iconUrl: "/plyr.svg",
    blankVideo: blankVideo(),
    // Callers start playback themselves when they must: plyr's own attempt gives up silently.
    autoplay: false,
    captions: { active: choices.captions, update: true, language: "en" },
    controls: controlsFor(container.clientWidth),
    settings: ["captions", "speed"],
    ...(choices.speed ? { speed: choices.speed } : {}),
    // Plyr would keep volume and speed in localStorage; the speed belongs in the tab's session (001 §4).
    storage: { enabled: false },
  });
}
