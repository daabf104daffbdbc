import type PptxGenJS from "pptxgenjs";
import { LIST_INDENT, PARAGRAPH_GAP, type PlacedBlock } from "./paginate";
import { colours, font } from "./theme";

/** A box on a slide, in inches. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Paragraphs and list items (already paginated to fit `box`) as one text box of real paragraphs
 * with real bullets and numbers, so the text stays editable and reflows in any office suite.
 */
export function addBlocks(slide: PptxGenJS.Slide, blocks: readonly PlacedBlock[], box: Box, fontSize: number): void {
  if (!blocks.length) return;
  const runs: PptxGenJS.TextProps[] = blocks.map((block) => {
    const listed = block.list !== null && !block.continued;
    const bullet: PptxGenJS.TextPropsOptions["bullet"] = !listed
      ? false
      : block.list === "bullet"
        ? { indent: LIST_INDENT * 72 }
        : { type: "number", numberStartAt: Number(block.list), indent: LIST_INDENT * 72 };
    return {
      text: block.text,
      options: { bullet, breakLine: true, paraSpaceAfter: fontSize * PARAGRAPH_GAP * 1.2 },
    };
  });
  slide.addText(runs, {
    ...box,
    fontFace: font,
    fontSize,
    color: colours.text,
    margin: 0,
    valign: "top",
    fit: "none",
  });
}
