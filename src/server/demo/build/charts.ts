/**
 * Charts computed from the participants' answers (never typed): a 1–5 scoring distribution with
 * its average, choice distributions, and observation outcomes and durations.
 */
import type { TaskContent } from "../content/types";
import type { BuiltAnswer, BuiltChart, TaskPath } from "./types";

/** Observation outcomes in chart order, with their labels. */
export const OUTCOME_LABELS = {
  COMPLETED: "Completed",
  WITH_DIFFICULTY: "Completed with difficulty",
  FAILED: "Did not complete",
} as const;

/** Time-on-task buckets of the duration chart: [label, upper bound in seconds (exclusive)]. */
export const DURATION_BUCKETS: readonly (readonly [string, number])[] = [
  ["Under 15 s", 15],
  ["15–30 s", 30],
  ["30–60 s", 60],
  ["1–2 min", 120],
  ["Over 2 min", Number.POSITIVE_INFINITY],
];

/** A share in percent with one decimal. */
export const percent = (count: number, total: number) => (total ? Math.round((count / total) * 1000) / 10 : 0);
const mean = (values: number[]) =>
  values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100 : null;

function distribution(titles: readonly string[], counts: number[], total: number) {
  return titles.map((title, i) => ({ title, count: counts[i] ?? 0, value: percent(counts[i] ?? 0, total) }));
}

/** The charts of one closed task (none for open tasks). */
export function chartsFor(task: TaskContent, path: TaskPath, answers: readonly BuiltAnswer[]): BuiltChart[] {
  const total = answers.length;
  if (!total) return [];
  if (task.type === "SCORING") {
    const scores = answers.map((a) => a.score ?? 0);
    const counts = [1, 2, 3, 4, 5].map((v) => scores.filter((s) => s === v).length);
    return [
      {
        task: path,
        kind: "SCORING",
        points: distribution(["1", "2", "3", "4", "5"], counts, total),
        averageValue: mean(scores),
        totalCount: total,
      },
    ];
  }
  if (task.type === "CHECKBOX" || task.type === "RADIO") {
    const options = task.options ?? [];
    const counts = options.map((_, i) => answers.filter((a) => a.choices?.includes(i)).length);
    const kind = task.type === "CHECKBOX" ? "CHECKBOX" : "PERCENTAGE";
    return [{ task: path, kind, points: distribution(options, counts, total), averageValue: null, totalCount: total }];
  }
  if (task.type === "OBSERVATION") {
    const outcomes = Object.keys(OUTCOME_LABELS) as (keyof typeof OUTCOME_LABELS)[];
    const outcomeCounts = outcomes.map((o) => answers.filter((a) => a.outcome === o).length);
    const seconds = answers.map((a) => a.seconds ?? 0);
    const bucketCounts = DURATION_BUCKETS.map(([, upper], i) => {
      const lower = DURATION_BUCKETS[i - 1]?.[1] ?? 0;
      return seconds.filter((s) => s >= lower && s < upper).length;
    });
    return [
      {
        task: path,
        kind: "OBSERVATION",
        points: distribution(
          outcomes.map((o) => OUTCOME_LABELS[o]),
          outcomeCounts,
          total,
        ),
        averageValue: null,
        totalCount: total,
      },
      {
        task: path,
        kind: "DURATION",
        points: distribution(
          DURATION_BUCKETS.map(([label]) => label),
          bucketCounts,
          total,
        ),
        averageValue: mean(seconds),
        totalCount: total,
      },
    ];
  }
  return [];
}
