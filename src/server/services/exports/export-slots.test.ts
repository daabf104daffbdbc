import { availableParallelism } from "node:os";
import { afterAll, describe, expect, it } from "vitest";
import { closeCpuPool } from "@/server/threads/cpu-pool";
import { download } from "@tests/fixtures/office-files";
import { adminStudy } from "@tests/fixtures/research-studies";
import { exportSlots } from "./export-slots";

afterAll(() => closeCpuPool());

describe("a burst of exports", () => {
  // Thirty at once would otherwise read thirty studies at once, holding the pooled connections
  // and the event loop that pages and the health check need.
  it("is made one per core at a time, the others waiting their turn, and every one answers its deck", async () => {
    const study = await adminStudy();
    let mostRunning = 0;
    let mostWaiting = 0;
    const watch = setInterval(() => {
      const { running, waiting } = exportSlots();
      mostRunning = Math.max(mostRunning, running);
      mostWaiting = Math.max(mostWaiting, waiting);
    }, 1);
    const burst = availableParallelism() * 6;
    try {
      const answers = await Promise.all(
        Array.from({ length: burst }, () =>
          download("admin@demo.test", "/api/v1/insights/export", { study_id: study.id }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(burst).fill(200));
      expect(answers.every((answer) => answer.bytes.subarray(0, 2).toString() === "PK")).toBe(true);
    } finally {
      clearInterval(watch);
    }
    expect(mostRunning).toBe(availableParallelism());
    expect(mostWaiting).toBeGreaterThan(0);
    expect(exportSlots()).toEqual({ running: 0, waiting: 0 });
  }, 120_000);
});
