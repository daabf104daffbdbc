/**
 * A worker thread of the office pool (src/server/services/exports/office-pool.ts): builds one
 * PowerPoint or Word file per task, off the web process's event loop. Bundled as
 * dist/runtime/office-worker.mjs; run from source (through tsx) in development and tests.
 */
import { setPriority } from "node:os";
import { type OfficeTask, runOfficeTask } from "../services/exports/office-task";

/** The niceness of a building thread: below the event loop's, which answers pages and API calls. */
const BACKGROUND_NICENESS = 10;

// On Linux a niceness belongs to a thread, and 0 names the calling one: this lowers the worker
// thread alone, so with every core building, the web process's own thread is still scheduled first.
try {
  setPriority(0, BACKGROUND_NICENESS);
} catch {
  // Not allowed here (a container without the capability, another OS): build at normal priority.
}

export default function build(task: OfficeTask): Promise<Uint8Array> {
  return runOfficeTask(task);
}
