import { describe, expect, it } from "vitest";
import { briefRefinement } from "@/lib/messages";
import { refineBrief } from "./refine-brief";

const sentences = [
  "We want to understand whether the new oat drink pack stands out on the shelf.",
  "Parents of young children in Denmark do most of the shopping.",
  "Participants see the pack concept.",
  "The results decide whether we launch the pack as it is.",
  "Sales of oat drinks grew 20 % last year.",
];

describe("the built-in refine with Bloom", async () => {
  it("arranges the brief's own sentences under a research lead's headings, inventing nothing", async () => {
    const refined = await refineBrief({ brief: sentences.join(" "), materials: [] });
    expect(refined.gaps).toBe(0);
    expect(refined.brief).toContain(`${briefRefinement.objective}: ${sentences[0]}`);
    expect(refined.brief).toContain(`${briefRefinement.participants}: ${sentences[1]}`);
    expect(refined.brief).toContain(`${briefRefinement.stimulus}: ${sentences[2]}`);
    expect(refined.brief).toContain(`${briefRefinement.decision}: ${sentences[3]}`);
    expect(refined.brief).toContain(`${briefRefinement.background}: ${sentences[4]}`);
    // Every sentence once, and no other words than the headings'.
    for (const sentence of sentences) expect(refined.brief.split(sentence)).toHaveLength(2);
  });

  it("marks what the brief does not say as a [bracketed] question, and names added materials as the stimulus", async () => {
    const refined = await refineBrief({ brief: "Test our pack.", materials: ["Pack front.png"] });
    expect(refined.brief).toContain(`[${briefRefinement.participantsGap}]`);
    expect(refined.brief).toContain(`[${briefRefinement.decisionGap}]`);
    expect(refined.brief).toContain("Pack front.png");
    expect(refined.gaps).toBe(2);
  });

  it("keeps every audience fact under its heading: ages, traits and cities", async () => {
    const refined = await refineBrief({
      brief:
        "We want to find out whether parents aged 25-40 who shop organic in Copenhagen and Aarhus like our new yoghurt lid. " +
        "The results decide whether we launch it.",
      materials: [],
    });
    const participants = refined.brief.split("\n\n").find((part) => part.startsWith(briefRefinement.participants))!;
    expect(participants).toContain("aged 25–40");
    expect(participants).toContain("who shop organic");
    expect(participants).toContain("Copenhagen and Aarhus");
  });
});
