import { runOffLoop } from "../../threads/cpu-pool";
import type { OfficeTask } from "./office-task";

/**
 * Builds a PowerPoint or Word file in the worker-thread pool (threads/cpu-pool.ts), off the web
 * process's event loop; the data is read already, so the thread does CPU work only.
 */
export async function buildInWorker(task: OfficeTask): Promise<Buffer> {
  const bytes = await runOffLoop<Uint8Array>("office", task);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
