import { describe, expect, it } from "vitest";
import { soundRuns } from "./reel-sound";
import type { AudioLayout } from "./source-layout";

const reference = { headers: "aac-mono-48k", sampleRate: 48_000, frameSamples: 1024 };
const audio: AudioLayout = { codec: "aac", ...reference, packets: 1875 /* 40 s */ };
const clip = (layout: Partial<AudioLayout> | null = {}) => ({
  layout: { fps: 12, audio: layout && { ...audio, ...layout } } as never,
});
const packet = 1024 / 48_000;

describe("soundRuns", () => {
  it("starts each clip on the packet nearest its first picture and keeps the sound's length with the pictures'", () => {
    // Ten clips of 35 frames (2.917 s): the sound's running length never drifts past half a packet.
    const spans = Array.from({ length: 10 }, (_, i) => ({ start: 24 + 40 * i, seconds: 35 / 12 }));
    const runs = soundRuns(
      spans.map(() => clip()),
      spans,
      reference,
    )!;
    let laid = 0;
    runs.forEach((run, i) => {
      expect(Math.abs(run.first * packet - spans[i]!.start / 12)).toBeLessThanOrEqual(packet / 2);
      laid += run.count;
      expect(Math.abs(laid * packet - ((i + 1) * 35) / 12)).toBeLessThanOrEqual(packet / 2);
    });
  });

  it("copies nothing when a clip has no sound, sound of another format, or runs past its source's sound", () => {
    const span = [{ start: 24, seconds: 2 }];
    expect(soundRuns([clip(null)], span, reference)).toBeNull();
    expect(soundRuns([clip({ headers: "aac-stereo" })], span, reference)).toBeNull();
    expect(soundRuns([clip({ frameSamples: 960 })], span, reference)).toBeNull();
    expect(soundRuns([clip({ packets: 100 })], span, reference)).toBeNull();
    expect(soundRuns([clip()], span, undefined)).toBeNull();
    expect(soundRuns([clip()], span, reference)).toEqual([{ clip: 0, first: 94, count: 94 }]);
  });
});
