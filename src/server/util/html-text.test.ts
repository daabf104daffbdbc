import { describe, expect, it } from "vitest";
import { blocksToLines, documentText, htmlToBlocks } from "./html-text";

describe("htmlToBlocks", () => {
  it("keeps paragraphs and list items apart and drops inline markup", () => {
    const html =
      "<p>Found in <strong>34 s</strong> on average.</p><ul><li>Green <em>stands out</em>.</li><li>Variants blend.</li></ul><ol><li>One</li><li>Two</li></ol>";
    expect(htmlToBlocks(html)).toEqual([
      { text: "Found in 34 s on average.", list: null },
      { text: "Green stands out.", list: "bullet" },
      { text: "Variants blend.", list: "bullet" },
      { text: "One", list: 1 },
      { text: "Two", list: 2 },
    ]);
  });

  it("writes what a page shows: script gone, entities decoded, markup characters as text", () => {
    const blocks = htmlToBlocks(
      `<p onclick="x()">A &amp; B &lt;b&gt; &#8211; &#x2014;<script>alert(1)</script></p>text after`,
    );
    expect(blocksToLines(blocks)).toEqual(["A & B <b> – —", "text after"]);
  });

  it("answers nothing for empty or missing text", () => {
    expect(htmlToBlocks(null)).toEqual([]);
    expect(htmlToBlocks("<p> </p><br>")).toEqual([]);
  });
});

describe("documentText", () => {
  it("drops what XML cannot carry and keeps every other character", () => {
    expect(documentText("a\u0001b\u000bc\td\ne\uFFFF f\uD800 ø 😀")).toBe("abc\td\ne f ø 😀");
  });
});
