import { describe, expect, it } from "vitest";
import { runLimited } from "./run-limited";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("runLimited", () => {
  it("keeps input order and never exceeds the limit", async () => {
    let running = 0;
    let peak = 0;
    const results = await runLimited([30, 5, 20, 1, 10, 2], 2, async (ms, i) => {
      peak = Math.max(peak, ++running);
      await sleep(ms);
      running--;
      return `${i}:${ms}`;
    });
    expect(results).toEqual(["0:30", "1:5", "2:20", "3:1", "4:10", "5:2"]);
    expect(peak).toBe(2);
  });

  it("defaults to the machine's parallelism and handles an empty list", async () => {
    expect(await runLimited([], undefined, async () => 1)).toEqual([]);
    expect(await runLimited([1, 2, 3], undefined, async (n) => n * 2)).toEqual([2, 4, 6]);
  });

  it("rejects on the first failure and starts nothing more", async () => {
    const started: number[] = [];
    const run = runLimited([1, 2, 3, 4, 5], 1, async (n) => {
      started.push(n);
      if (n === 2) throw new Error("boom");
      return n;
    });
    await expect(run).rejects.toThrow("boom");
    expect(started).toEqual([1, 2]);
  });
});
