import { describe, expect, it } from "vitest";
import { clipPieces } from "./reel-pieces";

const gopOf24 = [0, 24, 48, 72, 96, 120];

describe("clipPieces", () => {
  it("copies the whole GOPs inside a clip and encodes the partial ones at its edges", () => {
    expect(clipPieces(3, { start: 30, frames: 60, keyframes: gopOf24, sourceFrames: 144 })).toEqual([
      { clip: 3, mode: "encode", from: 30, frames: 18 },
      { clip: 3, mode: "copy", from: 48, frames: 24 },
      { clip: 3, mode: "encode", from: 72, frames: 18 },
    ]);
  });

  it("encodes nothing when a clip starts and ends on keyframes", () => {
    expect(clipPieces(0, { start: 24, frames: 48, keyframes: gopOf24, sourceFrames: 144 })).toEqual([
      { clip: 0, mode: "copy", from: 24, frames: 48 },
    ]);
  });

  it("encodes a clip that holds no whole GOP as one piece", () => {
    expect(clipPieces(1, { start: 30, frames: 30, keyframes: gopOf24, sourceFrames: 144 })).toEqual([
      { clip: 1, mode: "encode", from: 30, frames: 30 },
    ]);
  });

  it("copies up to the source's end and encodes the held frames past it", () => {
    expect(clipPieces(0, { start: 100, frames: 60, keyframes: gopOf24, sourceFrames: 130 })).toEqual([
      { clip: 0, mode: "encode", from: 100, frames: 20 },
      { clip: 0, mode: "copy", from: 120, frames: 10 },
      { clip: 0, mode: "encode", from: 130, frames: 30 },
    ]);
  });
});
