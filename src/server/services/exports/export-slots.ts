import { availableParallelism } from "node:os";
import pLimit from "p-limit";

/**
 * Exports made at once by this process; the others wait their turn in order. One per core, as
 * many as the threads that build the files (threads/cpu-pool.ts): a burst of thirty exports
 * (a team before a board meeting) would otherwise read thirty studies at once, holding every
 * pooled database connection and most of the event loop while the pages and the health check
 * wait behind them. Each export still ends as soon as it would with a free core.
 */
const slots = pLimit(availableParallelism());

/** Runs one export's reading and building when a slot is free. */
export function inExportSlot<T>(make: () => Promise<T>): Promise<T> {
  return slots(make);
}

/** Exports being made, and waiting for a slot (for tests and diagnostics). */
export function exportSlots(): { running: number; waiting: number } {
  return { running: slots.activeCount, waiting: slots.pendingCount };
}
