import { SHARE_VIEW_CHART_DAYS } from "@/lib/constants";

const DAY_MS = 86_400_000;
const WIDTH = 300;
const HEIGHT = 64;
const LABEL = 14;

/** The last SHARE_VIEW_CHART_DAYS days (UTC dates, oldest first), ending today. */
export function chartDays(now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: SHARE_VIEW_CHART_DAYS }, (_, i) =>
    new Date(today - (SHARE_VIEW_CHART_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * Views per day as a small SVG bar chart, drawn on the server as the insight charts are: one bar
 * a day, the busiest day full height, a title that says it in words for screen readers.
 */
export function viewsChartSvg(perDay: ReadonlyMap<string, number>, now = new Date()): string {
  const days = chartDays(now);
  const counts = days.map((day) => perDay.get(day) ?? 0);
  const total = counts.reduce((a, b) => a + b, 0);
  const most = Math.max(1, ...counts);
  const slot = WIDTH / days.length;
  const plot = HEIGHT - LABEL;
  const bars = counts
    .map((n, i) => {
      const h = n === 0 ? 1 : Math.max(2, Math.round((n / most) * plot));
      const style = n === 0 ? "fill:var(--gray-4,#ced4da)" : "fill:var(--brand-primary,#ff7a59)";
      return `<rect x="${(i * slot + 1).toFixed(1)}" y="${plot - h}" width="${(slot - 2).toFixed(1)}" height="${h}" style="${style}"><title>${days[i]}: ${n}</title></rect>`;
    })
    .join("");
  const title = `Views per day, last ${days.length} days: ${total} ${total === 1 ? "view" : "views"}, at most ${counts.some(Boolean) ? most : 0} a day`;
  const text = (x: number, anchor: string, words: string) =>
    `<text x="${x}" y="${HEIGHT - 2}" text-anchor="${anchor}" style="font-size:10px;fill:var(--text-muted,#6c757d)">${words}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="100%" role="img" aria-label="${title}"><title>${title}</title>${bars}${text(0, "start", days[0]!)}${text(WIDTH, "end", "today")}</svg>`;
}
