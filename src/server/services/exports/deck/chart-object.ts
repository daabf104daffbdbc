import type PptxGenJS from "pptxgenjs";
import { SCORING_SCALE } from "@/lib/constants";
import type { Chart } from "@/lib/schemas/insight";
import { fitText } from "./text-fit";
import { addTextIn, type Box, colours, font } from "./theme";

/** The name of every chart's one series: the points' values are shares of the answers. */
export const SERIES_NAME = "Share of answers (%)";

/** "37.5" → "37.5%", "50" → "50%": the charts' value labels. */
const PERCENT_FORMAT = '0.#"%"';

/** What the chart's note line says under it: the average on its scale and the number of answers. */
export function chartNote(chart: Chart): string {
  const answers = `${chart.total_count} ${chart.total_count === 1 ? "answer" : "answers"}`;
  if (chart.average_value === null) return answers;
  if (chart.kind === "SCORING") {
    return `Average ${chart.average_value.toFixed(1)} on the ${SCORING_SCALE.min}–${SCORING_SCALE.max} scale · ${answers}`;
  }
  if (chart.kind === "DURATION") return `Average ${Math.round(chart.average_value)} s · ${answers}`;
  return `Average ${chart.average_value} · ${answers}`;
}

/**
 * An insight's chart as a native chart object (its data in an embedded workbook, editable in
 * PowerPoint, Keynote, Google Slides and LibreOffice), from the chart points of 001 §3 exactly as the
 * API answers them: a scoring scale and distributions over ordered buckets as columns, choices as
 * bars (their labels are long), each value a percentage of the answers. The question stands above
 * it and the average below.
 */
export function addChart(pptx: PptxGenJS, slide: PptxGenJS.Slide, chart: Chart, box: Box): void {
  const question = chart.task?.text ? fitText(chart.task.text, { width: box.w, height: 0.5 }, [12, 11, 10]) : null;
  const top = question ? box.y + 0.55 : box.y;
  if (question) {
    addTextIn(
      slide,
      question.text,
      { x: box.x, y: box.y, w: box.w, h: 0.5 },
      { fontSize: question.fontSize, bold: true, color: colours.text },
    );
  }
  const columns = chart.kind === "SCORING" || chart.kind === "DURATION" || chart.kind === "OBSERVATION";
  const height = box.y + box.h - top - 0.35;
  slide.addChart(
    pptx.ChartType.bar,
    [{ name: SERIES_NAME, labels: chart.points.map((p) => p.title), values: chart.points.map((p) => p.value) }],
    {
      x: box.x,
      y: top,
      w: box.w,
      h: height,
      barDir: columns ? "col" : "bar",
      // Choices read top to bottom in their order, as on the insights page.
      catAxisOrientation: columns ? "minMax" : ("maxMin" as "minMax"),
      chartColors: [colours.primary],
      barGapWidthPct: 60,
      showValue: true,
      dataLabelFormatCode: PERCENT_FORMAT,
      dataLabelFontFace: font,
      dataLabelFontSize: 10,
      dataLabelColor: colours.text,
      dataLabelPosition: "outEnd",
      catAxisLabelFontFace: font,
      catAxisLabelFontSize: 10,
      catAxisLabelColor: colours.text,
      valAxisHidden: true,
      valAxisMinVal: 0,
      valAxisMaxVal: 100,
      valGridLine: { style: "none" },
      showLegend: false,
      altText: `${chart.task?.text ?? "Chart"}: ${chart.points.map((p) => `${p.title} ${p.value}%`).join(", ")}`,
    },
  );
  addTextIn(
    slide,
    chartNote(chart),
    { x: box.x, y: box.y + box.h - 0.3, w: box.w, h: 0.3 },
    { fontSize: 11, color: colours.muted },
  );
}
