/**
 * Measuring text for fixed boxes. A deck cannot reflow like a page, so text is measured with the
 * advance widths of Arial (equal to Helvetica's and Liberation Sans's, the metric twin LibreOffice
 * uses) and broken into lines and pages before it is placed: long text continues on another
 * slide instead of running out of its box.
 */

// Advance widths of ASCII 32–126 in 1/1000 em (Helvetica AFM; Arial matches).
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];
const OTHER_WIDTHS: Record<string, number> = {
  "–": 556,
  "—": 1000,
  "•": 350,
  "‘": 222,
  "’": 222,
  "“": 333,
  "”": 333,
  "…": 1000,
  "\u00a0": 278,
  æ: 889,
  Æ: 1000,
  ø: 611,
  Ø: 778,
};
/** Letters outside the table: the width of a typical lower-case letter, erring wide. */
const DEFAULT_WIDTH = 600;
/** Bold Arial runs about 7% wider than regular. */
const BOLD_FACTOR = 1.07;
/** Line height as a multiple of the font size (Arial's ascent plus descent is 1.15; a margin for renderers). */
export const LINE_HEIGHT = 1.2;
const POINTS_PER_INCH = 72;
/** Text is measured a little wider than it is, so a renderer that wraps a word earlier still fits. */
const SAFETY = 1.04;

export interface TextStyle {
  fontSize: number;
  bold?: boolean;
}

const charWidth = (ch: string) => {
  const code = ch.charCodeAt(0);
  return code >= 32 && code <= 126 ? ASCII_WIDTHS[code - 32]! : (OTHER_WIDTHS[ch] ?? DEFAULT_WIDTH);
};

/** The width of one line of text in inches. */
export function textWidth(text: string, style: TextStyle): number {
  let units = 0;
  for (const ch of text) units += charWidth(ch);
  return ((units / 1000) * style.fontSize * (style.bold ? BOLD_FACTOR : 1) * SAFETY) / POINTS_PER_INCH;
}

/** Breaks a word wider than the box into pieces that fit (long links, run-on strings). */
function splitWord(word: string, width: number, style: TextStyle): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const ch of word) {
    if (piece && textWidth(piece + ch, style) > width) {
      pieces.push(piece);
      piece = "";
    }
    piece += ch;
  }
  return piece ? [...pieces, piece] : pieces;
}

/** A wrapped line; `broken` when a word too wide for the box goes on in the next line. */
export interface Line {
  text: string;
  broken: boolean;
}

/** The lines a paragraph wraps into in a box `width` inches wide (greedy, at spaces). */
export function wrapText(text: string, width: number, style: TextStyle): Line[] {
  const lines: Line[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, style) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push({ text: line, broken: false });
    const pieces = textWidth(word, style) <= width ? [word] : splitWord(word, width, style);
    lines.push(...pieces.slice(0, -1).map((piece) => ({ text: piece, broken: true })));
    line = pieces.at(-1) ?? "";
  }
  return line ? [...lines, { text: line, broken: false }] : lines;
}

/** Wrapped lines as one text again: spaces where the text had them, none inside a broken word. */
export const joinLines = (lines: readonly Line[]): string =>
  lines.map((line, i) => line.text + (line.broken || i === lines.length - 1 ? "" : " ")).join("");

/** The height in inches of `lines` lines. */
export const linesHeight = (lines: number, style: TextStyle): number =>
  (lines * style.fontSize * LINE_HEIGHT) / POINTS_PER_INCH;

/** How many lines fit in `height` inches. */
export const linesThatFit = (height: number, style: TextStyle): number =>
  Math.max(1, Math.floor((height * POINTS_PER_INCH) / (style.fontSize * LINE_HEIGHT)));

/**
 * The largest of `sizes` (tried in order) at which `text` fits `width` × `height`, and the text to
 * place: all of it, or at the last size as many lines as fit with the last ending in "…".
 */
export function fitText(
  text: string,
  box: { width: number; height: number },
  sizes: readonly number[],
  bold = false,
): { fontSize: number; text: string; cut: boolean } {
  const flat = text.replace(/\s+/g, " ").trim();
  for (const fontSize of sizes) {
    const lines = wrapText(flat, box.width, { fontSize, bold });
    if (lines.length <= linesThatFit(box.height, { fontSize, bold })) return { fontSize, text: flat, cut: false };
  }
  const fontSize = sizes.at(-1)!;
  const style = { fontSize, bold };
  const kept = wrapText(flat, box.width, style).slice(0, linesThatFit(box.height, style));
  const last = kept.pop() ?? { text: "", broken: false };
  let end = last.text;
  while (end && textWidth(`${end}…`, style) > box.width) end = end.slice(0, -1);
  return { fontSize, text: `${joinLines([...kept, { text: end.trimEnd(), broken: true }])}…`, cut: true };
}
