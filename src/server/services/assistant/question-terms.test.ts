import { describe, expect, it } from "vitest";
import { questionTerms } from "./question-terms";
import { hitOf, readText } from "./term-match";

const groupOf = (question: string, word: string) =>
  questionTerms(question).find((group) => group.asked.endsWith(word))!;

describe("reading a question's words", () => {
  it("keeps a negation as meaning: 'not trust' is answered by 'don't really trust' and 'doubt', not by 'trust'", () => {
    const trust = groupOf("Who did not trust the claims?", "trust");
    expect(trust.asked).toBe("not trust");
    expect(hitOf(readText("I don't really trust claims like that."), trust)).toBe("same");
    expect(hitOf(readText("I doubt it tastes like dairy."), trust)).toBe("same");
    expect(hitOf(readText("That would make me trust it more."), trust)).toBe("opposite");
  });

  it("negates the word a light verb carries: 'did not keep people full' is 'not full'", () => {
    const full = groupOf("Which bars did not keep people full?", "full");
    expect(full.negated).toBe(true);
    expect(hitOf(readText("I was hungry again after ten minutes."), full)).toBe("same");
    expect(hitOf(readText("It actually kept me full."), full)).toBe("opposite");
  });

  it("reads 'why wouldn't they switch' as asking why, not as negating a word", () => {
    expect(questionTerms("Why wouldn't dairy drinkers switch?").some((group) => group.negated)).toBe(false);
  });

  it("hears a synonym, a topic word and an irregular form, and keeps opposites apart", () => {
    const pricey = groupOf("Is the bar too pricey?", "pricey");
    expect(hitOf(readText("It is too expensive for me."), pricey)).toBe("same");
    expect(hitOf(readText("Over two pounds is a lot for the price."), pricey)).toBe("related");
    expect(hitOf(readText("It is cheap and cheerful."), pricey)).toBe("opposite");
    const give = groupOf("Why did people give up?", "give");
    expect(hitOf(readText("I gave up in the end."), give)).toBe("same");
  });
});
