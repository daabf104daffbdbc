/**
 * A worker thread of the CPU pool (src/server/threads/cpu-pool.ts): builds one PowerPoint or Word
 * file, or does one step of Bloom's built-in engine, per task, off the web process's event loop.
 * Bundled as dist/runtime/cpu-worker.mjs; run from source (through tsx) in development and tests.
 */
import { setPriority } from "node:os";
import type { BloomTask } from "../ai/built-in/bloom-task";
import type { OfficeTask } from "../services/exports/office-task";
import type { CpuTask } from "../threads/cpu-pool";

/** The niceness of a working thread: the lowest, so the event loop, which answers people, comes first. */
const BACKGROUND_NICENESS = 19;

// On Linux a niceness belongs to a thread, and 0 names the calling one: this lowers the worker
// thread alone, so with every core busy, the web process's own thread is still scheduled first.
try {
  setPriority(0, BACKGROUND_NICENESS);
} catch {
  // Not allowed here (a container without the capability, another OS): work at normal priority.
}

// Each kind's code is imported on its first task: a thread of one kind never loads the other's
// libraries (the document generators, the NLP library), so it starts sooner and holds less.
export default async function run(task: CpuTask): Promise<unknown> {
  switch (task.kind) {
    case "office":
      return (await import("../services/exports/office-task")).runOfficeTask(task.input as OfficeTask);
    case "bloom":
      return (await import("../ai/built-in/bloom-task")).runBloomTask(task.input as BloomTask);
  }
}
