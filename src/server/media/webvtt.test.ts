import { describe, expect, it } from "vitest";
import { fitCaption, wrapText } from "./text-layout";
import { toWebVtt, vttTimestamp } from "./webvtt";

describe("toWebVtt", () => {
  it("writes numbered, time-ordered, escaped cues", () => {
    const vtt = toWebVtt([
      { start: 61.5, end: 3725.25, text: "later <b>bold</b> & --> arrow" },
      { start: 0, end: 1.0004, text: " first \n second " },
      { start: 2, end: 2, text: "no length" },
      { start: 3, end: 4, text: "   " },
    ]);
    expect(vtt).toBe(
      "WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.000\nfirst\nsecond\n\n" +
        "2\n00:01:01.500 --> 01:02:05.250\nlater &lt;b&gt;bold&lt;/b&gt; &amp; --&gt; arrow\n",
    );
    expect(vttTimestamp(-1)).toBe("00:00:00.000");
  });
});

describe("caption layout", () => {
  it("wraps on spaces and cuts words longer than a line", () => {
    expect(wrapText("a bb ccc dddd", 6)).toEqual(["a bb", "ccc", "dddd"]);
    expect(wrapText("https://example.com/very/long", 10)).toEqual(["https://ex", "ample.com/", "very/long"]);
  });

  it("shrinks the font before giving up lines, and ends overflow with an ellipsis", () => {
    const short = fitCaption("Short and sweet.", 584, 100);
    expect(short.lines).toEqual(["Short and sweet."]);
    expect(short.fontSize).toBe(22);
    const long = fitCaption("word ".repeat(200), 584, 100);
    expect(long.fontSize).toBe(16);
    expect(long.lines.at(-1)?.endsWith("…")).toBe(true);
    expect(long.lines.length * (long.fontSize + long.lineSpacing) - long.lineSpacing).toBeLessThanOrEqual(100);
  });
});
