import { escapeHtml as escape } from "@/lib/html";
import { SUBTITLE_TRACKS } from "@/lib/constants";

/**
 * What the portal's one player plays: a participant video (a KnownVideo is one), or a rendered
 * showreel. `id` names its <video> element; `study_id` keys the remembered playback speed.
 */
export interface PlayableVideo {
  id: number;
  study_id: number;
  thumbnail: string | null;
  video: {
    combined_url: string | null;
    subtitles: { en: { url: string } | null; original: { url: string } | null };
  };
}

/**
 * The <video> of a video (with its subtitle tracks) as HTML. The server renders it
 * into the page so the browser starts loading the video while the scripts still load; the island
 * builds later videos from the same markup. `startAt` (seconds) opens the video at that moment.
 */
export function videoMarkup(video: PlayableVideo, autoPlay: boolean, startAt = 0): string {
  // A media fragment (#t=) starts the video at a cited moment without waiting for any script.
  const source =
    video.video.combined_url && startAt > 0 ? `${video.video.combined_url}#t=${startAt}` : video.video.combined_url;
  const attributes = [
    `preload="auto"`,
    "playsinline",
    `data-video-id="${video.id}"`,
    video.thumbnail ? `poster="${escape(video.thumbnail)}"` : "",
    source ? `src="${escape(source)}"` : "",
    autoPlay ? "autoplay" : "",
  ].filter(Boolean);
  const tracks = Object.values(SUBTITLE_TRACKS).map((track) => {
    const source = video.video.subtitles[track.srclang];
    return source
      ? `<track kind="subtitles" label="${track.label}" srclang="${track.srclang}" src="${escape(source.url)}">`
      : "";
  });
  return `<video ${attributes.join(" ")}>${tracks.join("")}</video>`;
}

/** The same video as an element (in the browser). */
export function buildVideo(video: PlayableVideo, autoPlay: boolean): HTMLVideoElement {
  const template = document.createElement("template");
  template.innerHTML = videoMarkup(video, autoPlay);
  return template.content.firstElementChild as HTMLVideoElement;
}
