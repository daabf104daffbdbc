import { describe, expect, it } from "vitest";
import { redactAnswer } from "./redact-answer";

const answer = [
  "What your research says about this, by study and business question:",
  "",
  "### Oat pack",
  "",
  "**Does it stand out?**",
  "",
  "- “The green almost glows.” — Mette A. [1]",
  "- “It blends in with the cheaper cartons.” — Mads P. [2]",
  "",
  "### Webshop",
  "",
  "**Where does checkout lose time?**",
  "",
  "- “I can't find guest checkout.” — Marcus A. [3]",
].join("\n");

describe("redactAnswer", () => {
  it("keeps an answer whose sources are all visible as it is", () => {
    expect(redactAnswer(answer, new Set())).toBe(answer);
  });

  it("drops the list items of hidden sources and a study left with nothing under its headings", () => {
    const redacted = redactAnswer(answer, new Set([3]));
    expect(redacted).not.toContain("guest checkout");
    expect(redacted).not.toContain("Webshop");
    expect(redacted).not.toContain("lose time");
    expect(redacted).toContain("glows");
    expect(redacted).toContain("### Oat pack");
  });

  it("keeps a heading that still has some of its items", () => {
    const redacted = redactAnswer(answer, new Set([2]));
    expect(redacted).toContain("**Does it stand out?**");
    expect(redacted).not.toContain("cheaper cartons");
  });

  it("drops only the sentences of a paragraph that cite a hidden source", () => {
    const text = "Shoppers find it fast [1]. Loyal buyers look for blue [2]. Overall it works.";
    expect(redactAnswer(text, new Set([2]))).toBe("Shoppers find it fast [1]. Overall it works.");
  });
});
