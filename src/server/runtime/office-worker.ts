/**
 * A worker thread of the office pool (src/server/services/exports/office-pool.ts): builds one
 * PowerPoint or Word file per task, off the web process's event loop. Bundled as
 * dist/runtime/office-worker.mjs; run from source (through tsx) in development and tests.
 */
import { type OfficeTask, runOfficeTask } from "../services/exports/office-task";

export default function build(task: OfficeTask): Promise<Uint8Array> {
  return runOfficeTask(task);
}
