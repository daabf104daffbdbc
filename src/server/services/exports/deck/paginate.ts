import type { TextBlock } from "../../../util/html-text";
import { joinLines, linesHeight, type TextStyle, wrapText } from "./text-fit";

/** How far list items are indented, in inches (the bullet hangs in this space). */
export const LIST_INDENT = 0.3;
/** Space after each paragraph, in lines. */
export const PARAGRAPH_GAP = 0.4;

/** A block, or the part of one that a page holds; a part after a page break carries no bullet. */
export interface PlacedBlock extends TextBlock {
  continued: boolean;
}

/**
 * Splits paragraphs and list items into pages of a text box `width` inches wide: the first page
 * `firstHeight` inches tall, the rest `nextHeight` (a continuation slide has more room). A block
 * longer than the room left is split between lines, so nothing is ever cut off.
 */
export function paginateBlocks(
  blocks: readonly TextBlock[],
  box: { width: number; firstHeight: number; nextHeight: number },
  style: TextStyle,
): PlacedBlock[][] {
  const pages: PlacedBlock[][] = [[]];
  let room = box.firstHeight;
  const lineHeight = linesHeight(1, style);
  for (const block of blocks) {
    const width = block.list === null ? box.width : box.width - LIST_INDENT;
    let lines = wrapText(block.text, width, style);
    let continued = false;
    while (lines.length) {
      const fitting = Math.floor((room + 1e-9) / lineHeight);
      const fresh = pages.at(-1)!.length === 0;
      if (!fresh && (fitting < 1 || (fitting < lines.length && fitting < 2))) {
        // Not even two lines of it fit: start it on the next page rather than leave a widow.
        pages.push([]);
        room = box.nextHeight;
        continue;
      }
      // A fresh page takes at least one line, whatever its height, so this always ends.
      const taken = lines.slice(0, Math.max(1, fitting));
      pages.at(-1)!.push({ ...block, text: joinLines(taken), continued });
      room -= linesHeight(taken.length + PARAGRAPH_GAP, style);
      lines = lines.slice(taken.length);
      continued = true;
      if (lines.length) {
        pages.push([]);
        room = box.nextHeight;
      }
    }
  }
  return pages.filter((page, i) => page.length > 0 || i === 0);
}

/** The height in inches that paginated blocks take in a box `width` inches wide, gaps between them included. */
export function blocksHeight(blocks: readonly PlacedBlock[], width: number, style: TextStyle): number {
  const lines = blocks.reduce(
    (sum, block) => sum + wrapText(block.text, block.list === null ? width : width - LIST_INDENT, style).length,
    0,
  );
  return blocks.length ? linesHeight(lines + PARAGRAPH_GAP * (blocks.length - 1), style) : 0;
}
