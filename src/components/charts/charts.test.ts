import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { describe, expect, it } from "vitest";
import type { Chart } from "@/lib/schemas/insight";
import InsightChart from "./InsightChart.astro";
import {
  averagePosition,
  averageText,
  chartSummary,
  distributionBars,
  formatSeconds,
  SCORING_PLOT_HEIGHT,
  scoringColumns,
  shortLabel,
} from "./chart-model";

const points = (counts: number[], titles = counts.map((_, i) => String(i + 1))) => {
  const total = counts.reduce((a, b) => a + b, 0);
  return counts.map((count, i) => ({ title: titles[i]!, count, value: Math.round((count / total) * 1000) / 10 }));
};

const scoring: Chart = {
  id: 7,
  kind: "SCORING",
  points: points([0, 1, 2, 3, 2]),
  task: { id: 1, text: "How appealing is this concept?", type: "SCORING" },
  average_value: 3.75,
  total_count: 8,
};

const choice: Chart = {
  id: 8,
  kind: "CHECKBOX",
  points: points([6, 2], ["Foams like milk", "No added sugar & <b>bold</b>"]),
  task: { id: 2, text: "What would make you buy it?", type: "CHECKBOX" },
  average_value: null,
  total_count: 8,
};

describe("chart model", () => {
  it("scales scoring columns to the most frequent score and centres them", () => {
    const columns = scoringColumns(scoring.points);
    expect(columns.map((c) => c.centre)).toEqual([10, 30, 50, 70, 90]);
    expect(columns[3]!.height).toBe(SCORING_PLOT_HEIGHT - 24);
    expect(columns[0]!.height).toBe(0);
    expect(columns[1]!.height).toBeCloseTo((SCORING_PLOT_HEIGHT - 24) / 3, 0);
  });

  it("places the average between the columns of its neighbouring scores", () => {
    expect(averagePosition(1)).toBe(10);
    expect(averagePosition(5)).toBe(90);
    expect(averagePosition(3.75)).toBe(65);
    expect(averagePosition(9)).toBe(90);
  });

  it("words averages, durations, labels and the spoken summary", () => {
    expect(averageText(scoring)).toBe("Average 3.8 of 5");
    expect(averageText({ kind: "DURATION", average_value: 80 })).toBe("Average 1 min 20 s");
    expect(averageText(choice)).toBeNull();
    expect(formatSeconds(16.4)).toBe("16 s");
    expect(formatSeconds(120)).toBe("2 min");
    expect(shortLabel("x".repeat(80))).toHaveLength(52);
    expect(chartSummary(scoring)).toBe(
      "Scoring, 8 answers, average 3.8 of 5. 1: 0% (0); 2: 12.5% (1); 3: 25% (2); 4: 37.5% (3); 5: 25% (2).",
    );
  });

  it("keeps distribution bars on a 0–100 track", () => {
    const bars = distributionBars([{ title: "a", value: 120, count: 1 }, ...choice.points]);
    expect(bars.map((b) => b.value)).toEqual([100, 75, 25]);
    expect(bars[1]!.valueText).toBe("75%");
  });
});

describe("InsightChart", () => {
  it("renders an accessible SVG with a table of every value and no script", async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(InsightChart, { props: { chart: scoring } });
    expect(html).toContain('role="img"');
    expect(html).toMatch(/<title id="chart-7-title">Scoring, 8 answers, average 3.8 of 5\./);
    expect(html).toContain('aria-labelledby="chart-7-title"');
    expect((html.match(/<rect class="bar"/g) ?? []).length).toBe(5);
    expect(html).toContain("How appealing is this concept?");
    expect((html.match(/<tr[\s>]/g) ?? []).length).toBe(6);
    expect(html).not.toContain("<script");
  });

  it("draws a choice chart as bars and escapes option text", async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(InsightChart, { props: { chart: choice } });
    expect(html).toContain('width="75%"');
    expect(html).toContain("No added sugar &amp; &lt;b&gt;bold&lt;/b&gt;");
    expect(html).not.toContain("<b>bold</b>");
    expect(html).toContain("Multiple choice");
  });
});
