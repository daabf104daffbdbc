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

/** A box on a slide, in inches. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A filled rectangle without an outline: accent rules, picture placeholders. */
export const addBar = (slide: Slide, box: Box, color: string) =>
  slide.addShape("rect", { ...box, fill: { color }, line: { type: "none" } });

/** Text set as every text of the deck is: its typeface, no inner margin, from the top of its box. */
export const addTextIn = (
  slide: Slide,
  text: string | PptxGenJS.TextProps[],
  box: Box,
  style: PptxGenJS.TextPropsOptions,
) => slide.addText(text, { ...box, fontFace: font, margin: 0, valign: "top", ...style });

/** Title sizes tried in order; a long business question gets a smaller one rather than overflowing. */
const TITLE_SIZES = [28, 24, 20, 18] as const;
const TITLE_BOX = { width: CONTENT_WIDTH, height: 1.05 };

/**
 * The head every content slide shares: a small kicker (where in the deck this is), the title fitted
 * to two lines' room, and the accent rule in the brand's secondary colour.
 */
export function addHead(slide: Slide, kicker: string, title: string): void {
  addBar(slide, { x: MARGIN, y: 0.42, w: 0.55, h: 0.06 }, colours.secondary);
  const kick = fitText(kicker, { width: CONTENT_WIDTH, height: 0.3 }, [12]);
  addTextIn(
    slide,
    kick.text,
    { x: MARGIN, y: 0.52, w: CONTENT_WIDTH, h: 0.3 },
    { fontSize: kick.fontSize, color: colours.muted },
  );
  const fitted = fitText(title, TITLE_BOX, TITLE_SIZES, true);
  addTextIn(
    slide,
    fitted.text,
    { x: MARGIN, y: 0.82, w: CONTENT_WIDTH, h: TITLE_BOX.height },
    { fontSize: fitted.fontSize, bold: true, color: colours.primary, fit: "none" },
  );
}

/** The footer: the product and the study on the left, the slide number on the right. */
export function addFooter(slide: Slide, source: string): void {
  const line = fitText(`${PRODUCT_NAME} · ${source}`, { width: CONTENT_WIDTH - 1.2, height: 0.3 }, [10]);
  addTextIn(
    slide,
    line.text,
    { x: MARGIN, y: 7.0, w: CONTENT_WIDTH - 1.2, h: 0.3 },
    { fontSize: 10, color: colours.muted, valign: "middle" },
  );
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
