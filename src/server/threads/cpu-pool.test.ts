import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { contextOf } from "@tests/fixtures/contexts";
import { adminStudy } from "@tests/fixtures/research-studies";
import { buildInWorker } from "@/server/services/exports/office-pool";
import { type OfficeTask, runOfficeTask } from "@/server/services/exports/office-task";
import { loadStudyDeck } from "@/server/services/exports/study-deck-data";
import { closeCpuPool, cpuTasksDone } from "./cpu-pool";

afterAll(() => closeCpuPool());

/** The longest the event loop was held up while `work` ran, in milliseconds. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  await work();
  histogram.disable();
  return histogram.max / 1e6;
}

describe("the CPU pool", () => {
  it("builds the same files as the web process would, off its event loop", async () => {
    const study = await adminStudy();
    const deck = await loadStudyDeck(db(), await contextOf("admin@demo.test"), study.id, { publicShowreels: false });
    const task: OfficeTask = {
      kind: "deck",
      input: {
        project: { title: "Twelve studies" },
        studies: Array(12).fill(deck),
        publicShowreels: false,
        exportedAt: new Date(),
      },
    };
    const inWorker = await buildInWorker(task); // starts a thread, so the comparison below is warm
    const here = Buffer.from(await runOfficeTask(task));
    expect(inWorker.subarray(0, 2).toString()).toBe("PK");
    expect(Math.abs(inWorker.length - here.length)).toBeLessThan(here.length * 0.01);

    // Four decks at once: built here they hold the loop for their layout and zipping; in the pool
    // the loop only hands over their data and takes their bytes.
    const stallHere = await longestStall(() => Promise.all([1, 2, 3, 4].map(() => runOfficeTask(task))));
    const done = cpuTasksDone("office");
    const stallPool = await longestStall(() => Promise.all([1, 2, 3, 4].map(() => buildInWorker(task))));
    expect(cpuTasksDone("office") - done).toBe(4);
    expect(stallPool).toBeLessThan(stallHere / 1.5);
  }, 120_000);
});
