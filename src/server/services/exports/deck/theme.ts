import type PptxGenJS from "pptxgenjs";
import { BRAND_COLOURS, DOCUMENT_FONT, PRODUCT_NAME } from "@/lib/brand";
import { fitText } from "./text-fit";

type Slide = PptxGenJS.Slide;

/** 16:9 (PowerPoint's "Widescreen"), in inches. */
export const SLIDE = { width: 13.333, height: 7.5 } as const;
/** The margin around a slide's content and the width between the margins. */
export const MARGIN = 0.6;
export const CONTENT_WIDTH = SLIDE.width - 2 * MARGIN;
/** Where the body of a slide starts and ends (below the title, above the footer). */
export const BODY_TOP = 1.95;
export const BODY_BOTTOM = 6.75;

export const colours = BRAND_COLOURS;
export const font = DOCUMENT_FONT;

/** Title sizes tried in order; a long business question gets a smaller one rather than overflowing. */
const TITLE_SIZES = [28, 24, 20, 18] as const;
const TITLE_BOX = { width: CONTENT_WIDTH, height: 1.05 };

/**
 * The head every content slide shares: a small kicker (where in the deck this is), the title fitted
 * to two lines' room, and the accent rule in the brand's secondary colour.
 */
export function addHead(slide: Slide, kicker: string, title: string): void {
  slide.addShape("rect", {
    x: MARGIN,
    y: 0.42,
    w: 0.55,
    h: 0.06,
    fill: { color: colours.secondary },
    line: { type: "none" },
  });
  const kick = fitText(kicker, { width: CONTENT_WIDTH, height: 0.3 }, [12]);
  slide.addText(kick.text, {
    x: MARGIN,
    y: 0.52,
    w: CONTENT_WIDTH,
    h: 0.3,
    fontFace: font,
    fontSize: kick.fontSize,
    color: colours.muted,
    margin: 0,
    valign: "top",
  });
  const fitted = fitText(title, TITLE_BOX, TITLE_SIZES, true);
  slide.addText(fitted.text, {
    x: MARGIN,
    y: 0.82,
    w: CONTENT_WIDTH,
    h: TITLE_BOX.height,
    fontFace: font,
    fontSize: fitted.fontSize,
    bold: true,
    color: colours.primary,
    margin: 0,
    valign: "top",
    fit: "none",
  });
}

/** The footer: the product and the study on the left, the slide number on the right. */
export function addFooter(slide: Slide, source: string): void {
  const line = fitText(`${PRODUCT_NAME} · ${source}`, { width: CONTENT_WIDTH - 1.2, height: 0.3 }, [10]);
  slide.addText(line.text, {
    x: MARGIN,
    y: 7.0,
    w: CONTENT_WIDTH - 1.2,
    h: 0.3,
    fontFace: font,
    fontSize: 10,
    color: colours.muted,
    margin: 0,
    valign: "middle",
  });
  slide.slideNumber = {
    x: SLIDE.width - MARGIN - 0.8,
    y: 7.0,
    w: 0.8,
    h: 0.3,
    fontFace: font,
    fontSize: 10,
    color: colours.muted,
    align: "right",
  };
}
