import { describe, expect, it } from "vitest";
import { briefSuggestions } from "@/lib/messages";
import { BRIEF_CRITERIA } from "../engine";
import { BRIEF_WORD_LIMITS, countWords, rateBrief } from "./rate-brief";

const goodBrief =
  "We have a new pack design for our oat drink and want to find out whether Danish parents of young " +
  "children notice it on the shelf and understand what it says about the product. The results will help " +
  "us decide whether to launch the new pack in Denmark this spring or rework it first. We will show the " +
  "pack as images and a shelf photo.";

const unmet = async (brief: string, materials: string[] = []) =>
  (await rateBrief({ brief, materials })).criteria
    .filter((criterion) => !criterion.met)
    .map((criterion) => criterion.key);

describe("rating a brief", () => {
  it("gives a brief that states everything a research lead asks for full marks and nothing to fix", async () => {
    const rating = await rateBrief({ brief: goodBrief, materials: [] });
    expect(rating.score).toBe(100);
    expect(rating.suggestions).toEqual([]);
    expect(rating.criteria.map((criterion) => criterion.key)).toEqual([...BRIEF_CRITERIA]);
    expect(rating.criteria.every((criterion) => criterion.met && criterion.suggestion === null)).toBe(true);
  });

  it("scores a one-line brief low and says what to add: audience, market, decision and detail", async () => {
    const rating = await rateBrief({ brief: "Test our new app.", materials: [] });
    expect(rating.score).toBeLessThan(50);
    expect(await unmet("Test our new app.")).toEqual(["audience", "market", "decision", "length"]);
    expect(rating.suggestions).toEqual([
      briefSuggestions.audience,
      briefSuggestions.market,
      briefSuggestions.decision("the app"),
      briefSuggestions.tooShort(4, BRIEF_WORD_LIMITS.min),
    ]);
    // Every unmet criterion carries its own suggestion, in plain words a researcher can act on.
    for (const criterion of rating.criteria.filter((c) => !c.met)) {
      expect(rating.suggestions).toContain(criterion.suggestion);
    }
    expect(rating.suggestions[3]).toMatch(/has 4 words; at least 40/);
  });

  it("suggests in the brief's own terms: the decision example names the product", async () => {
    const brief = goodBrief.replace("The results will help us decide whether to launch", "We might show");
    const rating = await rateBrief({ brief, materials: [] });
    expect(await unmet(brief)).toEqual(["decision"]);
    expect(rating.score).toBe(85);
    expect(rating.suggestions).toEqual([briefSuggestions.decision("the oat drink pack")]);
    expect(rating.suggestions[0]).toContain("whether to launch the oat drink pack");
  });

  it("finds an audience in age ranges and 'people who…', and a market in nationalities and languages", async () => {
    expect(await unmet("Talk to 25-40 year olds in the UK")).not.toContain("audience");
    expect(await unmet("We need people who cook at home every day")).not.toContain("audience");
    expect(await unmet("Interviews with Swedish shoppers")).not.toContain("market");
    expect(await unmet("Interviews in the US")).not.toContain("market");
    expect(await unmet("Tell us about us and what we do")).toContain("market");
    expect(await unmet("Which markets should come first?")).not.toContain("market");
  });

  it("counts a study material as the stimulus when the brief does not name one", async () => {
    const brief = "We want to understand why Irish families choose one brand over another";
    expect(await unmet(brief)).toContain("stimulus");
    expect(await unmet(brief, ["shelf-photo.jpg"])).not.toContain("stimulus");
    expect(await unmet(brief, ["   "])).toContain("stimulus");
  });

  it("asks for a shorter brief when it runs past the limit", async () => {
    const long = `${goodBrief} ${"More background about the category and its history. ".repeat(80)}`;
    const rating = await rateBrief({ brief: long, materials: [] });
    expect(await unmet(long)).toEqual(["length"]);
    expect(rating.score).toBe(90);
    expect(rating.suggestions).toEqual([briefSuggestions.tooLong(countWords(long), BRIEF_WORD_LIMITS.max)]);
  });

  it("is deterministic and puts the weightiest suggestion first", async () => {
    const first = await rateBrief({ brief: "Our pack.", materials: [] });
    expect(await rateBrief({ brief: "Our pack.", materials: [] })).toEqual(first);
    expect(first.suggestions[0]).toBe(briefSuggestions.objective("the pack"));
    expect(first.score).toBe(15);
  });

  it("rates an empty brief 0 with a suggestion for every criterion", async () => {
    const rating = await rateBrief({ brief: "   ", materials: [] });
    expect(rating.score).toBe(0);
    expect(rating.suggestions).toHaveLength(BRIEF_CRITERIA.length);
    expect(rating.suggestions[0]).toBe(briefSuggestions.objective(briefSuggestions.defaultSubject));
  });

  it("quotes the brief's own words as the evidence of each criterion it meets", async () => {
    const rating = await rateBrief({ brief: goodBrief, materials: [] });
    const evidence = Object.fromEntries(rating.criteria.map((criterion) => [criterion.key, criterion.evidence]));
    expect(evidence.decision).toContain("decide whether to launch the new pack in Denmark");
    expect(evidence.stimulus).toContain("a new pack design");
    expect(evidence.market).toContain("Danish parents");
  });

  it("counts cities and regions as markets", async () => {
    const brief =
      "We want to understand how commuters in Lyon and Marseille choose a lunch. We will decide which menu to launch.";
    expect(await unmet(brief)).not.toContain("market");
    const rating = await rateBrief({ brief, materials: [] });
    expect(rating.criteria.find((criterion) => criterion.key === "market")?.evidence).toMatch(/Lyon/);
  });

  it("scores a list of keywords low and asks for sentences, however many criteria's words it holds", async () => {
    const keywords =
      "understand test explore whether decide launch choose parents shoppers customers UK Denmark Germany " +
      "concept prototype pack app website ad campaign price invest roll out evaluate measure validate " +
      "consumers users buyers markets countries regional prioritise select pick between identify discover";
    const rating = await rateBrief({ brief: keywords, materials: [] });
    expect(rating.score).toBeLessThanOrEqual(20);
    expect(rating.suggestions[0]).toBe(briefSuggestions.sentences);
  });

  it("says which language it reads when the brief is in another one, and still finds its places", async () => {
    const rating = await rateBrief({
      brief: "Nous voulons comprendre comment les parents à Paris et à Lyon choisissent un yaourt pour leurs enfants.",
      materials: [],
    });
    expect(rating.suggestions[0]).toBe(briefSuggestions.otherLanguage("French"));
    expect(rating.criteria.find((criterion) => criterion.key === "market")?.met).toBe(true);
  });
});
