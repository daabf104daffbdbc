// drawtext neither wraps nor measures before drawing, so lines are broken here from an
// estimate of DejaVu Sans glyph widths (average advance ≈ 0.5 em, taken a little wider, bold ≈ 0.62 em).
const AVERAGE_EM = 0.53;
const BOLD_EM = 0.62;

/** The approximate pixel width of a line of text in DejaVu Sans. */
export function textWidth(text: string, fontSize: number, bold = false): number {
  return Math.ceil([...text].length * fontSize * (bold ? BOLD_EM : AVERAGE_EM));
}

/** Breaks text into lines of at most `maxChars` characters, on spaces where possible. */
export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    // A word longer than a line (a URL, say) is cut, since drawtext would run it off screen.
    const pieces = [...word].length > maxChars ? chunk(word, maxChars) : [word];
    for (const piece of pieces) {
      const candidate = line ? `${line} ${piece}` : piece;
      if ([...candidate].length <= maxChars) line = candidate;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  if (line) lines.push(line);
  return lines;
}

function chunk(word: string, size: number): string[] {
  const chars = [...word];
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(""));
  return out;
}

export interface CaptionLayout {
  lines: string[];
  fontSize: number;
  lineSpacing: number;
}

/**
 * Chooses the largest caption size at which the text fits the box, shrinking step by step and,
 * as a last resort, ending the text with an ellipsis rather than overflowing the frame.
 */
export function fitCaption(text: string, boxWidth: number, boxHeight: number, sizes = [22, 20, 18, 16]): CaptionLayout {
  let layout: CaptionLayout | undefined;
  for (const fontSize of sizes) {
    const lineSpacing = Math.round(fontSize * 0.35);
    const maxChars = Math.max(8, Math.floor(boxWidth / (fontSize * AVERAGE_EM)));
    const maxLines = Math.max(1, Math.floor((boxHeight + lineSpacing) / (fontSize + lineSpacing)));
    const lines = wrapText(text, maxChars);
    layout = { lines, fontSize, lineSpacing };
    if (lines.length <= maxLines) return layout;
    if (fontSize === sizes[sizes.length - 1]) {
      const kept = lines.slice(0, maxLines);
      const last = kept[maxLines - 1] ?? "";
      kept[maxLines - 1] = `${[...last]
        .slice(0, maxChars - 1)
        .join("")
        .trimEnd()}…`;
      return { lines: kept, fontSize, lineSpacing };
    }
  }
  return layout ?? { lines: [], fontSize: sizes[0] ?? 20, lineSpacing: 6 };
}
