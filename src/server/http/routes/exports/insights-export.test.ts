import { and, eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { formatClock } from "@/lib/media-time";
import type { Insight } from "@/lib/schemas/insight";
import { db } from "@/server/db/client";
import { analyticsEvents, insights, quotes, showreels, studies } from "@/server/db/schema";
import { env } from "@/server/env";
import { call } from "@tests/fixtures/api-call";
import { type DeckRead, download, officePdf, readDeck, renderedPosters } from "@tests/fixtures/office-files";
import { adminStudy } from "@tests/fixtures/research-studies";

const DECK = "/api/v1/insights/export";
type ObjectiveInsights = { objectives: { title: string; insights: Insight[] }[]; unassigned: Insight[] };

/** What the insights pages show of a study, through the API. */
async function studyInsights(studyId: number): Promise<ObjectiveInsights> {
  return (await call("admin@demo.test", "GET", `/api/v2/studies/${studyId}/objective_insights`)).body.data;
}

const allText = (deck: DeckRead) => deck.slides.flatMap((s) => [...s.paragraphs, ...s.notes]).join("\n");

describe("POST /api/v1/insights/export", () => {
  let studyId: number;
  let expected: ObjectiveInsights;
  let deck: DeckRead;
  let bytes: Buffer;

  beforeAll(async () => {
    studyId = (await adminStudy()).id;
    await renderedPosters(studyId);
    expected = await studyInsights(studyId);
    const answer = await download("admin@demo.test", DECK, { study_id: studyId });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    );
    const [study] = await db().select().from(studies).where(eq(studies.id, studyId));
    expect(answer.headers.get("content-disposition")).toContain(
      `filename*=UTF-8''${encodeURIComponent(`${study!.title} – insights.pptx`)}`,
    );
    bytes = answer.bytes;
    deck = await readDeck(bytes);
  });

  it("is a 16:9 deck: title, facts, takeaways, a slide per business question, one per insight chart", () => {
    expect(deck.size).toEqual([12192000, 6858000]);
    const insightsAll = [...expected.objectives.flatMap((o) => o.insights), ...expected.unassigned];
    const insightSlides = insightsAll.reduce((n, i) => n + Math.max(1, i.charts.length), 0);
    // The demo's texts each fit one slide; its showreels are rendered (one slide holds six).
    const reels = 1;
    expect(deck.slides).toHaveLength(3 + expected.objectives.length + insightSlides + reels);
    expect(deck.slides[1]!.paragraphs).toContain("Study facts");
    expect(deck.slides[2]!.paragraphs).toContain("Key takeaways");
    for (const objective of expected.objectives) {
      expect(
        deck.slides.some((s) => s.paragraphs.includes(objective.title)),
        objective.title,
      ).toBe(true);
    }
  });

  it("makes each insight chart a native chart object whose values are the API's chart points", () => {
    const apiCharts = [...expected.objectives.flatMap((o) => o.insights), ...expected.unassigned].flatMap(
      (i) => i.charts,
    );
    const deckCharts = deck.slides.flatMap((s) => s.charts);
    expect(apiCharts.length).toBeGreaterThan(0);
    expect(deckCharts).toHaveLength(apiCharts.length);
    deckCharts.forEach((chart, i) => {
      const api = apiCharts[i]!;
      expect(chart.type).toBe("bar");
      expect(chart.workbook, "the chart's data is an embedded workbook").toMatch(/\.xlsx$/);
      expect(chart.series).toHaveLength(1);
      expect(chart.series[0]!.values).toEqual(api.points.map((p) => p.value));
      expect(chart.series[0]!.categories).toEqual(api.points.map((p) => p.title));
      expect(chart.direction).toBe(["SCORING", "DURATION", "OBSERVATION"].includes(api.kind) ? "col" : "bar");
    });
    const scoring = apiCharts.find((c) => c.kind === "SCORING")!;
    expect(allText(deck)).toContain(`Average ${scoring.average_value!.toFixed(1)} on the 1–5 scale`);
  });

  it("shows two or three quotes per insight with who said it, the clip's picture and the time code in the notes", () => {
    for (const insight of [...expected.objectives.flatMap((o) => o.insights), ...expected.unassigned]) {
      // The insight's own slide (its business question's slide lists it too): the one with its quotes' notes.
      const slide = deck.slides.find((s) => s.notes.some((n) => n.includes(`Quotes of “${insight.title}”`)))!;
      expect(slide, insight.title).toBeDefined();
      const shown = insight.quotes.slice(0, 3);
      expect(slide.pictures).toBe(shown.length);
      for (const quote of shown) {
        expect(slide.paragraphs).toContain(`“${quote.content}”`);
        expect(slide.paragraphs.some((p) => p.startsWith(`${quote.participant.name}, ${quote.participant.age}`))).toBe(
          true,
        );
        expect(slide.notes.join("\n")).toContain(`at ${formatClock(quote.start)}–${formatClock(quote.end)}`);
      }
    }
  });

  it("lays quotes out below the insight's text without overlap, and close to short text instead of at a fixed line", () => {
    const slides = deck.slides.filter((s) => s.notes.some((n) => n.startsWith("Quotes of “")) && s.pictures > 0);
    expect(slides.length).toBeGreaterThan(0);
    for (const slide of slides) {
      const quotesTop = Math.min(...slide.boxes.filter((b) => b.kind === "picture").map((b) => b.top));
      const texts = slide.boxes.filter((b) => b.kind === "text" && b.top < quotesTop);
      const body = texts.at(-1)!;
      expect(body.bottom, body.text).toBeLessThanOrEqual(quotesTop);
      // Without a chart beside it, nothing but a narrow margin lies between the text and its quotes.
      if (slide.charts.length === 0) expect(quotesTop - body.bottom, body.text).toBeLessThan(0.8);
    }
  });

  it("holds nothing of another study, and no signed media address", async () => {
    const text = allText(deck);
    const others = await db().select({ title: insights.title }).from(insights).where(ne(insights.studyId, studyId));
    const otherQuotes = await db().select({ content: quotes.content }).from(quotes).where(ne(quotes.studyId, studyId));
    const own = new Set(
      [...expected.objectives.flatMap((o) => o.insights), ...expected.unassigned].map((i) => i.title),
    );
    for (const { title } of others.filter((o) => !own.has(o.title))) expect(text).not.toContain(title);
    for (const { content } of otherQuotes) expect(text).not.toContain(content);
    expect(bytes.includes(Buffer.from("/api/v1/media/serve"))).toBe(false);
  });

  it("links the public page of published showreels only when asked, never an unpublished one", async () => {
    const reels = await db().select().from(showreels).where(eq(showreels.studyId, studyId));
    expect(reels.length).toBeGreaterThan(1);
    const published = await call("admin@demo.test", "POST", "/api/v1/public/published_showreels", {
      showreel_id: reels[0]!.id,
    });
    expect(published.status).toBe(201);
    await db()
      .update(showreels)
      .set({ published: false })
      .where(and(eq(showreels.studyId, studyId), ne(showreels.id, reels[0]!.id)));
    await db().delete(analyticsEvents);
    const url = `${env().publicUrl}/public/showreels/v3/${published.body.data.id}`;
    const withLinks = await readDeck(
      (await download("admin@demo.test", DECK, { study_id: studyId, public_showreels: true })).bytes,
    );
    expect(withLinks.slides.flatMap((s) => s.links)).toEqual([url]);
    expect(allText(withLinks)).toContain(url);
    const without = await readDeck((await download("admin@demo.test", DECK, { study_id: studyId })).bytes);
    expect(without.slides.flatMap((s) => s.links)).toEqual([]);
    expect((await db().select().from(analyticsEvents)).map((e) => e.name)).toEqual(["ppt_export", "ppt_export"]);
  });

  it("writes stored text as text: markup in the data is neither run nor breaks the file", async () => {
    const [first] = await db().select().from(insights).where(eq(insights.studyId, studyId)).limit(1);
    const title = `Shoppers said </a:t></a:r><a:r><a:t>"x" & <b>y</b> \u0001`;
    await db()
      .update(insights)
      .set({ title, content: `<p>Price <script>alert(1)</script>&amp; value</p>` })
      .where(eq(insights.id, first!.id));
    const read = await readDeck((await download("admin@demo.test", DECK, { study_id: studyId })).bytes);
    const text = allText(read);
    expect(text).toContain(`Shoppers said </a:t></a:r><a:r><a:t>"x" & <b>y</b>`);
    expect(text).toContain("Price & value");
    expect(text).not.toContain("alert(1)");
  });

  it("continues an insight's long text on a further slide without losing a word", async () => {
    const [first] = await db().select().from(insights).where(eq(insights.studyId, studyId)).limit(1);
    const words = Array.from({ length: 400 }, (_, i) => `word${i}`);
    await db()
      .update(insights)
      .set({ content: `<p>${words.join(" ")}</p>` })
      .where(eq(insights.id, first!.id));
    const read = await readDeck((await download("admin@demo.test", DECK, { study_id: studyId })).bytes);
    const slides = read.slides.filter((s) => s.paragraphs.some((p) => /word\d/.test(p)));
    expect(slides.length).toBeGreaterThan(1);
    expect(slides.slice(1).every((s) => s.paragraphs.some((p) => p.endsWith("(continued)")))).toBe(true);
    expect(slides.flatMap((s) => s.paragraphs.join(" ").match(/word\d+/g) ?? [])).toEqual(words);
  });

  it("opens in LibreOffice: every slide becomes a page of the PDF, quotes close below a short text", async () => {
    const pdf = await officePdf(bytes, "pptx");
    expect(pdf.pages).toBe(deck.slides.length);
    expect(pdf.text).toContain("Key takeaways");
    // Where LibreOffice draws them: on a slide without a chart, an insight's quotes begin a
    // narrow margin below its last line, not at a fixed line lower down the slide.
    const chartless = [...expected.objectives.flatMap((o) => o.insights), ...expected.unassigned].filter(
      (i) => i.charts.length === 0 && i.quotes.length > 0,
    );
    expect(chartless.length).toBeGreaterThan(0);
    for (const insight of chartless) {
      const page = deck.slides.findIndex((s) => s.notes.some((n) => n.includes(`Quotes of “${insight.title}”`))) + 1;
      const words = pdf.words.filter((w) => w.page === page);
      const lastWord = insight.content
        .replace(/<[^>]+>/g, " ")
        .trim()
        .split(/\s+/)
        .at(-1)!;
      const textBottom = Math.max(...words.filter((w) => w.text === lastWord).map((w) => w.yMax));
      const quoteNames = insight.quotes.slice(0, 3).map((q) => q.participant.name.split(" ")[0]!);
      const quotesTop = Math.min(...words.filter((w) => quoteNames.includes(w.text)).map((w) => w.yMin));
      expect(quotesTop - textBottom, insight.title).toBeGreaterThan(0);
      expect(quotesTop - textBottom, insight.title).toBeLessThan(72); // points: one inch
    }
  }, 120_000);
});
