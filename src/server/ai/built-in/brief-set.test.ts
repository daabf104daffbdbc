import { describe, expect, it } from "vitest";
import { FILL_IN_MARKER } from "@/lib/constants";
import { db } from "@/server/db/client";
import { briefSet } from "@tests/fixtures/brief-set";
import { composeDesign, composeOutline } from "./compose";

/*
 * The built-in engine on its brief set (tests/fixtures/brief-set): each brief's outline and design
 * must be about the brief, holding the facts a researcher would look for, with no template
 * placeholder left and the templates they drew on named.
 */

const PLACEHOLDER = /\b(?:Claim|Post|Concept|Design|Option|Version) [0-9A-D]\b/u;

/** Every text of a design, as the wizard shows it. */
const designTexts = (design: Awaited<ReturnType<typeof composeDesign>>) =>
  design.sections.flatMap((section) => [
    section.text,
    ...section.tasks.flatMap((task) => [
      task.text,
      ...task.options.map((o) => o.text),
      ...task.subtasks.map((s) => s.text),
    ]),
  ]);

describe("the built-in engine's brief set", () => {
  it("proposes outlines and designs that mention each brief's own facts", async () => {
    const misses: string[] = [];
    for (const { subject, brief, outline: outlineFacts, design: designFacts } of briefSet) {
      const outline = await composeOutline(db(), { brief, materials: [] }, () => undefined);
      const design = await composeDesign(
        db(),
        { brief, materials: [], business_questions: outline.business_questions },
        () => undefined,
      );
      const asked = outline.business_questions.join("\n");
      const shown = designTexts(design).join("\n");
      for (const fact of outlineFacts) if (!asked.includes(fact)) misses.push(`${subject}: outline lacks "${fact}"`);
      for (const fact of designFacts) if (!shown.includes(fact)) misses.push(`${subject}: design lacks "${fact}"`);
      const left = designTexts(design).find((text) => PLACEHOLDER.test(text) && !text.includes(FILL_IN_MARKER));
      if (left) misses.push(`${subject}: placeholder left in "${left}"`);
      expect(design.templates?.length).toBeGreaterThan(0);
      expect(Array.isArray(outline.templates)).toBe(true);
    }
    console.info(
      `Brief set: ${briefSet.length} briefs${misses.length ? `\nMissed:\n${misses.join("\n")}` : ", every fact mentioned"}`,
    );
    expect(briefSet.length).toBeGreaterThanOrEqual(10);
    expect(misses).toEqual([]);
  });
});
