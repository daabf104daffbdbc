import type PptxGenJS from "pptxgenjs";
import { LIST_INDENT, PARAGRAPH_GAP, type PlacedBlock } from "./paginate";
import { addTextIn, type Box, colours } from "./theme";

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
  addTextIn(slide, runs, box, { fontSize, color: colours.text, fit: "none" });
}
