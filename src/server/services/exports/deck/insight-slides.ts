import type PptxGenJS from "pptxgenjs";
import type { DeckInsight, DeckQuote } from "../study-deck-data";
import { addChart } from "./chart-object";
import { blocksHeight, paginateBlocks } from "./paginate";
import { fitText } from "./text-fit";
import { addBlocks } from "./text-blocks";
import {
  addBar,
  addFooter,
  addHead,
  addTextIn,
  BODY_BOTTOM,
  BODY_TOP,
  type Box,
  colours,
  CONTENT_WIDTH,
  MARGIN,
} from "./theme";

/** Insight text: 16 pt, a little smaller than a takeaway slide's, beside a chart. */
const INSIGHT_SIZE = 16;
const COLUMN_GAP = 0.35;
const TEXT_WIDTH = 5.9;
/** Where the quotes start at the latest; they follow shorter text closely instead. */
const QUOTES_TOP = 4.75;
const QUOTES_HEIGHT = BODY_BOTTOM + 0.1 - QUOTES_TOP;
/** Room between an insight's text and its quotes. */
const QUOTES_AFTER_TEXT = 0.45;
const QUOTE_GAP = 0.3;
/** A chart with no text beside it: wider, but not so wide that its bars stretch across the slide. */
const LONE_CHART_WIDTH = 8;

/** One quote card: the clip's thumbnail, who said it (name, age, country) and what they said. */
function addQuote(slide: PptxGenJS.Slide, quote: DeckQuote, box: Box): void {
  slide.addShape("rect", { ...box, fill: { color: colours.surface }, line: { color: colours.border, width: 1 } });
  addBar(slide, { x: box.x, y: box.y, w: 0.07, h: box.h }, colours.secondary);
  const pad = 0.18;
  const thumb = { x: box.x + pad, y: box.y + pad, w: 1.44, h: 0.81 };
  if (quote.image) {
    slide.addImage({ data: quote.image.data, ...thumb, altText: `Video still of ${quote.participant}` });
  } else {
    addBar(slide, thumb, colours.border);
  }
  const nameBox = { width: box.w - thumb.w - 2 * pad - 0.12, height: thumb.h };
  const name = fitText(quote.participant, nameBox, [12, 11, 10], true);
  addTextIn(
    slide,
    name.text,
    { x: thumb.x + thumb.w + 0.12, y: thumb.y, w: nameBox.width, h: nameBox.height },
    { fontSize: name.fontSize, bold: true, color: colours.primary, valign: "middle" },
  );
  const textBox = {
    x: box.x + pad,
    y: thumb.y + thumb.h + 0.1,
    w: box.w - 2 * pad,
    h: box.h - thumb.h - 2 * pad - 0.1,
  };
  const said = fitText(`“${quote.text}”`, { width: textBox.w, height: textBox.h }, [12, 11, 10, 9]);
  addTextIn(slide, said.text, textBox, { fontSize: said.fontSize, italic: true, color: colours.text });
}

/** The speaker notes of an insight: each quote in full with who said it and where it lies in the interview. */
export function insightNotes(insight: DeckInsight): string {
  if (!insight.quotes.length) return `${insight.title}\n\nNo quotes are attached to this insight.`;
  const lines = insight.quotes.map(
    (q, i) => `${i + 1}. ${q.participant}, interview ${q.interviewId}, at ${q.timeCode}: “${q.text}”`,
  );
  return [`Quotes of “${insight.title}” (time codes in the interview video):`, ...lines].join("\n");
}

/**
 * An insight's slides: its text on the left, its chart as a native chart on the right and up to
 * three quotes along the bottom. Text that does not fit and each further chart continue on the
 * next slide; the quotes and the speaker notes (with their time codes) stay on the first.
 */
export function addInsightSlides(
  pptx: PptxGenJS,
  newSlide: () => PptxGenJS.Slide,
  insight: DeckInsight,
  head: { kicker: string; source: string },
): void {
  const hasQuotes = insight.quotes.length > 0;
  const hasCharts = insight.charts.length > 0;
  const firstBottom = hasQuotes ? QUOTES_TOP - 0.2 : BODY_BOTTOM;
  const textWidth = hasCharts ? TEXT_WIDTH : CONTENT_WIDTH;
  const pages = paginateBlocks(
    insight.content.length ? insight.content : [{ text: "This insight has no text yet.", list: null }],
    { width: textWidth, firstHeight: firstBottom - BODY_TOP, nextHeight: BODY_BOTTOM - BODY_TOP },
    { fontSize: INSIGHT_SIZE },
  );
  const count = Math.max(pages.length, insight.charts.length, 1);
  for (let i = 0; i < count; i++) {
    const slide = newSlide();
    const bottom = i === 0 ? firstBottom : BODY_BOTTOM;
    addHead(slide, head.kicker, i === 0 ? insight.title : `${insight.title} (continued)`);
    const chart = insight.charts[i];
    // Below a chart the quotes keep their line; below text alone they follow it, measured, so a
    // short insight has no band of empty slide between its words and its evidence.
    const textHeight = blocksHeight(pages[i] ?? [], textWidth, { fontSize: INSIGHT_SIZE });
    const quotesFollow = i === 0 && hasQuotes && !chart;
    const quotesTop = quotesFollow ? Math.min(QUOTES_TOP, BODY_TOP + textHeight + QUOTES_AFTER_TEXT) : QUOTES_TOP;
    const textBox = { x: MARGIN, y: BODY_TOP, w: textWidth, h: quotesFollow ? textHeight : bottom - BODY_TOP };
    addBlocks(slide, pages[i] ?? [], textBox, INSIGHT_SIZE);
    if (chart) {
      // Beside the text; alone on a slide that continues with a further chart only, centred and wider.
      const alone = !pages[i]?.length;
      const w = alone ? LONE_CHART_WIDTH : CONTENT_WIDTH - TEXT_WIDTH - COLUMN_GAP;
      const x = alone ? MARGIN + (CONTENT_WIDTH - w) / 2 : MARGIN + TEXT_WIDTH + COLUMN_GAP;
      addChart(pptx, slide, chart, { x, y: BODY_TOP, w, h: bottom - BODY_TOP });
    }
    if (i === 0 && hasQuotes) {
      const width = (CONTENT_WIDTH - QUOTE_GAP * 2) / 3;
      insight.quotes.forEach((quote, q) =>
        addQuote(slide, quote, { x: MARGIN + q * (width + QUOTE_GAP), y: quotesTop, w: width, h: QUOTES_HEIGHT }),
      );
      slide.addNotes(insightNotes(insight));
    }
    addFooter(slide, head.source);
  }
}
