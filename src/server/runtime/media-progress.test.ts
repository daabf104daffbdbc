import { describe, expect, it } from "vitest";
import { progressBar, progressLine } from "./media-progress";

describe("the console's progress of videos being made", () => {
  it("draws one bar with the count and an estimate from the rate so far", () => {
    const bar = progressBar({ ready: 12, total: 48, made: 12, elapsedMs: 15_000 });
    expect(bar).toBe(`Demo videos [${"█".repeat(6)}${"░".repeat(18)}] 12/48 · about 45 s left`);
  });

  it("estimates nothing before the first video is made, and speaks of minutes past 90 s", () => {
    expect(progressLine({ ready: 0, total: 48, made: 0, elapsedMs: 3000 })).toBe(
      "Demo videos: 0 of 48 ready, estimating…",
    );
    expect(progressLine({ ready: 10, total: 48, made: 2, elapsedMs: 10_000 })).toBe(
      "Demo videos: 10 of 48 ready, about 4 min left",
    );
  });
});
