import { describe, expect, it } from "vitest";
import { searchableText } from "./question-text";

describe("searchableText", () => {
  it("keeps what a question is about and drops how it is asked", () => {
    expect(searchableText("What did participants say about the oat pack's price?")).toBe(
      "What did about the oat pack's price?",
    );
    expect(searchableText("How do people FEEL about the checkout?")).toBe("How do about the checkout?");
  });

  it("leaves words that merely contain an asking word", () => {
    expect(searchableText("Was the sayings page thoughtful?")).toBe("Was the sayings page thoughtful?");
  });
});
