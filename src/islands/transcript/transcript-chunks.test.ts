import { describe, expect, it } from "vitest";
import { chunkAt, type TimedChunk } from "./transcript-chunks";

const chunks: TimedChunk[] = [
  { index: 0, start: 1, end: 3, text: "a" },
  { index: 1, start: 3, end: 5.5, text: "b" },
  { index: 2, start: 7, end: 9, text: "c" },
];

describe("chunkAt", () => {
  it("finds the sentence being spoken (from just before it starts), and none in longer pauses", () => {
    expect(chunkAt(chunks, 0.4)).toBe(-1);
    expect(chunkAt(chunks, 0.6)).toBe(0);
    expect(chunkAt(chunks, 1)).toBe(0);
    expect(chunkAt(chunks, 3)).toBe(1);
    expect(chunkAt(chunks, 6)).toBe(-1);
    expect(chunkAt(chunks, 6.7)).toBe(2);
    expect(chunkAt(chunks, 8.9)).toBe(2);
    expect(chunkAt(chunks, 9)).toBe(-1);
    expect(chunkAt([], 2)).toBe(-1);
  });
});
