/**
 * What the insight charts draw, as plain numbers and words: the SVG components only place them.
 * Kept apart so the geometry and the spoken summaries are tested without rendering.
 */
import { SCORING_SCALE } from "@/lib/constants";
import type { Chart, ChartPoint } from "@/lib/schemas/insight";

/** Height of a scoring chart's plot area in px (labels sit below it). */
export const SCORING_PLOT_HEIGHT = 140;
/** Longest bar label drawn; the full text is in the chart's table. */
export const MAX_LABEL_CHARS = 52;

export const chartKindTitles: Record<Chart["kind"], string> = {
  SCORING: "Scoring",
  CHECKBOX: "Multiple choice",
  PERCENTAGE: "Single choice",
  OBSERVATION: "Task completion",
  DURATION: "Time on task",
};

const oneDecimal = (n: number) => (Math.round(n * 10) / 10).toLocaleString("en");

/** "45 s", "1 min 20 s". */
export function formatSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  const rest = whole % 60;
  return rest ? `${Math.floor(whole / 60)} min ${rest} s` : `${whole / 60} min`;
}

/** A label short enough for one line of a bar chart. */
export function shortLabel(title: string): string {
  return title.length > MAX_LABEL_CHARS ? `${title.slice(0, MAX_LABEL_CHARS - 1).trimEnd()}…` : title;
}

/** The average as a person reads it, or null for charts without one. */
export function averageText(chart: Pick<Chart, "kind" | "average_value">): string | null {
  if (chart.average_value === null) return null;
  if (chart.kind === "SCORING") return `Average ${oneDecimal(chart.average_value)} of ${SCORING_SCALE.max}`;
  if (chart.kind === "DURATION") return `Average ${formatSeconds(chart.average_value)}`;
  return `Average ${oneDecimal(chart.average_value)}`;
}

/** "8 answers". */
export const answersText = (count: number) => (count === 1 ? "1 answer" : `${count} answers`);

/** What a screen reader announces for the chart as a whole. */
export function chartSummary(chart: Chart): string {
  const parts = [chartKindTitles[chart.kind], answersText(chart.total_count)];
  const average = averageText(chart);
  if (average) parts.push(average.toLowerCase());
  const values = chart.points.map((p) => `${p.title}: ${oneDecimal(p.value)}% (${p.count})`).join("; ");
  return `${parts.join(", ")}. ${values}.`;
}

export interface Bar {
  label: string;
  fullLabel: string;
  /** Share of answers in percent, the bar's width on a 0–100 track. */
  value: number;
  count: number;
  valueText: string;
}

/** Rows of a horizontal distribution chart (choices, observations, durations). */
export function distributionBars(points: ChartPoint[]): Bar[] {
  return points.map((p) => ({
    label: shortLabel(p.title),
    fullLabel: p.title,
    value: Math.max(0, Math.min(100, p.value)),
    count: p.count,
    valueText: `${oneDecimal(p.value)}%`,
  }));
}

export interface Column {
  label: string;
  count: number;
  value: number;
  /** Centre of the column in percent of the chart's width. */
  centre: number;
  /** Height in px within SCORING_PLOT_HEIGHT, scaled so the tallest column fills it. */
  height: number;
}

/** Columns of a scoring chart, one per scale step (1–5), scaled to the most frequent score. */
export function scoringColumns(points: ChartPoint[]): Column[] {
  const max = Math.max(1, ...points.map((p) => p.count));
  const step = 100 / Math.max(1, points.length);
  return points.map((p, i) => ({
    label: p.title,
    count: p.count,
    value: p.value,
    centre: step * i + step / 2,
    height: Math.round((p.count / max) * (SCORING_PLOT_HEIGHT - 24)),
  }));
}

/** Where the average falls on the scoring chart, in percent of its width (centres of 1 and 5 at the ends). */
export function averagePosition(average: number, steps = SCORING_SCALE.max - SCORING_SCALE.min + 1): number {
  const step = 100 / steps;
  const clamped = Math.max(SCORING_SCALE.min, Math.min(SCORING_SCALE.max, average));
  return step / 2 + (clamped - SCORING_SCALE.min) * step;
}
