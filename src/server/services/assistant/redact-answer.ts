/*
 * An old answer read by someone who can no longer see some of its sources (a revoked
 * project's quote disappears, even from old threads). Whatever cites a hidden source goes: a list
 * item whole, in a paragraph the sentence. Headings left with nothing under them go too, so a
 * hidden study's title does not stay behind.
 */

const MARKER = /(?<!\\)\[(\d+)\]/g;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s/;
// A sentence with its end punctuation, closing quotes and the markers after it.
const SENTENCE = /[^.!?]+(?:[.!?]+["”’)]*)?(?:\s*\[\d+\])*\s*/g;

const citesHidden = (text: string, hidden: ReadonlySet<number>) =>
  [...text.matchAll(MARKER)].some((match) => hidden.has(Number(match[1])));

/** 3 for "### Study", 4 for a line that is bold alone ("**Theme**"), 1–6 for Markdown headings; null for content. */
function headingLevel(line: string): number | null {
  const hashes = /^(#{1,6})\s/.exec(line);
  if (hashes) return hashes[1]!.length;
  return /^\*\*[^*].*\*\*$/.test(line.trim()) ? 7 : null;
}

function withoutHiddenSentences(line: string, hidden: ReadonlySet<number>): string {
  if (!citesHidden(line, hidden)) return line;
  if (LIST_ITEM.test(line)) return "";
  return (line.match(SENTENCE) ?? [])
    .filter((sentence) => !citesHidden(sentence, hidden))
    .join("")
    .trim();
}

/** Drops headings with no content left under them (before the next heading of their level or above). */
function withoutEmptyHeadings(lines: readonly string[]): string[] {
  const kept: string[] = [];
  // contentBelow[level]: something is kept below, before the next heading of this level or above.
  const contentBelow = new Array<boolean>(8).fill(false);
  for (const line of [...lines].reverse()) {
    const level = headingLevel(line);
    if (level === null) {
      if (line.trim() !== "") contentBelow.fill(true);
      kept.push(line);
      continue;
    }
    const keep = contentBelow[level]!;
    for (let l = level; l < contentBelow.length; l++) contentBelow[l] = false;
    if (keep) {
      for (let l = 1; l < level; l++) contentBelow[l] = true;
      kept.push(line);
    }
  }
  return kept.reverse();
}

/** The answer without what cites a hidden citation number; the same text when nothing is hidden. */
export function redactAnswer(content: string, hidden: ReadonlySet<number>): string {
  if (hidden.size === 0) return content;
  const lines = content.split("\n").map((line) => withoutHiddenSentences(line, hidden));
  return withoutEmptyHeadings(lines)
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
