import os from "node:os";

/**
 * Maps `items` through `fn` with at most `concurrency` calls in flight, resolving with the
 * results in input order. The first failure rejects the whole call and stops new calls from
 * starting (calls already running are left to finish).
 */
export async function runLimited<T, R>(
  items: readonly T[],
  concurrency: number = os.availableParallelism(),
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await fn(items[index] as T, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const lanes = Math.max(1, Math.min(Math.floor(concurrency) || 1, items.length));
  await Promise.all(Array.from({ length: lanes }, lane));
  return results;
}
