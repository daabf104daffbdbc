import { describe, expect, it } from "vitest";
import type { Passage } from "../../ai/engine-answer";
import { CitationStream } from "./citation-stream";

const passage = (ref: number): Passage => ({
  ref,
  type: "quote",
  id: 100 + ref,
  study: { id: 1, title: "Study" },
  theme: null,
  title: `Participant ${ref}`,
  text: `Quote ${ref}`,
  href: "/studies/1/videos?video=1&t=0",
  clip: { interview_id: 1, start: ref, end: ref + 2, participant: `Participant ${ref}` },
});

/** The whole text and every citation of a stream fed `chunks`. */
function run(chunks: string[], passages = [passage(1), passage(2), passage(3)]) {
  const stream = new CitationStream(passages);
  const pieces = [...chunks.map((chunk) => stream.push(chunk)), stream.flush()];
  return { text: pieces.map((piece) => piece.text).join(""), stream, pieces };
}

describe("CitationStream", () => {
  it("renumbers passages in the order the answer first cites them", () => {
    const { text, stream } = run(["Price matters [3]. Foam too [1], and price again [3]."]);
    expect(text).toBe("Price matters [1]. Foam too [2], and price again [1].");
    expect(stream.citations.map((c) => [c.n, c.id])).toEqual([
      [1, 103],
      [2, 101],
    ]);
  });

  it("drops a marker that names no retrieved passage, with its space, and reports it", () => {
    const { text, stream } = run(["Invented [7]. Real [2]."]);
    expect(text).toBe("Invented. Real [1].");
    expect(stream.dropped).toEqual([7]);
    expect(stream.citations).toHaveLength(1);
  });

  it("keeps a marker split across chunks whole, and announces its citation with the piece that shows it", () => {
    const { text, pieces } = run(["Foam [", "2", "] matters"]);
    expect(text).toBe("Foam [1] matters");
    expect(pieces.map((piece) => piece.cited.length)).toEqual([0, 0, 1, 0]);
  });

  it("splits several refs in one pair of brackets and leaves escaped brackets alone", () => {
    expect(run(["Both [2, 1] and \\[3\\] as text"]).text).toBe("Both [1][2] and \\[3\\] as text");
  });

  it("lets a bracket that is not a marker through at the end", () => {
    expect(run(["A list [", "a, b]"]).text).toBe("A list [a, b]");
    expect(run(["Trailing ["]).text).toBe("Trailing [");
  });
});
