/*
 * Signed media addresses expire (a member's within 15 minutes); the cached reads fetch new ones
 * before that (lib/api/media-renewal.ts). These put a new address of the same file on a <video>
 * that is already showing it, without a new player: a paused video at once, a playing one when
 * its old address stops working (the browser reports an error), in both cases at the same moment.
 */

const withoutFragment = (url: string | null) => url?.split("#")[0] ?? null;

/** Points `media` at `url`, keeping its position and whether it was playing. */
export function renewSource(media: HTMLVideoElement, url: string | null): void {
  if (!url || withoutFragment(media.getAttribute("src")) === url) return;
  const at = media.currentTime;
  const playing = !media.paused;
  media.src = url;
  // Before its metadata arrives this sets where playback starts, which is what is wanted.
  if (at > 0) media.currentTime = at;
  if (playing) void media.play().catch(() => undefined);
}

/** Gives each <track> of `media` its new address (by srclang); a loaded track keeps its cues. */
export function renewTracks(media: HTMLVideoElement, urls: Readonly<Record<string, string | undefined>>): void {
  for (const track of media.querySelectorAll("track")) {
    const url = urls[track.srclang];
    if (url && track.getAttribute("src") !== url) track.setAttribute("src", url);
  }
}
