import { describe, expect, it } from "vitest";
import { STUDY_TEXT_LIMITS } from "@/lib/constants";
import { adaptQuestion, adaptTask } from "./adapt-text";
import { briefTerms } from "./brief-terms";

const oatDrink =
  "We have a new pack design for our oat drink and want to find out whether Danish parents of young children " +
  "notice it on the shelf. The results help us decide whether to launch it in Denmark.";
const max = STUDY_TEXT_LIMITS.businessQuestion;

describe("reading a brief's terms", () => {
  it("finds the product, the stimulus, the audience and the market", () => {
    expect(briefTerms(oatDrink)).toEqual({
      product: "oat drink",
      stimulus: { kind: "pack", phrase: "pack design" },
      audience: "Danish parents of young children",
      market: "Denmark",
      audienceNamesMarket: true,
    });
  });

  it("reads the product from the words before 'pack', and skips owners, brands and audiences", () => {
    expect(briefTerms("Will our customers like our brand's new oat drink pack?")).toMatchObject({
      product: "oat drink",
      stimulus: { kind: "pack", phrase: "oat drink pack" },
      audience: "customers",
    });
  });

  it("does not take the audience's things for the product", () => {
    const terms = briefTerms("Why do customers cancel their subscription to our meal kit service in Germany?");
    expect(terms).toMatchObject({ product: "meal kit service", audience: "customers", market: "Germany" });
    expect(terms.audienceNamesMarket).toBe(false);
  });

  it("tells the pronoun 'us' from the US", () => {
    expect(briefTerms("Help us understand what our users think").market).toBeNull();
    expect(briefTerms("Test the checkout with shoppers in the US").market).toBe("the US");
  });

  it("leaves every term empty when the brief names none", () => {
    expect(briefTerms("zxqv blorp")).toEqual({
      product: null,
      stimulus: null,
      audience: null,
      market: null,
      audienceNamesMarket: false,
    });
  });
});

describe("adapting template wording to the brief", () => {
  const terms = briefTerms(oatDrink);

  it("names the product and the stimulus where the template says 'the product' or 'the pack'", () => {
    expect(adaptQuestion("What does the pack communicate about the product?", terms, max)).toBe(
      "What does the pack communicate about the oat drink?",
    );
    expect(adaptQuestion("What makes the pack stand out or blend in?", terms, max)).toBe(
      "What makes the oat drink pack stand out or blend in?",
    );
    expect(adaptQuestion("Which design has the strongest appeal?", terms, max)).toBe(
      "Which pack design has the strongest appeal?",
    );
  });

  it("names the audience (once) and keeps audiences the template qualifies on purpose", () => {
    expect(adaptQuestion("How quickly do shoppers find the pack on shelf?", terms, max)).toBe(
      "How quickly do Danish parents of young children find the oat drink pack on shelf?",
    );
    expect(adaptQuestion("Why do loyal customers stay?", terms, max)).toBe("Why do loyal customers stay?");
    expect(adaptQuestion("People like people", terms, max)).toBe("Danish parents of young children like people");
  });

  it("adds the market to an audience that does not name it", () => {
    const uk = briefTerms("Test our banking app with young professionals in the UK");
    expect(adaptQuestion("Can users complete the key tasks in the app?", uk, max)).toBe(
      "Can young professionals in the UK complete the key tasks in the banking app?",
    );
    const marketOnly = briefTerms("A study in Sweden");
    expect(adaptQuestion("Why do customers leave?", marketOnly, max)).toBe("Why do customers in Sweden leave?");
  });

  it("keeps the template's wording where the brief says nothing, or where it would run too long", () => {
    const none = briefTerms("zxqv");
    expect(adaptQuestion("What do people think of the product?", none, max)).toBe(
      "What do people think of the product?",
    );
    const wordy = { ...terms, product: "x".repeat(400) };
    expect(adaptQuestion("What do people think of the product?", wordy, max)).toBe(
      "What do people think of the product?",
    );
  });

  it("speaks to participants as 'you': tasks get the product only", () => {
    expect(adaptTask("How likely would you be to buy this product?", terms, 1000)).toBe(
      "How likely would you be to buy this oat drink?",
    );
    expect(adaptTask("How appealing is this pack design to people?", terms, 1000)).toBe(
      "How appealing is this pack design to people?",
    );
  });
});
