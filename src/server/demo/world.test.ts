import { describe, expect, it } from "vitest";
import { DEMO_INTERVIEWS_PER_STUDY } from "../../lib/constants";
import { parentPath, taskAt } from "./build/design";
import type { BuiltStudy } from "./build/types";
import { buildDemoWorld } from "./build/world";

const world = buildDemoWorld();
const completed = world.studies.filter((s) => s.interviews.length > 0);
const chunksOf = (study: BuiltStudy) =>
  study.interviews.flatMap((i) => i.sections.flatMap((s) => s.tasks.flatMap((t) => t.chunks)));

describe("the built demo world", () => {
  it("is the same on every build", () => {
    expect(buildDemoWorld()).toEqual(world);
    expect(JSON.stringify(buildDemoWorld())).toBe(JSON.stringify(world));
  });

  it("has eight interviews of 20–60 s per completed study, shared equally by the segments", () => {
    expect(completed.length).toBeGreaterThanOrEqual(6);
    for (const study of completed) {
      expect(study.interviews).toHaveLength(DEMO_INTERVIEWS_PER_STUDY);
      for (const interview of study.interviews) {
        expect(interview.duration).toBeGreaterThanOrEqual(20);
        expect(interview.duration).toBeLessThanOrEqual(60);
      }
      const perSegment = new Map<string, number>();
      for (const i of study.interviews) perSegment.set(i.segment ?? "", (perSegment.get(i.segment ?? "") ?? 0) + 1);
      expect(new Set(perSegment.values()).size).toBe(1);
    }
  });

  it("times every line inside its interview, in order and without overlaps", () => {
    for (const study of completed) {
      for (const interview of study.interviews) {
        const chunks = interview.sections.flatMap((s) => s.tasks.flatMap((t) => t.chunks));
        chunks.forEach((chunk, i) => {
          expect(chunk.start).toBeGreaterThanOrEqual(0);
          expect(chunk.end).toBeGreaterThan(chunk.start);
          expect(chunk.end).toBeLessThanOrEqual(interview.duration);
          if (i > 0) expect(chunk.start).toBeGreaterThanOrEqual(chunks[i - 1]!.end);
        });
        if (interview.language !== "en") expect(chunks.every((c) => c.original)).toBe(true);
      }
    }
  });

  it("cuts quotes from whole spoken lines inside their interview", () => {
    for (const study of completed) {
      const texts = new Set(chunksOf(study).map((c) => c.text));
      for (const quote of study.quotes) {
        const interview = study.interviews.find((i) => i.key === quote.interview)!;
        expect(quote.start).toBeGreaterThanOrEqual(0);
        expect(quote.end).toBeLessThanOrEqual(interview.duration);
        expect(quote.end).toBeGreaterThan(quote.start);
        expect(texts.has(quote.text)).toBe(true);
        const line = interview.sections
          .flatMap((s) => s.tasks.flatMap((t) => t.chunks))
          .find((c) => c.text === quote.text)!;
        expect(quote.start).toBeLessThanOrEqual(line.start);
        expect(quote.end).toBeGreaterThanOrEqual(line.end);
      }
    }
  });

  it("computes every chart from the answers", () => {
    let kinds = new Set<string>();
    for (const study of completed) {
      for (const chart of study.charts) {
        kinds.add(chart.kind);
        const answers = study.interviews.flatMap((i) => i.answers.filter((a) => a.task === chart.task));
        expect(chart.totalCount).toBe(answers.length);
        const task = taskAt(study.design, chart.task);
        if (chart.kind === "SCORING") {
          const mean = answers.reduce((sum, a) => sum + a.score!, 0) / answers.length;
          expect(chart.averageValue).toBeCloseTo(mean, 1);
          expect(chart.points.map((p) => p.title)).toEqual(["1", "2", "3", "4", "5"]);
          expect(chart.points.reduce((sum, p) => sum + p.count, 0)).toBe(answers.length);
        }
        if (chart.kind === "CHECKBOX" || chart.kind === "PERCENTAGE") {
          chart.points.forEach((point, i) => {
            expect(point.title).toBe(task.options![i]);
            expect(point.count).toBe(answers.filter((a) => a.choices!.includes(i)).length);
          });
        }
        if (chart.kind === "DURATION") {
          const mean = answers.reduce((sum, a) => sum + a.seconds!, 0) / answers.length;
          expect(chart.averageValue).toBeCloseTo(mean, 1);
        }
      }
    }
    kinds = new Set([...kinds].sort());
    expect([...kinds]).toEqual(["CHECKBOX", "DURATION", "OBSERVATION", "PERCENTAGE", "SCORING"]);
  });

  it("gives insights quotes and charts of their own tasks, with every number filled in", () => {
    for (const study of completed) {
      expect(study.insights.length).toBeGreaterThanOrEqual(2);
      for (const insight of study.insights) {
        expect(insight.content).not.toMatch(/\{\w+:/);
        expect(insight.quotes.length).toBeGreaterThan(0);
        for (const key of insight.quotes) {
          const quote = study.quotes.find((q) => q.key === key)!;
          expect(insight.tasks).toContain(parentPath(quote.task));
        }
        for (const chart of insight.charts) expect(insight.tasks).toContain(chart.task);
      }
      expect(study.keyTakeaways?.html).not.toMatch(/\{\w+:/);
    }
  });

  it("curates one or two showreels of three to five clips per completed study", () => {
    for (const study of completed) {
      const curated = study.showreels.filter((r) => r.type === "CURATED");
      expect(curated.length).toBeGreaterThanOrEqual(1);
      expect(curated.length).toBeLessThanOrEqual(2);
      for (const reel of study.showreels) {
        expect(reel.quotes.length).toBeGreaterThanOrEqual(3);
        expect(reel.quotes.length).toBeLessThanOrEqual(5);
        expect(new Set(reel.quotes).size).toBe(reel.quotes.length);
      }
    }
    expect(world.studies.flatMap((s) => s.showreels).some((r) => r.type === "CUSTOM" && r.published)).toBe(true);
  });
});
