import { describe, expect, it } from "vitest";
import { earliestMediaExpiry, mediaIdentity, mediaRenewalDelay } from "./media-renewal";

const url = (expires: number) => `/api/v1/media/serve/12.mp4?revision=1&expires=${expires}&signature=abc`;

describe("media address renewal", () => {
  it("finds the earliest expiry among the addresses of a read, at any depth", () => {
    const data = {
      data: [{ video: { combined_url: url(2000), subtitles: { en: { url: url(1500) } } } }, { x: "text" }],
    };
    expect(earliestMediaExpiry(data)).toBe(1500);
    expect(earliestMediaExpiry({ data: { title: "No media", link: "https://example.test/?expires=5" } })).toBeNull();
  });

  it("asks for a new read a minute before the first address expires, never sooner than a second", () => {
    expect(mediaRenewalDelay({ a: url(1000) }, 100_000)).toBe((1000 - 60) * 1000 - 100_000);
    expect(mediaRenewalDelay({ a: url(1000) }, 999_000)).toBe(1000);
    expect(mediaRenewalDelay({ a: "none" })).toBeNull();
  });

  it("tells renewed addresses of one file from addresses of another file or revision", () => {
    expect(mediaIdentity(url(1000))).toBe(mediaIdentity(url(2000)));
    expect(mediaIdentity(url(1000))).toBe("/api/v1/media/serve/12.mp4?revision=1");
    expect(mediaIdentity(url(1000).replace("revision=1", "revision=2"))).not.toBe(mediaIdentity(url(1000)));
  });
});
