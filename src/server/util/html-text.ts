import { safeHtml } from "./safe-html";

/** A paragraph of stored rich text as plain text, and whether it was a list item (and which number). */
export interface TextBlock {
  text: string;
  /** "bullet" for an item of <ul>, its number for an item of <ol>, null for a paragraph. */
  list: "bullet" | number | null;
}

const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Decodes the entities sanitize-html writes (the named five, &nbsp; and numeric ones). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] !== "#") return named[code.toLowerCase()] ?? whole;
    const point = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
  });
}

// Characters XML 1.0 cannot carry (C0 controls but tab and line breaks, non-characters, lone
// surrogates): a document with one of them does not open, so they are dropped from stored text.
const NOT_IN_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Stored text as a document may hold it: characters XML cannot carry removed, nothing else changed. */
export const documentText = (text: string): string => text.replace(NOT_IN_XML, "");

// The block structure of sanitised rich text; inline tags (strong, em, a, span) are dropped.
const BLOCK_TAG = /<(\/?)(p|li|ul|ol|h3|h4|blockquote|br)\b[^>]*>/gi;

/**
 * Stored rich text (key takeaways, insight content) as plain paragraphs and list items, for
 * documents that write text, never markup: the HTML is sanitised first (as every page does), its
 * tags are dropped and its entities decoded, so what a document gets is the words a page shows.
 */
export function htmlToBlocks(html: string | null | undefined): TextBlock[] {
  if (!html) return [];
  const blocks: TextBlock[] = [];
  const lists: { ordered: boolean; next: number }[] = [];
  let current: TextBlock = { text: "", list: null };
  const flush = () => {
    const text = documentText(decodeEntities(current.text.replace(/<[^>]*>/g, "")))
      .replace(/\s+/g, " ")
      .trim();
    if (text) blocks.push({ ...current, text });
    current = { text: "", list: null };
  };
  const safe = safeHtml(html);
  let at = 0;
  for (const match of safe.matchAll(BLOCK_TAG)) {
    current.text += safe.slice(at, match.index);
    at = match.index + match[0].length;
    const closing = match[1] === "/";
    const tag = match[2]!.toLowerCase();
    if (tag === "ul" || tag === "ol") {
      flush();
      if (closing) lists.pop();
      else lists.push({ ordered: tag === "ol", next: 1 });
    } else if (tag === "li" && !closing) {
      flush();
      const list = lists.at(-1);
      current.list = list?.ordered ? list.next++ : "bullet";
    } else {
      flush();
    }
  }
  current.text += safe.slice(at);
  flush();
  return blocks;
}

/** The blocks as lines of plain text ("• " before bullets, "1. " before numbered items). */
export const blocksToLines = (blocks: TextBlock[]): string[] =>
  blocks.map((b) => (b.list === null ? b.text : b.list === "bullet" ? `• ${b.text}` : `${b.list}. ${b.text}`));
