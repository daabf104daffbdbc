/**
 * The nearest-rank percentile: the smallest value with at least p of the values at or below it
 * (p95 of 20 runs is the 19th fastest, so one outlier in 20 shows in the maximum, not in p95).
 */
export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
};
