import type PptxGenJS from "pptxgenjs";
import { PRODUCT_NAME } from "@/lib/brand";
import type { TextBlock } from "../../../util/html-text";
import { paginateBlocks } from "./paginate";
import { fitText } from "./text-fit";
import { addBlocks } from "./text-blocks";
import {
  addBar,
  addFooter,
  addHead,
  addTextIn,
  BODY_BOTTOM,
  BODY_TOP,
  colours,
  CONTENT_WIDTH,
  MARGIN,
  SLIDE,
} from "./theme";

type Slide = PptxGenJS.Slide;

/** Text of the body of a slide: 18 pt, as a presenter reads it from across a room. */
export const BODY_SIZE = 18;
const BODY_BOX = { x: MARGIN, y: BODY_TOP, w: CONTENT_WIDTH, h: BODY_BOTTOM - BODY_TOP };

/**
 * A section's opening slide in the brand colour: the title of a study or project, what it belongs
 * to, and a line of detail (the export date, the number of studies).
 */
export function addTitleSlide(slide: Slide, kicker: string, title: string, lines: string[]): void {
  slide.background = { color: colours.primary };
  addBar(slide, { x: MARGIN, y: 2.1, w: 0.9, h: 0.09 }, colours.secondary);
  addTextIn(
    slide,
    fitText(kicker, { width: CONTENT_WIDTH, height: 0.4 }, [16]).text,
    { x: MARGIN, y: 2.35, w: CONTENT_WIDTH, h: 0.4 },
    { fontSize: 16, color: "FFFFFF" },
  );
  const fitted = fitText(title, { width: CONTENT_WIDTH, height: 2.0 }, [40, 34, 28, 24], true);
  addTextIn(
    slide,
    fitted.text,
    { x: MARGIN, y: 2.85, w: CONTENT_WIDTH, h: 2.0 },
    { fontSize: fitted.fontSize, bold: true, color: "FFFFFF" },
  );
  const detail = fitText(lines.join(" · "), { width: CONTENT_WIDTH, height: 0.8 }, [16, 14]);
  addTextIn(
    slide,
    detail.text,
    { x: MARGIN, y: 5.1, w: CONTENT_WIDTH, h: 0.8 },
    { fontSize: detail.fontSize, color: "FFFFFF" },
  );
  addTextIn(
    slide,
    PRODUCT_NAME,
    { x: MARGIN, y: SLIDE.height - 0.8, w: 3, h: 0.4 },
    { fontSize: 14, bold: true, color: "FFFFFF" },
  );
}

/** The study facts (method, market, language, participants, dates) as a grid of labelled cards. */
export function addFactsSlide(slide: Slide, studyTitle: string, facts: [string, string][]): void {
  addHead(slide, studyTitle, "Study facts");
  const columns = 3;
  const gap = 0.3;
  const width = (CONTENT_WIDTH - gap * (columns - 1)) / columns;
  const height = 1.75;
  facts.forEach(([label, value], i) => {
    const x = MARGIN + (i % columns) * (width + gap);
    const y = BODY_TOP + 0.1 + Math.floor(i / columns) * (height + gap);
    slide.addShape("rect", {
      x,
      y,
      w: width,
      h: height,
      fill: { color: colours.surface },
      line: { color: colours.border, width: 1 },
    });
    addTextIn(
      slide,
      label.toUpperCase(),
      { x: x + 0.25, y: y + 0.2, w: width - 0.5, h: 0.3 },
      { fontSize: 11, color: colours.muted, charSpacing: 1 },
    );
    const fitted = fitText(value, { width: width - 0.5, height: 1.0 }, [22, 18, 16, 14], true);
    addTextIn(
      slide,
      fitted.text,
      { x: x + 0.25, y: y + 0.55, w: width - 0.5, h: 1.0 },
      { fontSize: fitted.fontSize, bold: true, color: colours.primary },
    );
  });
  addFooter(slide, studyTitle);
}

/**
 * Slides of text under one title (key takeaways, a business question's takeaways), as many as the
 * text needs; later ones say they continue. `empty` is what a slide without text says.
 */
export function addTextSlides(
  newSlide: () => Slide,
  head: { kicker: string; title: string; source: string },
  blocks: TextBlock[],
  empty: string,
): void {
  const shown = blocks.length ? blocks : [{ text: empty, list: null }];
  const pages = paginateBlocks(
    shown,
    { width: BODY_BOX.w, firstHeight: BODY_BOX.h, nextHeight: BODY_BOX.h },
    { fontSize: BODY_SIZE },
  );
  pages.forEach((page, i) => {
    const slide = newSlide();
    addHead(slide, head.kicker, i === 0 ? head.title : `${head.title} (continued)`);
    addBlocks(slide, page, BODY_BOX, BODY_SIZE);
    addFooter(slide, head.source);
  });
}
