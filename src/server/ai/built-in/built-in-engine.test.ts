import { performance } from "node:perf_hooks";
import { afterAll, describe, expect, it } from "vitest";
import { builtInEngineMessages } from "@/lib/messages";
import { db } from "@/server/db/client";
import { closeCpuPool, cpuTasksDone } from "@/server/threads/cpu-pool";
import { builtInEngine } from "./built-in-engine";
import { CANDIDATES_PER_QUESTION, DESIGN_TEMPLATE_POOL, designFromCandidates, designSearch } from "./compose-design";
import { rateBrief } from "./rate-brief";
import { rankSections } from "./template-search";

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

describe("the built-in engine's CPU work", () => {
  afterAll(() => closeCpuPool());

  it("runs in the worker-thread pool, with the same answers as on the event loop, holding the loop less", async () => {
    const brief =
      "We are launching a new oat drink pack in Denmark and want to understand whether parents of young children " +
      "aged 25–40 notice it on the shelf. We worry that the green pack looks too much like a juice. The results " +
      "will decide whether we launch the pack as it is or rework it. Participants see two pack designs at 29 kr.";
    const input = { brief, materials: [] };
    const done = cpuTasksDone("bloom");
    expect(await engine().rateBrief(input)).toEqual(await rateBrief(input));
    const outline = await engine().outline(input, () => {});
    const designInput = { ...input, business_questions: outline.business_questions };
    const design = await engine().design(designInput, () => {});
    // A rating, an outline, and a design's two steps.
    expect(cpuTasksDone("bloom") - done).toBe(4);
    const { facts, context, asked } = await designSearch(designInput);
    const candidates = await rankSections(db(), context, asked, DESIGN_TEMPLATE_POOL, CANDIDATES_PER_QUESTION);
    expect(design).toEqual(designFromCandidates(designInput, facts, candidates));

    // Eight ratings at once: on the event loop it is busy while each brief is parsed; in the pool
    // it only hands over the briefs and takes the ratings.
    const briefs = Array.from({ length: 8 }, (_, n) => ({ ...input, brief: `${brief} (${n})` }));
    const busyHere = await loopBusyMs(() => Promise.all(briefs.map((one) => rateBrief(one))));
    const busyPool = await loopBusyMs(() => Promise.all(briefs.map((one) => engine().rateBrief(one))));
    expect(busyPool).toBeLessThan(busyHere / 3);
  }, 120_000);
});

/**
 * How long the event loop was busy (not waiting for I/O) while `work` ran, in milliseconds: the
 * time pages and API calls would have waited. Unlike its delay, this does not grow when other
 * processes hold the cores.
 */
async function loopBusyMs(work: () => Promise<unknown>): Promise<number> {
  const start = performance.eventLoopUtilization();
  await work();
  return performance.eventLoopUtilization(start).active;
}
