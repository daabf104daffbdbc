import type { Citation } from "@/lib/schemas/assistant";
import type { Passage } from "../../ai/engine-answer";

/*
 * Citations enforced: an engine writes [ref] after a claim, ref being a retrieved
 * passage's number. As the text streams, each marker is checked against the passages: a known
 * one is renumbered in order of first use ([1], [2], … in the answer as read) and its citation
 * announced once; an unknown one is dropped and reported. "[2, 5]" and "[2][5]" both cite two.
 */

// A marker, or several refs in one pair of brackets, with the space before it (dropped with a
// dropped marker); not one escaped as Markdown text (\[).
const MARKER = /(\s*)(?<!\\)\[(\d{1,4}(?:\s*,\s*\d{1,4})*)\]/g;
// The end of a chunk that may be the start of a marker still arriving.
const OPEN_MARKER = /\s*(?<!\\)\[[\d,\s]{0,24}$/;

export interface CitedPiece {
  /** Text to show, its markers renumbered. */
  text: string;
  /** Citations used for the first time in this piece. */
  cited: Citation[];
}

export function citationOf(passage: Passage, n: number): Citation {
  const { type, id, title, text, study, href, clip } = passage;
  return { n, type, id, title, text, study, href, clip };
}

export class CitationStream {
  private pending = "";
  private readonly numbers = new Map<number, number>();
  readonly citations: Citation[] = [];
  readonly dropped: number[] = [];

  constructor(private readonly passages: readonly Passage[]) {}

  /** Takes the engine's next chunk; holds back a trailing "[1" until its marker is complete. */
  push(chunk: string): CitedPiece {
    const text = this.pending + chunk;
    const open = OPEN_MARKER.exec(text);
    const ready = open ? text.slice(0, open.index) : text;
    this.pending = open ? text.slice(open.index) : "";
    return this.rewrite(ready);
  }

  /** The held-back rest, at the end of the answer. */
  flush(): CitedPiece {
    const rest = this.pending;
    this.pending = "";
    return this.rewrite(rest);
  }

  private rewrite(text: string): CitedPiece {
    const cited: Citation[] = [];
    const rewritten = text.replace(MARKER, (_marker, space: string, refs: string) => {
      const numbers = refs.split(",").flatMap((ref) => {
        const n = this.numberOf(Number(ref.trim()), cited);
        return n === null ? [] : [n];
      });
      return numbers.length ? space + [...new Set(numbers)].map((n) => `[${n}]`).join("") : "";
    });
    return { text: rewritten, cited };
  }

  private numberOf(ref: number, cited: Citation[]): number | null {
    const known = this.numbers.get(ref);
    if (known !== undefined) return known;
    const passage = this.passages.find((candidate) => candidate.ref === ref);
    if (!passage) {
      this.dropped.push(ref);
      return null;
    }
    const n = this.numbers.size + 1;
    this.numbers.set(ref, n);
    const citation = citationOf(passage, n);
    this.citations.push(citation);
    cited.push(citation);
    return n;
  }
}
