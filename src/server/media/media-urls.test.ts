import { afterEach, describe, expect, it, vi } from "vitest";
import { MEMBER_MEDIA_URL_TTL_SECONDS } from "@/lib/constants";
import { mediaUrlExpiry, signedMediaUrl, verifyMediaSignature } from "./media-urls";

const expiresOf = (url: string) => Number(new URL(url, "http://portal").searchParams.get("expires"));
const signatureOf = (url: string) => new URL(url, "http://portal").searchParams.get("signature")!;

afterEach(() => vi.useRealTimers());

describe("signed media addresses", () => {
  it("of a member expire within 15 minutes, and stop working then", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-02T10:07:31Z"));
    const url = signedMediaUrl(12, "mp4", { revision: 2 });
    const expires = expiresOf(url);
    const now = Date.now() / 1000;
    expect(expires).toBeGreaterThan(now + 9 * 60);
    expect(expires).toBeLessThanOrEqual(now + MEMBER_MEDIA_URL_TTL_SECONDS);
    expect(verifyMediaSignature(12, "mp4", { revision: 2 }, expires, signatureOf(url))).toBe(true);

    vi.setSystemTime(Date.now() + MEMBER_MEDIA_URL_TTL_SECONDS * 1000 + 1000);
    expect(verifyMediaSignature(12, "mp4", { revision: 2 }, expires, signatureOf(url))).toBe(false);
  });

  it("of a member are the same for pages rendered within a few minutes, so caches keep working", () => {
    const start = Date.parse("2026-03-02T10:05:00Z");
    expect(mediaUrlExpiry({}, start)).toBe(mediaUrlExpiry({}, start + 4 * 60_000));
  });

  it("signed again (from the memo) still answer for exactly the parameters they were made for", () => {
    const first = signedMediaUrl(12, "vtt", { revision: 2, lang: "en" });
    expect(signedMediaUrl(12, "vtt", { revision: 2, lang: "en" })).toBe(first);
    const other = signedMediaUrl(12, "vtt", { revision: 2, lang: "original" });
    expect(signatureOf(other)).not.toBe(signatureOf(first));
    for (let round = 0; round < 2; round++) {
      expect(verifyMediaSignature(12, "vtt", { revision: 2, lang: "en" }, expiresOf(first), signatureOf(first))).toBe(
        true,
      );
      expect(
        verifyMediaSignature(12, "vtt", { revision: 2, lang: "original" }, expiresOf(first), signatureOf(first)),
      ).toBe(false);
      expect(verifyMediaSignature(13, "vtt", { revision: 2, lang: "en" }, expiresOf(first), signatureOf(first))).toBe(
        false,
      );
    }
  });

  it("of a public showreel live for hours: its publication is what ends them", () => {
    const now = Date.parse("2026-03-02T10:05:00Z");
    expect(mediaUrlExpiry({ published: "abc" }, now) - now / 1000).toBeGreaterThan(5 * 3600);
  });
});
