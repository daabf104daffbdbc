import { describe, expect, it } from "vitest";
import { progressWriter } from "./progress-writer";

describe("progressWriter", () => {
  function writer() {
    let clock = 0;
    const writes: number[] = [];
    const report = progressWriter(async (p) => void writes.push(p), { minIntervalMs: 250, now: () => clock });
    return { report, writes, advance: (ms: number) => (clock += ms) };
  }

  it("writes nothing for steps closer together than the interval", async () => {
    const { report, writes, advance } = writer();
    for (const percent of [10, 30, 50, 80]) {
      advance(5);
      await report(percent);
    }
    expect(writes).toEqual([]);
  });

  it("writes progress that comes slowly, only upward and below 100", async () => {
    const { report, writes, advance } = writer();
    advance(300);
    await report(10);
    advance(300);
    await report(5);
    advance(300);
    await report(100);
    advance(100);
    await report(99.9);
    expect(writes).toEqual([10, 99]);
  });
});
