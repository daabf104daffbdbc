import { describe, expect, it } from "vitest";
import { builtInEngineMessages } from "@/lib/messages";
import { db } from "@/server/db/client";
import { builtInEngine } from "./built-in-engine";

const engine = () => builtInEngine(db());

describe("the built-in engine", () => {
  it("says which engine answered, and that no AI model wrote its text", () => {
    expect(engine().label).toBe("Bloom — built-in engine (no AI model — built from your research and templates)");
  });

  it("rates, outlines and designs through one object", async () => {
    const brief =
      "We want to find out which of our new oat drink concepts Danish parents prefer, to decide which to launch.";
    const rating = await engine().rateBrief({ brief, materials: ["concepts.pdf"] });
    expect(rating.score).toBe(90);
    const outline = await engine().outline({ brief, materials: [], count: 2 }, () => {});
    expect(outline.business_questions).toHaveLength(2);
    const design = await engine().design(
      { brief, materials: [], business_questions: outline.business_questions },
      () => {},
    );
    expect(design.sections).toHaveLength(2);
  });

  it("is honest that it cannot translate: the texts come back unchanged, with a note", async () => {
    const texts = ["How appealing is this pack design?", "Very well"];
    expect(await engine().translate({ texts, from: "en", to: "da" })).toEqual({
      texts,
      translated: false,
      note: builtInEngineMessages.noTranslator,
    });
  });

  it("has nothing to translate between the same language", async () => {
    const texts = ["Hvad synes du?"];
    expect(await engine().translate({ texts, from: "da", to: "DA" })).toEqual({ texts, translated: true, note: null });
  });

  it("returns a copy of the texts, never the caller's own array", async () => {
    const texts = ["One"];
    const result = await engine().translate({ texts, from: "en", to: "sv" });
    expect(result.texts).not.toBe(texts);
  });
});
