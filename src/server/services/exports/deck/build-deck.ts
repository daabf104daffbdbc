import PptxGenJS from "pptxgenjs";
import { formatLongDay } from "@/lib/dates";
import { PRODUCT_NAME } from "@/lib/brand";
import type { DeckInsight, StudyDeck } from "../study-deck-data";
import { addInsightSlides } from "./insight-slides";
import { addFactsSlide, addTextSlides, addTitleSlide } from "./opening-slides";
import { addShowreelSlides } from "./showreel-slides";

/** What a deck holds: one study, or a project's studies in order under the project's title slide. */
export interface DeckInput {
  project: { title: string } | null;
  studies: StudyDeck[];
  publicShowreels: boolean;
  exportedAt: Date;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** One study's slides, in a section of its own (PowerPoint's and LibreOffice's outline show it). */
function addStudy(pptx: PptxGenJS, study: StudyDeck, index: number, input: DeckInput): void {
  // Numbered: two studies of one title still get a section each.
  const section = `${index + 1}. ${study.title}`.slice(0, 200);
  pptx.addSection({ title: section });
  const newSlide = () => pptx.addSlide({ sectionTitle: section });
  const source = study.title;
  addTitleSlide(newSlide(), `Study · ${study.projectTitle}`, study.title, [
    study.clientName,
    `Exported ${formatLongDay(input.exportedAt.toISOString())}`,
  ]);
  addFactsSlide(newSlide(), study.title, study.facts);
  addTextSlides(
    newSlide,
    { kicker: study.title, title: "Key takeaways", source },
    study.takeaways,
    "Key takeaways appear here once the study's interviews have been analysed.",
  );
  const insightHead = (kicker: string) => ({ kicker, source });
  study.questions.forEach((question, q) => {
    const kicker = `Business question ${q + 1} of ${study.questions.length}`;
    const listed = question.insights.map((i) => ({ text: i.title, list: "bullet" as const }));
    const body = [
      ...question.takeaways,
      ...(listed.length
        ? [{ text: `${plural(listed.length, "insight")} answer this question:`, list: null }, ...listed]
        : []),
    ];
    addTextSlides(
      newSlide,
      { kicker, title: question.title, source },
      body,
      "No takeaways for this business question yet.",
    );
    question.insights.forEach((insight: DeckInsight, i) =>
      addInsightSlides(
        pptx,
        newSlide,
        insight,
        insightHead(`Business question ${q + 1} · Insight ${i + 1} of ${question.insights.length}`),
      ),
    );
  });
  study.otherInsights.forEach((insight, i) =>
    addInsightSlides(pptx, newSlide, insight, insightHead(`Further insight ${i + 1} of ${study.otherInsights.length}`)),
  );
  addShowreelSlides(newSlide, study.showreels, { kicker: study.title, source }, input.publicShowreels);
}

/**
 * The PowerPoint file of a study or project: 16:9, the brand's colours and typeface, every chart
 * a native chart object, every text a text box. Returns the .pptx bytes.
 */
export async function buildDeck(input: DeckInput): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = "LAYOUT_WIDE";
  pptx.author = PRODUCT_NAME;
  pptx.company = input.studies[0]?.clientName ?? PRODUCT_NAME;
  pptx.title = input.project?.title ?? input.studies[0]?.title ?? "Insights";
  pptx.subject = "Insights";
  if (input.project) {
    pptx.addSection({ title: "Project" });
    addTitleSlide(pptx.addSlide({ sectionTitle: "Project" }), "Project", input.project.title, [
      plural(input.studies.length, "study", "studies"),
      `Exported ${formatLongDay(input.exportedAt.toISOString())}`,
    ]);
  }
  input.studies.forEach((study, i) => addStudy(pptx, study, i, input));
  return (await pptx.write({ outputType: "nodebuffer", compression: true })) as Buffer;
}
