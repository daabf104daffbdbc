import { describe, expect, it } from "vitest";
import { FILL_IN_MARKER } from "@/lib/constants";
import type { ProposedTask } from "../engine";
import type { BriefFacts } from "./brief-facts";
import { fillPlaceholders } from "./placeholders";

const claimsTask: ProposedTask = {
  type: "RADIO",
  text: "Which claim do you believe most?",
  explainer: false,
  options: ["Claim 1", "Claim 2", "Claim 3", "Claim 4"].map((text) => ({ text })),
  scale_length: null,
  subtasks: [],
};
const facts = (claims: string[], stimuli: string[] = []) => ({ claims, stimuli }) as unknown as BriefFacts;

describe("a template's placeholders in a proposal", () => {
  it("become the brief's claims, and the placeholders left over go once two are real", () => {
    const filled = fillPlaceholders(claimsTask, facts(["Vet approved", "No fillers", "Made with real chicken"]));
    expect(filled.options.map((option) => option.text)).toEqual([
      "Vet approved",
      "No fillers",
      "Made with real chicken",
    ]);
  });

  it("take claims the brief names without quotation marks", () => {
    const filled = fillPlaceholders(claimsTask, facts([], ["climate claim", "taste claim", "pack designs"]));
    expect(filled.options.map((option) => option.text)).toEqual(["climate claim", "taste claim"]);
  });

  it("say plainly what to fill in where the brief has no such fact: no 'Claim 1' is ever left", () => {
    const filled = fillPlaceholders(claimsTask, facts([]));
    expect(filled.options).toHaveLength(4);
    for (const option of filled.options) {
      expect(option.text.startsWith(FILL_IN_MARKER)).toBe(true);
      expect(option.text).not.toMatch(/^Claim \d$/);
    }
    expect(filled.options[0]!.text).toBe("[Fill in: claim 1 from your brief]");
  });
});
