import { describe, expect, it } from "vitest";
import { parseRange } from "./byte-range";

describe("parseRange", () => {
  it("reads a closed, an open-ended and a suffix range", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ kind: "partial", start: 0, end: 99 });
    expect(parseRange("bytes=500-", 1000)).toEqual({ kind: "partial", start: 500, end: 999 });
    expect(parseRange("bytes=-100", 1000)).toEqual({ kind: "partial", start: 900, end: 999 });
    expect(parseRange(" bytes = 10 - 20 ", 1000)).toEqual({ kind: "partial", start: 10, end: 20 });
  });

  it("clamps an end past the file and a suffix longer than the file", () => {
    expect(parseRange("bytes=900-5000", 1000)).toEqual({ kind: "partial", start: 900, end: 999 });
    expect(parseRange("bytes=-5000", 1000)).toEqual({ kind: "partial", start: 0, end: 999 });
  });

  it("calls a range that starts past the end, or asks for nothing, unsatisfiable", () => {
    expect(parseRange("bytes=1000-", 1000)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=2000-3000", 1000)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=-0", 1000)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=0-", 0)).toEqual({ kind: "unsatisfiable" });
  });

  it("answers the whole file for no, several, reversed or malformed ranges", () => {
    for (const header of [
      undefined,
      "",
      "bytes=0-1,5-6",
      "bytes=10-5",
      "bytes=-",
      "bytes=abc",
      "items=0-5",
      "bytes=0-1x",
      "bytes=99999999999999999999-",
      "bytes=1.5-2",
    ]) {
      expect(parseRange(header, 1000), String(header)).toEqual({ kind: "whole" });
    }
  });
});
