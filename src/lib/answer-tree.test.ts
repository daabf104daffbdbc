import { describe, expect, it } from "vitest";
import { answerTree } from "./answer-tree";

describe("an answer's tree", () => {
  it("keeps the Markdown's structure and drops its source positions", () => {
    const tree = answerTree("### Price\n\n- “Too dear” [1]\n- <b>raw</b>");
    expect(JSON.stringify(tree)).not.toContain("position");
    const [heading, list] = tree.children;
    expect(heading).toMatchObject({ type: "heading", depth: 3, children: [{ type: "text", value: "Price" }] });
    expect(list).toMatchObject({ type: "list", ordered: false });
    // Raw HTML stays a node of its own, which the answer shows as text.
    expect(JSON.stringify(list)).toContain('"type":"html","value":"<b>"');
  });
});
