import { describe, expect, it, vi } from "vitest";
import { renewSource, renewTracks } from "./renew-media-source";

/** Just enough of a <video> for the renewal: its src attribute, position, state and tracks. */
function fakeVideo(src: string, state: { paused: boolean; currentTime: number }) {
  const attributes = new Map([["src", src]]);
  const tracks = [{ srclang: "en", attributes: new Map([["src", "/old.vtt"]]) }].map((track) => ({
    srclang: track.srclang,
    getAttribute: (name: string) => track.attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => track.attributes.set(name, value),
  }));
  const media = {
    ...state,
    error: null,
    play: vi.fn(() => Promise.resolve()),
    getAttribute: (name: string) => attributes.get(name) ?? null,
    querySelectorAll: () => tracks,
    set src(value: string) {
      attributes.set("src", value);
      media.currentTime = 0;
    },
  };
  return { media: media as unknown as HTMLVideoElement & { play: ReturnType<typeof vi.fn> }, tracks };
}

describe("renewing a video's media address in place", () => {
  it("keeps the moment and goes on playing", () => {
    const { media } = fakeVideo("/api/v1/media/serve/1.mp4?expires=1#t=5", { paused: false, currentTime: 42 });
    renewSource(media, "/api/v1/media/serve/1.mp4?expires=2");
    expect(media.getAttribute("src")).toBe("/api/v1/media/serve/1.mp4?expires=2");
    expect(media.currentTime).toBe(42);
    expect(media.play).toHaveBeenCalledOnce();
  });

  it("leaves a paused video paused, and an unchanged address alone", () => {
    const { media } = fakeVideo("/a.mp4?expires=1", { paused: true, currentTime: 3 });
    renewSource(media, "/a.mp4?expires=1");
    renewSource(media, null);
    expect(media.getAttribute("src")).toBe("/a.mp4?expires=1");
    renewSource(media, "/a.mp4?expires=2");
    expect(media.currentTime).toBe(3);
    expect(media.play).not.toHaveBeenCalled();
  });

  it("gives the subtitle tracks their new addresses by language", () => {
    const { media, tracks } = fakeVideo("/a.mp4", { paused: true, currentTime: 0 });
    renewTracks(media, { en: "/new.vtt", original: undefined });
    expect(tracks[0]!.getAttribute("src")).toBe("/new.vtt");
  });
});
