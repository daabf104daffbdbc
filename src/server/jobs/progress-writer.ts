/**
 * A generation's progress as the job stores it: only upward, capped at 99 (100 is COMPLETED's),
 * and written at most once per `minIntervalMs`. The client reads it every AI_POLLING.intervalMs,
 * so writing more often shows nothing more; a built-in generation, done in milliseconds, writes
 * none at all instead of one UPDATE per step.
 */
export function progressWriter(
  write: (percent: number) => Promise<unknown>,
  {
    minIntervalMs,
    start = 1,
    now = () => performance.now(),
  }: { minIntervalMs: number; start?: number; now?: () => number },
): (percent: number) => Promise<void> {
  let reported = start;
  let written = now();
  return async (percent) => {
    const value = Math.max(reported, Math.min(99, Math.round(percent)));
    if (value === reported) return;
    reported = value;
    if (now() - written < minIntervalMs) return;
    written = now();
    await write(value);
  };
}
